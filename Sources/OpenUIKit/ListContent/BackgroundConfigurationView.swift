import Foundation

/// Draws a `UIBackgroundConfiguration` behind a cell's or header's content.
final class BackgroundConfigurationView: UIView {
    var configuration: UIBackgroundConfiguration {
        didSet { apply() }
    }

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        apply()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private var shownCustomView: UIView?

    private func apply() {
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.cornerRadius > 0
        layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        layer.borderColor = configuration.strokeColor?.resolvedColor(with: traitCollection).cgColor
        if shownCustomView !== configuration.customView {
            shownCustomView?.removeFromSuperview()
            shownCustomView = configuration.customView
            if let view = shownCustomView { addSubview(view) }
        }
        setNeedsLayout()
    }

    /// The frame inside `bounds` of the view it backs, after the configuration's insets.
    func place(in bounds: CGRect, rightToLeft: Bool) {
        let insets = configuration.backgroundInsets
        let left = rightToLeft ? insets.trailing : insets.leading
        let right = rightToLeft ? insets.leading : insets.trailing
        frame = CGRect(
            x: bounds.minX + left, y: bounds.minY + insets.top, width: max(0, bounds.width - left - right),
            height: max(0, bounds.height - insets.top - insets.bottom))
        shownCustomView?.frame = self.bounds
    }
}
