import Foundation

/// Core Animation's gradient layer: `colors` (`CGColor`s) at `locations` (evenly spread when nil or
/// of another count), between `startPoint` and `endPoint` in the unit square of the bounds, filling
/// the whole bounds (colours held beyond both ends) and rounded by `cornerRadius`, as on a device.
/// Defaults are Core Animation's: top centre to bottom centre, axial.
open class CAGradientLayer: CALayer {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    open var startPoint = CGPoint(x: 0.5, y: 0)
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type: CAGradientLayerType = .axial

    public override init() { super.init() }

    /// Core Animation's copy for presentation layers: the gradient's values too.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override class func makeLayer() -> CALayer { CAGradientLayer() }
    package override func makePresentationCopy() -> CALayer { CAGradientLayer(layer: self) }

    /// The stops as drawn: entries that are not `CGColor`s are skipped, as Core Animation skips them.
    var gradient: CGGradient? {
        let stops = (colors ?? []).compactMap { $0 as? CGColor }
        let offsets = locations.flatMap { $0.count == stops.count ? $0.map { CGFloat($0.doubleValue) } : nil }
        return CGGradient(colorsSpace: nil, colors: stops, locations: offsets)
    }

    /// Conic gradients are not drawn yet.
    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        return type == .axial || type == .radial
            ? nil : "has a CAGradientLayer of type \(type.rawValue), which is not drawn yet"
    }

    package override var drawsInBackingStore: Bool { false }

    open override func draw(in ctx: CGContext) {
        guard let gradient, bounds.width > 0, bounds.height > 0 else { return }
        let box = CGRect(origin: .zero, size: bounds.size)
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setShouldAntialias(cornerRadius > 0)
        ctx.addPath(roundedBounds(box))
        ctx.clip()
        let start = CGPoint(x: startPoint.x * box.width, y: startPoint.y * box.height)
        let end = CGPoint(x: endPoint.x * box.width, y: endPoint.y * box.height)
        let extend: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        switch type {
        case .radial:
            // The end point lies on the ellipse of the last colour, centred on the start point.
            let radii = CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y))
            guard radii.width > 0, radii.height > 0 else { return }
            ctx.translateBy(x: start.x, y: start.y)
            ctx.scaleBy(x: radii.width, y: radii.height)
            ctx.drawRadialGradient(
                gradient, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 1, options: extend)
        default:
            ctx.drawLinearGradient(gradient, start: start, end: end, options: extend)
        }
    }

    private func roundedBounds(_ box: CGRect) -> CGPath {
        let radius = min(cornerRadius, min(box.width, box.height) / 2)
        guard radius > 0 else { return CGPath(rect: box) }
        var corners: UIRectCorner = []
        if maskedCorners.contains(.layerMinXMinYCorner) { corners.insert(.topLeft) }
        if maskedCorners.contains(.layerMaxXMinYCorner) { corners.insert(.topRight) }
        if maskedCorners.contains(.layerMinXMaxYCorner) { corners.insert(.bottomLeft) }
        if maskedCorners.contains(.layerMaxXMaxYCorner) { corners.insert(.bottomRight) }
        return UIBezierPath(
            roundedRect: box, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius)
        )
        .cgPath
    }
}

/// The gradient's geometry. Conic gradients are not drawn yet (the renderer refuses them).
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
