import CPangoCairo
import Foundation
import Typesetter

/// Text as `TextTypesetter` laid it out: the paragraph Pango draws and the attachments drawn into the room it
/// kept for them.
final class TypesetText {
    let paragraph: ParagraphLayout
    let attachments: [(index: Int, attachment: NSTextAttachment)]

    init(paragraph: ParagraphLayout, attachments: [(index: Int, attachment: NSTextAttachment)]) {
        self.paragraph = paragraph
        self.attachments = attachments
    }

    /// Draws the text with its top-left corner at `origin` in `context`, in `color` where runs have none, then
    /// each attachment's image in the room kept for it (attachments on lines that are not kept are not drawn).
    func draw(in context: CGContext, at origin: CGPoint, color: UIColor, traits: UITraitCollection) {
        let rgba = color.rgba(in: traits)
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, Double(rgba.red), Double(rgba.green), Double(rgba.blue), Double(rgba.alpha))
        cairo_move_to(cairo, Double(origin.x), Double(origin.y))
        paragraph.show(in: cairo)
        cairo_restore(cairo)
        guard !attachments.isEmpty else { return }
        let lines = paragraph.lineOrigins
        for (index, attachment) in attachments {
            guard let image = attachment.image, let position = paragraph.position(ofCharacterAt: index),
                position.line < lines.count
            else { continue }
            let bounds = attachment.layoutBounds
            let line = lines[position.line]
            let rect = CGRect(
                x: origin.x + CGFloat(line.x + position.x) + bounds.minX,
                y: origin.y + CGFloat(line.baseline) - bounds.maxY, width: bounds.width, height: bounds.height)
            image.paint(in: rect, context: context, tintColor: .black, traits: traits)
        }
    }
}
