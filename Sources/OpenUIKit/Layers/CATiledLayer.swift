import Foundation

/// Core Animation's tiled layer, which draws its content tile by tile, on background threads and at several
/// levels of detail as it is zoomed. A snapshot waits for nothing and is taken at one scale, so the layer's
/// `draw(in:)` is called once for the whole bounds, as for a plain layer (a choice, kept here): what every
/// tile would have drawn, with no tile fading in.
open class CATiledLayer: CALayer {
    open var tileSize = CGSize(width: 256, height: 256)
    open var levelsOfDetail = 1
    open var levelsOfDetailBias = 0

    /// How long a newly drawn tile fades in; Core Animation's default.
    open class func fadeDuration() -> TimeInterval { 0.25 }

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATiledLayer else { return }
        tileSize = other.tileSize
        levelsOfDetail = other.levelsOfDetail
        levelsOfDetailBias = other.levelsOfDetailBias
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override class func makeLayer() -> CALayer { CATiledLayer() }
    package override func makePresentationCopy() -> CALayer { CATiledLayer(layer: self) }
}
