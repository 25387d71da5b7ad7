import Foundation

/// Stands in for an SF Symbol, whose artwork is Apple's and is not shipped: the image has the size the
/// symbol's configuration gives and draws a plain placeholder glyph (a rounded square crossed by a
/// diagonal), so layout is right and no snapshot pretends to show Apple's shape.
struct SymbolPlaceholder: Sendable {
    let name: String
    let configuration: UIImage.SymbolConfiguration

    /// Symbols default to the body size at the default text size (17 pt), medium scale.
    static let defaultPointSize: CGFloat = 17

    /// Size relative to the medium scale. A choice: Apple describes small and large as about a quarter
    /// smaller and larger without giving numbers.
    static func factor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.78
        case .large: 1.29
        case .medium, .default, .unspecified: 1
        }
    }

    var pointSize: CGFloat {
        if let pointSize = configuration.pointSize { return pointSize }
        if let style = configuration.textStyle { return UIFont.preferredFont(forTextStyle: style).pointSize }
        return Self.defaultPointSize
    }

    /// A square of the point size times the scale factor (a choice: real symbols vary in width).
    var size: CGSize {
        let side = pointSize * Self.factor(configuration.scale)
        return CGSize(width: side, height: side)
    }

    /// Stroke width grows with the weight, from a thirtieth of the side (ultra-light) to a sixth (black).
    var lineWidthRatio: CGFloat {
        let weight = configuration.weight == .unspecified ? UIImage.SymbolWeight.regular : configuration.weight
        return 1 / 30 + CGFloat(weight.rawValue - 1) * (1 / 6 - 1 / 30) / 8
    }

    /// Draws the glyph filling `rect` with the context's current stroke colour.
    func draw(in rect: CGRect, context: CGContext) {
        let side = min(rect.width, rect.height)
        guard side > 0 else { return }
        let line = side * lineWidthRatio
        let box = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
            .insetBy(dx: line / 2, dy: line / 2)
        let path = CGMutablePath()
        path.addRoundedRect(in: box, cornerWidth: side / 5, cornerHeight: side / 5)
        path.move(to: CGPoint(x: box.minX + side / 5, y: box.minY + side / 5))
        path.addLine(to: CGPoint(x: box.maxX - side / 5, y: box.maxY - side / 5))
        context.saveGState()
        context.setLineWidth(line)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }
}

extension UIImage {
    /// A placeholder of the symbol's size (see `SymbolPlaceholder`); nil for an empty name. Any
    /// other name is accepted, since the symbol set itself is not here to check against.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
        guard !name.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        let symbol = SymbolPlaceholder(
            name: name, configuration: UIImage.SymbolConfiguration.unspecified.applying(configuration))
        self.init(content: .symbol(symbol), scale: 1, orientation: .up)
    }

    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }
}
