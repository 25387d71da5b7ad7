import Foundation

/// Core Animation's shape layer: `path` filled, then stroked from `strokeStart` to `strokeEnd` (fractions
/// of its length), in the layer's own coordinates and unclipped by its bounds. Defaults are Core
/// Animation's: filled black, not stroked, one-point butt-capped mitred lines.
open class CAShapeLayer: CALayer {
    open var path: CGPath?
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var fillRule: CAShapeLayerFillRule = .nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineCap: CAShapeLayerLineCap = .butt
    open var lineJoin: CAShapeLayerLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var lineDashPhase: CGFloat = 0
    open var lineDashPattern: [NSNumber]?
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1

    package override var drawsInBackingStore: Bool { false }

    public override init() { super.init() }

    /// Core Animation's copy for presentation layers: the shape's values too.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override class func makeLayer() -> CALayer { CAShapeLayer() }
    package override func makePresentationCopy() -> CALayer { CAShapeLayer(layer: self) }

    open override func draw(in ctx: CGContext) {
        guard let path, !path.isEmpty else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.setShouldAntialias(true)
        if let fillColor, fillColor.alpha > 0 {
            ctx.setFillColor(fillColor)
            ctx.addPath(path)
            ctx.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
        }
        let from = min(max(strokeStart, 0), 1)
        let to = min(max(strokeEnd, 0), 1)
        guard let strokeColor, strokeColor.alpha > 0, lineWidth > 0, to > from else { return }
        ctx.setStrokeColor(strokeColor)
        ctx.setLineWidth(lineWidth)
        ctx.setLineCap(lineCap.cgLineCap)
        ctx.setLineJoin(lineJoin.cgLineJoin)
        ctx.setMiterLimit(miterLimit)
        if let pattern = lineDashPattern, !pattern.isEmpty {
            ctx.setLineDash(phase: lineDashPhase, lengths: pattern.map { CGFloat($0.doubleValue) })
        }
        ctx.addPath(from == 0 && to == 1 ? path : path.trimmed(from: from, to: to))
        ctx.strokePath()
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    var cgLineCap: CGLineCap { self == .round ? .round : self == .square ? .square : .butt }
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    var cgLineJoin: CGLineJoin { self == .round ? .round : self == .bevel ? .bevel : .miter }
}
