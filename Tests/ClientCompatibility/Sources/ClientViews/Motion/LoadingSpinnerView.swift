import UIKit

/// The classic twelve-dot spinner: one dot replicated around a circle, each copy fading a little later than
/// the one before.
final class LoadingSpinnerView: UIView {
    private let replicator = CAReplicatorLayer()
    private let dot = CALayer()
    private static let dotCount = 12
    private static let fadeKey = "fade"

    var color: UIColor = .secondaryLabel {
        didSet { dot.backgroundColor = color.cgColor }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        replicator.instanceCount = Self.dotCount
        replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / CGFloat(Self.dotCount), 0, 0, 1)
        replicator.instanceDelay = 1 / Double(Self.dotCount)
        dot.backgroundColor = color.cgColor
        replicator.addSublayer(dot)
        layer.addSublayer(replicator)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 36, height: 36) }

    override func layoutSubviews() {
        super.layoutSubviews()
        replicator.frame = bounds
        let side = bounds.width / 8
        dot.bounds = CGRect(x: 0, y: 0, width: side, height: side * 2.2)
        dot.cornerRadius = side / 2
        dot.position = CGPoint(x: bounds.midX, y: dot.bounds.height / 2)
    }

    func startAnimating() {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.15
        fade.duration = 1
        fade.repeatCount = .infinity
        dot.add(fade, forKey: Self.fadeKey)
    }

    func stopAnimating() {
        dot.removeAnimation(forKey: Self.fadeKey)
    }

    var isAnimating: Bool { dot.animation(forKey: Self.fadeKey) != nil }
}
