import UIKit

/// The chat bubble's three bouncing dots. Each dot's bounce starts a fifth of a second after the previous
/// one's, from the same moment on the media clock.
final class ChatTypingIndicatorView: UIView {
    private let dots = (0..<3).map { _ in CALayer() }
    private static let bounceKey = "bounce"

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        for dot in dots {
            dot.backgroundColor = UIColor.secondaryLabel.cgColor
            layer.addSublayer(dot)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 36) }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        let side: CGFloat = 8
        let gap: CGFloat = 6
        let start = bounds.midX - (3 * side + 2 * gap) / 2
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(
                x: start + CGFloat(index) * (side + gap), y: bounds.midY - side / 2, width: side, height: side)
            dot.cornerRadius = side / 2
        }
    }

    func startAnimating() {
        let now = CACurrentMediaTime()
        for (index, dot) in dots.enumerated() {
            let bounce = CAKeyframeAnimation(keyPath: "transform.translation.y")
            bounce.values = [0, -5, 0]
            bounce.keyTimes = [0, 0.3, 0.6]
            bounce.duration = 1
            bounce.repeatCount = .greatestFiniteMagnitude
            bounce.beginTime = now + Double(index) * 0.2
            bounce.timingFunctions = [
                CAMediaTimingFunction(name: .easeOut), CAMediaTimingFunction(name: .easeIn),
            ]
            dot.add(bounce, forKey: Self.bounceKey)
        }
    }

    func stopAnimating() {
        for dot in dots { dot.removeAnimation(forKey: Self.bounceKey) }
    }
}
