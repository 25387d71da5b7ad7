import CPangoCairo
import Foundation

/// The label a text field shows its text or placeholder with. It draws through the field's
/// `drawText(in:)` or `drawPlaceholder(in:)`, as UIKit's field label does, so that a subclass's override
/// replaces or adjusts the drawing; the field's default implementations come back to `drawDefault(in:)`.
final class TextFieldLabel: UILabel {
    weak var field: UITextField?
    override var dumpedClassName: String { "UILabel" }
    private var drawing: (ctx: CGContext, bounds: CGRect)?
    private var drawingError: UndrawableContent?

    /// The override gets the label's bounds and a current context in the label's coordinates, with the
    /// text colour as the fill colour and the label's traits current, as UIKit sets them up.
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) throws(UndrawableContent) {
        guard let field else {
            try super.drawSystemContent(in: ctx, bounds: bounds)
            return
        }
        drawing = (ctx, bounds)
        drawingError = nil
        defer {
            drawing = nil
            drawingError = nil
        }
        let cairo = ctx.cairo
        cairo_save(cairo)
        let context = CGContext(cairo: cairo, scale: ctx.scale)
        context.setFillColor(textColor.resolvedColor(with: traitCollection).cgColor)
        UIGraphicsPushContext(context)
        traitCollection.performAsCurrent {
            if field.isShowingPlaceholder {
                field.drawPlaceholder(in: self.bounds)
            } else {
                field.drawText(in: self.bounds)
            }
        }
        UIGraphicsPopContext()
        cairo_restore(cairo)
        if let drawingError { throw drawingError }
    }

    /// The label's own drawing of the text. A choice for a `rect` other than the label's bounds (an override
    /// that insets it and calls super): the text keeps the layout made for the bounds, moved to `rect`'s origin
    /// and clipped to it.
    func drawDefault(in rect: CGRect) {
        guard let drawing else { return }
        let cairo = drawing.ctx.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if rect != bounds {
            cairo_rectangle(cairo, rect.minX - bounds.minX, rect.minY - bounds.minY, rect.width, rect.height)
            cairo_clip(cairo)
            cairo_translate(cairo, rect.minX - bounds.minX, rect.minY - bounds.minY)
        }
        do {
            try super.drawSystemContent(in: drawing.ctx, bounds: drawing.bounds)
        } catch {
            drawingError = error
        }
    }
}
