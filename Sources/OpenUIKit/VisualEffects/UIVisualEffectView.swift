import Foundation

/// A view that blurs what lies behind it (`UIBlurEffect`) or draws its content vibrantly (`UIVibrancyEffect`).
/// Subviews go in `contentView`, which fills the view. The renderer draws the effect; setting `alpha` below 1 on
/// the view or an ancestor breaks the effect in UIKit ("many effects look incorrect or do not show up"), so such a
/// snapshot fails with that reason.
open class UIVisualEffectView: UIView {
    open var effect: UIVisualEffect? { didSet { setNeedsLayout() } }
    public let contentView = UIView(frame: .zero)

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        setUp()
    }

    public override init(frame: CGRect) {
        effect = nil
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        effect = nil
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// The blur this view draws: its own effect's, or nil for vibrancy (which draws no backdrop).
    var blurEffect: UIBlurEffect? { effect as? UIBlurEffect }
    var vibrancyEffect: UIVibrancyEffect? { effect as? UIVibrancyEffect }

    package override var backdropMaterial: BackdropMaterial? {
        guard let blurEffect else { return nil }
        let tint = VisualEffectMetrics.tint(blurEffect.style, in: traitCollection)
        return BackdropMaterial(
            blurRadius: VisualEffectMetrics.blurSigma,
            tint: (Double(tint.red) / 255, Double(tint.green) / 255, Double(tint.blue) / 255, Double(tint.alpha)))
    }

    package override var vibrancyColor: UIColor? {
        vibrancyEffect.map { VisualEffectMetrics.vibrancyColor($0, in: traitCollection) }
    }
}
