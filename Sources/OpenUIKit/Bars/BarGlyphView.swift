import Foundation

/// A view that shows one glyph in its tint colour (or a fixed colour), centred in its bounds.
final class BarGlyphView: UIView {
    let glyph: BarGlyph
    /// Overrides the tint colour (unselected tab items are gray).
    var glyphColor: UIColor?
    /// Mirrored in right-to-left layouts (the back chevron points the other way).
    var flipsForRightToLeft = false

    init(glyph: BarGlyph, size: CGFloat) {
        self.glyph = glyph
        super.init(frame: CGRect(x: 0, y: 0, width: size, height: size))
        isOpaque = false
    }

    init(glyph: BarGlyph, size: CGSize) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: size))
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        glyph = .circle
        super.init(coder: coder)
    }

    var drawingColor: UIColor { glyphColor ?? tintColor }

    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) { drawGlyph(in: ctx, bounds: bounds) }
}
