import UIKit

/// The app's primary button: filled, rounded, configurable from Interface Builder's inspector.
@IBDesignable
class RoundedButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 10 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var fillColor: UIColor = .systemBlue {
        didSet { backgroundColor = isEnabled ? fillColor : fillColor.withAlphaComponent(0.4) }
    }

    override var isEnabled: Bool {
        didSet { backgroundColor = isEnabled ? fillColor : fillColor.withAlphaComponent(0.4) }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    private func commonInit() {
        layer.cornerRadius = cornerRadius
        backgroundColor = fillColor
        setTitleColor(.white, for: .normal)
        titleLabel?.font = .preferredFont(forTextStyle: .headline)
        contentEdgeInsets = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
    }
}
