import UIKit

/// A skeleton placeholder that shimmers while content loads: grey bars, masked by a moving gradient.
final class ShimmerView: UIView {
    private let gradient = CAGradientLayer()
    private static let shimmerKey = "shimmer"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 6
        gradient.colors = [
            UIColor.white.withAlphaComponent(0).cgColor, UIColor.white.withAlphaComponent(0.6).cgColor,
            UIColor.white.withAlphaComponent(0).cgColor,
        ]
        gradient.locations = [0, 0.5, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        layer.addSublayer(gradient)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradient.frame = bounds
    }

    func startShimmering() {
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [-1, -0.5, 0]
        sweep.toValue = [1, 1.5, 2]
        sweep.duration = 1.4
        sweep.repeatCount = .infinity
        sweep.isRemovedOnCompletion = false
        gradient.add(sweep, forKey: Self.shimmerKey)
    }

    func stopShimmering() {
        gradient.removeAllAnimations()
    }

    var isShimmering: Bool { gradient.animationKeys()?.contains(Self.shimmerKey) ?? false }
}
