import CPangoCairo
import Foundation
import Typesetter

extension NSString {
    /// Draws the string on one line with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        draw(origin: point, width: nil, attributes: attributes)
    }

    /// Draws the string wrapped to `rect`'s width, clipped to the rect.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        draw(origin: rect.origin, width: rect.width, attributes: attributes)
        context.restoreGState()
    }

    /// The size the string takes on one line, as `size(withAttributes:)`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        // A string measured on its own has no window to give a scale.
        let scale = UITraitCollection.displayScaleOutsideWindow
        guard let layout = layout(width: nil, attributes: attributes, scale: scale) else { return .zero }
        return CGSize(width: layout.size.width, height: layout.size.height)
    }

    private func layout(width: CGFloat?, attributes: [NSAttributedString.Key: Any]?, scale: CGFloat)
        -> ParagraphLayout?
    {
        guard let environment = try? FontEnvironment.shared() else { return nil }
        // NSString drawing's default font is Helvetica 12; the pinned system face stands in for it.
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let text = TextLayout(text: self as String, font: font.fontSpec, scale: Double(scale), environment: environment)
        if let width { text.width = Double(max(width, 0)) }
        if let style = attributes?[.paragraphStyle] as? NSParagraphStyle {
            switch style.alignment {
            case .center: text.alignment = .center
            case .right: text.alignment = .right
            default: text.alignment = .left
            }
        }
        return ParagraphLayout(text: text, lineHeight: Double(font.lineHeight), ascender: Double(font.ascender))
    }

    private func draw(origin: CGPoint, width: CGFloat?, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext(),
            let paragraph = layout(width: width, attributes: attributes, scale: context.scale)
        else { return }
        // Text without a foreground colour is black, as in UIKit.
        let color = (attributes?[.foregroundColor] as? UIColor)?.resolvedColor(with: .current) ?? .black
        let rgba = color.rgba(in: .current)
        cairo_save(context.cairo)
        cairo_set_source_rgba(
            context.cairo, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
        cairo_move_to(context.cairo, Double(origin.x), Double(origin.y))
        paragraph.show(in: context.cairo)
        cairo_restore(context.cairo)
    }
}

extension String {
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }
}
