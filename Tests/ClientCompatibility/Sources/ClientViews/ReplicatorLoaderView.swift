import UIKit

/// A spinner made with a replicator: one dot near the top, repeated around the centre, each copy fainter.
public final class ReplicatorLoaderView: UIView {
    public let replicator = CAReplicatorLayer()
    public let dot = CALayer()
    public let dotCount = 12

    public override init(frame: CGRect) {
        super.init(frame: frame)
        dot.backgroundColor = UIColor.white.cgColor
        dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        dot.cornerRadius = 4
        replicator.instanceCount = dotCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(dotCount), 0, 0, 1)
        replicator.instanceColor = UIColor.systemIndigo.cgColor
        replicator.instanceAlphaOffset = -1 / Float(dotCount)
        replicator.instanceDelay = 1 / Double(dotCount)
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = bounds
        dot.position = CGPoint(x: bounds.midX, y: 6)
    }
}

/// Three dots in a row for "someone is typing": a replicator stepping a dot to the right.
public final class TypingIndicatorView: UIView {
    public let replicator = CAReplicatorLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.cornerRadius = 5
        dot.backgroundColor = UIColor.systemGray.cgColor
        replicator.addSublayer(dot)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(16, 0, 0)
        replicator.instanceDelay = 0.2
        layer.addSublayer(replicator)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = CGRect(x: 0, y: (bounds.height - 10) / 2, width: bounds.width, height: 10)
    }
}
