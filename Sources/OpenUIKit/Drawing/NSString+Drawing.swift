import Foundation

// Plain strings measured and drawn by the typesetter labels use. The font and colour of `attributes` are the
// defaults for the whole string (system 12 and black when absent), the other attributes apply to all of it.
extension NSString {
    /// Draws the string unwrapped with its top-left corner at `point` in the current context.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        typeset(width: nil, attributes: attributes, scale: context.scale).draw(
            in: context, at: point, color: Self.color(in: attributes), traits: .current)
    }

    /// Draws the string wrapped to `rect`'s width, clipped to the rect.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.clip(to: rect)
        typeset(width: rect.width, attributes: attributes, scale: context.scale).draw(
            in: context, at: rect.origin, color: Self.color(in: attributes), traits: .current)
        context.restoreGState()
    }

    /// The size the string takes unwrapped, as `size(withAttributes:)`; fractional, as in UIKit.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        // A string measured on its own has no window to give a scale.
        let scale = UITraitCollection.displayScaleOutsideWindow
        let size = typeset(width: nil, attributes: attributes, scale: scale).paragraph.size
        return CGSize(width: size.width, height: size.height)
    }

    /// As `NSAttributedString.boundingRect(with:options:context:)` for the string with `attributes`.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(
            with: size, options: options, context: context)
    }

    /// As `NSAttributedString.draw(with:options:context:)` for the string with `attributes`.
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        NSAttributedString(string: self as String, attributes: attributes).draw(
            with: rect, options: options, context: context)
    }

    private static func color(in attributes: [NSAttributedString.Key: Any]?) -> UIColor {
        (attributes?[.foregroundColor] as? UIColor)?.resolvedColor(with: .current) ?? NSAttributedString.defaultColor
    }

    private func typeset(width: CGFloat?, attributes: [NSAttributedString.Key: Any]?, scale: CGFloat) -> TypesetText {
        var rest = attributes ?? [:]
        let font = rest.removeValue(forKey: .font) as? UIFont ?? .systemFont(ofSize: 12)
        rest.removeValue(forKey: .foregroundColor)
        let typesetter = TextTypesetter(
            font: font, alignment: .natural, lineBreakMode: .byWordWrapping, rightToLeft: false, traits: .current,
            scale: scale)
        let string = rest.isEmpty ? nil : NSAttributedString(string: self as String, attributes: rest)
        return typesetter.layout(string, text: self as String, width: width, lines: nil)
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

    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }

    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
