import Foundation
import Typesetter

// Attributed strings measured and drawn by the typesetter labels use, so that a string's `boundingRect`, rounded
// up to the pixel grid, is the size a label with that text takes. Defaults for characters without attributes
// are UIKit's for string drawing: black text in the system font at 12 points (Helvetica 12 in UIKit).
extension NSAttributedString {
    /// The size the string takes unwrapped (one line per paragraph); fractional, as in UIKit.
    public func size() -> CGSize {
        let size = typeset(width: nil, lines: nil, scale: UITraitCollection.displayScaleOutsideWindow).paragraph.size
        return CGSize(width: size.width, height: size.height)
    }

    /// The rectangle the string takes: wrapped at `size.width` from the origin with `.usesLineFragmentOrigin`,
    /// else one line whose baseline is at y = 0 (so the rectangle starts above it).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
    ) -> CGRect {
        let rect = bounds(in: CGRect(origin: .zero, size: size), options: options, scale: measuringScale)
        context?.totalBounds = rect
        context?.actualScaleFactor = 1
        return rect
    }

    /// Draws the string unwrapped with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        typeset(width: nil, lines: nil, scale: context.scale).draw(
            in: context, at: point, color: Self.defaultColor, traits: .current)
    }

    /// Draws the string wrapped to `rect`'s width, clipped to the rect.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        typeset(width: rect.width, lines: nil, scale: context.scale).draw(
            in: context, at: rect.origin, color: Self.defaultColor, traits: .current)
        context.restoreGState()
    }

    /// Draws the string as `boundingRect(with:options:context:)` measures it, in `rect`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let layout = typeset(in: rect, options: options, scale: graphics.scale)
        let top = options.contains(.usesLineFragmentOrigin) ? rect.minY : rect.minY - CGFloat(layout.paragraph.ascender)
        layout.draw(in: graphics, at: CGPoint(x: rect.minX, y: top), color: Self.defaultColor, traits: .current)
        context?.totalBounds = bounds(of: layout, in: rect, options: options)
        context?.actualScaleFactor = 1
    }

    static var defaultColor: UIColor { .black }

    /// A string measured on its own has no window to give a scale.
    private var measuringScale: CGFloat { UITraitCollection.displayScaleOutsideWindow }

    private func bounds(in rect: CGRect, options: NSStringDrawingOptions, scale: CGFloat) -> CGRect {
        bounds(of: typeset(in: rect, options: options, scale: scale), in: rect, options: options)
    }

    private func bounds(of layout: TypesetText, in rect: CGRect, options: NSStringDrawingOptions) -> CGRect {
        let size = layout.paragraph.size
        if options.contains(.usesLineFragmentOrigin) {
            return CGRect(x: rect.minX, y: rect.minY, width: size.width, height: size.height)
        }
        return CGRect(
            x: rect.minX, y: rect.minY - CGFloat(layout.paragraph.ascender), width: size.width, height: size.height)
    }

    /// Lines wrapped at the rect's width (a width of 0 or past any screen wraps nowhere) and, with
    /// `.truncatesLastVisibleLine`, as many as the rect's height holds, the last one ending in an ellipsis.
    private func typeset(in rect: CGRect, options: NSStringDrawingOptions, scale: CGFloat) -> TypesetText {
        guard options.contains(.usesLineFragmentOrigin) else {
            return typeset(width: nil, lines: 1, scale: scale)
        }
        let width: CGFloat? = rect.width > 0 && rect.width < 1e7 ? rect.width : nil
        var lines: Int?
        var typesetter = self.typesetter(scale: scale)
        if options.contains(.truncatesLastVisibleLine), rect.height > 0, rect.height < 1e7 {
            let metrics = typesetter.lineMetrics(of: self)
            let spacing = max(TextTypesetter.paragraphStyle(of: self)?.lineSpacing ?? 0, 0)
            lines = max(1, Int(((rect.height + spacing + 0.001) / (metrics.lineHeight + spacing)).rounded(.down)))
            typesetter.truncatesLastLine = true
        }
        return typesetter.layout(self, text: string, width: width, lines: lines)
    }

    private func typeset(width: CGFloat?, lines: Int?, scale: CGFloat) -> TypesetText {
        typesetter(scale: scale).layout(self, text: string, width: width, lines: lines)
    }

    private func typesetter(scale: CGFloat) -> TextTypesetter {
        TextTypesetter(
            font: .systemFont(ofSize: 12), alignment: .natural, lineBreakMode: .byWordWrapping, rightToLeft: false,
            traits: .current, scale: scale)
    }
}
