import UIKit

/// A header as apps write one: a view backed by a gradient layer (`layerClass`), recoloured when the
/// traits change, with a hairline drawn by a shape layer along its bottom edge.
public final class GradientHeaderView: UIView {
    public override class var layerClass: AnyClass { CAGradientLayer.self }
    public var gradientLayer: CAGradientLayer { layer as! CAGradientLayer }
    public let hairline = CAShapeLayer()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        hairline.strokeColor = UIColor.separator.cgColor
        hairline.lineWidth = 1
        layer.addSublayer(hairline)
        applyColors()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: bounds.maxY - 0.5))
        path.addLine(to: CGPoint(x: bounds.maxX, y: bounds.maxY - 0.5))
        hairline.path = path.cgPath
    }

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        applyColors()
    }

    private func applyColors() {
        gradientLayer.colors = [UIColor.systemPurple, UIColor.systemBlue].map {
            $0.resolvedColor(with: traitCollection).cgColor
        }
    }
}
