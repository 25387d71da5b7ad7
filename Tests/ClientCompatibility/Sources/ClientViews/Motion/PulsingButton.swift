import UIKit

/// A round call-to-action button with a halo that grows and fades around it, over and over.
final class PulsingButton: UIButton {
    private let halo = CALayer()
    private static let pulseKey = "pulse"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemPink
        tintColor = .white
        halo.backgroundColor = UIColor.systemPink.cgColor
        halo.opacity = 0
        layer.insertSublayer(halo, at: 0)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 64) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.width / 2
        halo.frame = bounds
        halo.cornerRadius = bounds.width / 2
    }

    func startPulsing() {
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 1.6
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.5, 0.3, 0]
        fade.keyTimes = [0, 0.4, 1]
        let pulse = CAAnimationGroup()
        pulse.animations = [grow, fade]
        pulse.duration = 1.5
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeOut)
        halo.add(pulse, forKey: Self.pulseKey)
    }

    var isPulsing: Bool { halo.animation(forKey: Self.pulseKey) != nil }
}
