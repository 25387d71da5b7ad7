import UIKit

/// A circular progress indicator with the percentage in the middle, as fitness and download screens draw
/// it: a track ring, a progress ring whose `strokeEnd` is the progress, and a text layer.
final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let percentageLayer = CATextLayer()
    private(set) var progress: CGFloat = 0

    var lineWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemFill.cgColor
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = UIColor.systemGreen.cgColor
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = 0
        percentageLayer.alignmentMode = .center
        percentageLayer.fontSize = 22
        percentageLayer.font = UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .semibold)
        percentageLayer.foregroundColor = UIColor.label.cgColor
        percentageLayer.contentsScale = 2
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
        layer.addSublayer(percentageLayer)
        updatePercentage()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 120, height: 120) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = (min(bounds.width, bounds.height) - lineWidth) / 2
        // Start at twelve o'clock and go clockwise.
        let ring = UIBezierPath(
            arcCenter: CGPoint(x: bounds.midX, y: bounds.midY), radius: radius, startAngle: -.pi / 2,
            endAngle: 3 * .pi / 2, clockwise: true)
        for ringLayer in [trackLayer, progressLayer] {
            ringLayer.frame = bounds
            ringLayer.path = ring.cgPath
            ringLayer.lineWidth = lineWidth
        }
        percentageLayer.frame = CGRect(x: 0, y: bounds.midY - 14, width: bounds.width, height: 28)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Layers hold CGColors, which do not follow the appearance by themselves.
        trackLayer.strokeColor = UIColor.systemFill.resolvedColor(with: traitCollection).cgColor
        progressLayer.strokeColor = UIColor.systemGreen.resolvedColor(with: traitCollection).cgColor
        percentageLayer.foregroundColor = UIColor.label.resolvedColor(with: traitCollection).cgColor
    }

    func setProgress(_ newValue: CGFloat, animated: Bool) {
        let clamped = min(max(newValue, 0), 1)
        if animated {
            let grow = CABasicAnimation(keyPath: "strokeEnd")
            grow.fromValue = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
            grow.toValue = clamped
            grow.duration = 0.6
            grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            progressLayer.add(grow, forKey: "progress")
        }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        progressLayer.strokeEnd = clamped
        CATransaction.commit()
        progress = clamped
        updatePercentage()
    }

    private func updatePercentage() {
        percentageLayer.string = "\(Int((progress * 100).rounded()))%"
    }
}
