import OpenUIKit

/// A progress ring drawn in `draw(_:)`: a track circle, an arc from twelve o'clock clockwise for the
/// progress, and the percentage in the middle.
final class ProgressRingView: UIView {
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    var lineWidth: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var intrinsicContentSize: CGSize { CGSize(width: 72, height: 72) }

    override func draw(_ rect: CGRect) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2
        let track = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        UIColor.tertiarySystemFill.setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: start, endAngle: start + 2 * .pi * progress,
            clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        tintColor.setStroke()
        arc.stroke()

        let text = "\(Int((progress * 100).rounded()))%" as NSString
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label,
        ]
        let size = text.size(withAttributes: attributes)
        text.draw(
            at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2), withAttributes: attributes)
    }
}
