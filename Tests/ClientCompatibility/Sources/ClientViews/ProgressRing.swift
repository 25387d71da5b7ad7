import UIKit

/// A progress ring as apps build it from layers: a track and a progress arc in shape layers, the
/// percentage in a text layer in the middle.
public final class ProgressRing: UIView {
    public let trackLayer = CAShapeLayer()
    public let progressLayer = CAShapeLayer()
    public let percentageLayer = CATextLayer()

    public var progress: CGFloat = 0 {
        didSet {
            progressLayer.strokeEnd = progress
            percentageLayer.string = "\(Int((progress * 100).rounded()))%"
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.lineWidth = 10
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.lineWidth = 10
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        percentageLayer.fontSize = 22
        percentageLayer.font = UIFont.boldSystemFont(ofSize: 22)
        percentageLayer.foregroundColor = UIColor.label.cgColor
        percentageLayer.alignmentMode = .center
        percentageLayer.contentsScale = UIScreen.main.scale
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
        layer.addSublayer(percentageLayer)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - trackLayer.lineWidth / 2
        let circle = UIBezierPath(
            arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = circle.cgPath
        progressLayer.path = circle.cgPath
        trackLayer.frame = bounds
        progressLayer.frame = bounds
        percentageLayer.frame = CGRect(x: 0, y: bounds.midY - 14, width: bounds.width, height: 28)
    }
}
