import Foundation

/// Core Animation's replicator layer: its sublayers drawn `instanceCount` times, each instance transformed
/// by `instanceTransform` once more than the one before (about the replicator's anchor point) and coloured
/// by `instanceColor` plus the offsets times its index, as Core Animation composes them. `instanceDelay`
/// shifts each instance's animations in time; at rest there is nothing to shift, so it is kept as set.
open class CAReplicatorLayer: CALayer {
    open var instanceCount = 1
    open var preservesDepth = false
    open var instanceDelay: TimeInterval = 0
    open var instanceTransform = CATransform3DIdentity
    /// Multiplies each instance's colours; opaque white (no change) by default.
    open var instanceColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override class func makeLayer() -> CALayer { CAReplicatorLayer() }
    package override func makePresentationCopy() -> CALayer { CAReplicatorLayer(layer: self) }

    /// More instances than this are refused rather than drawn for minutes (a choice).
    static let instanceLimit = 10_000

    package override var sublayerInstances: [LayerInstance] {
        let count = max(instanceCount, 0)
        guard count > 0 else { return [] }
        let pivot = CGPoint(
            x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        var instances: [LayerInstance] = []
        var step = CATransform3DIdentity
        let base: [CGFloat] = instanceColor.map { [$0.red, $0.green, $0.blue, $0.alpha] } ?? [1, 1, 1, 1]
        let offsets: [CGFloat] = [
            CGFloat(instanceRedOffset), CGFloat(instanceGreenOffset), CGFloat(instanceBlueOffset),
            CGFloat(instanceAlphaOffset),
        ]
        for index in 0..<min(count, Self.instanceLimit) {
            var channels: [CGFloat] = []
            for channel in 0..<4 {
                let value: CGFloat = base[channel] + CGFloat(index) * offsets[channel]
                channels.append(min(max(value, 0), 1))
            }
            var map = CATransform3DMakeTranslation(-pivot.x, -pivot.y, 0)
            map = CATransform3DConcat(map, step)
            map = CATransform3DConcat(map, CATransform3DMakeTranslation(pivot.x, pivot.y, 0))
            instances.append(
                LayerInstance(
                    transform: LayerInstance.planeMap(map),
                    color: channels == [1, 1, 1, 1] ? nil : (channels[0], channels[1], channels[2], channels[3])))
            step = CATransform3DConcat(step, instanceTransform)
        }
        return instances
    }

    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        if instanceCount > Self.instanceLimit {
            return "has a CAReplicatorLayer with \(instanceCount) instances, more than the \(Self.instanceLimit) drawn"
        }
        guard sublayerInstances.contains(where: { $0.transform == nil }) else { return nil }
        return
            "has a CAReplicatorLayer whose instanceTransform projects its instances in perspective: Cairo draws only affine transforms, so it cannot be drawn faithfully"
    }
}
