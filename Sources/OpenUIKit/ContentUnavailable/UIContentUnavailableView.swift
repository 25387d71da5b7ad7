import Foundation

/// Shows a `UIContentUnavailableConfiguration`: its background over the whole view, and a column of image
/// (or spinner), text, secondary text and buttons, centred in the safe area inside the configuration's
/// margins, no wider than the readable width, each item centred (`.center`) or leading (`.natural`).
open class UIContentUnavailableView: UIView, UIContentView {
    private var current: UIContentUnavailableConfiguration
    private let backgroundView = UIView()
    let imageView = UIImageView()
    let spinner = UIActivityIndicatorView(style: .medium)
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private(set) var buttons: [UIButton] = []

    public init(configuration: UIContentUnavailableConfiguration) {
        current = configuration
        super.init(frame: .zero)
        for view in [backgroundView, imageView, spinner, textLabel, secondaryTextLabel] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        current = .empty()
        super.init(coder: coder)
    }

    open var configuration: UIContentConfiguration {
        get { current }
        set {
            guard let configuration = newValue as? UIContentUnavailableConfiguration else { return }
            current = configuration
            apply()
        }
    }

    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIContentUnavailableConfiguration
    }

    private func apply() {
        let background = current.background
        backgroundView.backgroundColor = background.backgroundColor
        backgroundView.layer.cornerRadius = background.cornerRadius

        imageView.image = current.image
        imageView.isHidden = current.image == nil || current.showsActivityIndicator
        imageView.preferredSymbolConfiguration = current.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = current.imageProperties.tintColor
        imageView.layer.cornerRadius = current.imageProperties.cornerRadius
        imageView.clipsToBounds = current.imageProperties.cornerRadius > 0
        spinner.isHidden = !current.showsActivityIndicator
        if current.showsActivityIndicator { spinner.startAnimating() } else { spinner.stopAnimating() }

        style(textLabel, current.textProperties, text: current.text, attributed: current.attributedText)
        style(
            secondaryTextLabel, current.secondaryTextProperties, text: current.secondaryText,
            attributed: current.secondaryAttributedText)

        for button in buttons { button.removeFromSuperview() }
        buttons = [
            (current.button, current.buttonProperties), (current.secondaryButton, current.secondaryButtonProperties),
        ]
        .compactMap { configuration, properties in
            let titled = configuration.title != nil || configuration.attributedTitle != nil
            let actionTitled = !(properties.primaryAction?.title.isEmpty ?? true)
            guard titled || configuration.image != nil || actionTitled else { return nil }
            let button = UIButton(configuration: configuration, primaryAction: properties.primaryAction)
            button.menu = properties.menu
            button.isEnabled = properties.isEnabled
            return button
        }
        for button in buttons { addSubview(button) }
        setNeedsLayout()
    }

    private func style(
        _ label: UILabel, _ properties: UIContentUnavailableConfiguration.TextProperties, text: String?,
        attributed: NSAttributedString?
    ) {
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = true
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        label.textAlignment = current.alignment == .center ? .center : .natural
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text
        }
        label.isHidden = (attributed?.length ?? 0) == 0 && (text ?? "").isEmpty
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsLayout()
    }

    /// The content area: the safe area inside the configuration's margins, at most the readable width.
    private var contentArea: CGRect {
        let margins = current.directionalLayoutMargins
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safe = safeAreaInsets
        var area = bounds.inset(
            by: UIEdgeInsets(
                top: safe.top + margins.top, left: safe.left + (rightToLeft ? margins.trailing : margins.leading),
                bottom: safe.bottom + margins.bottom,
                right: safe.right + (rightToLeft ? margins.leading : margins.trailing)))
        let readable = LayoutMetrics.readableWidth(for: traitCollection.preferredContentSizeCategory)
        if area.width > readable {
            area = area.insetBy(dx: (area.width - readable) / 2, dy: 0)
        }
        return CGRect(x: area.minX, y: area.minY, width: max(0, area.width), height: max(0, area.height))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let background = current.background.backgroundInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        backgroundView.frame = bounds.inset(
            by: UIEdgeInsets(
                top: background.top, left: rightToLeft ? background.trailing : background.leading,
                bottom: background.bottom, right: rightToLeft ? background.leading : background.trailing))

        let area = contentArea
        var items: [(view: UIView, size: CGSize, gapBefore: CGFloat)] = []
        var gap: CGFloat = 0
        if !spinner.isHidden {
            items.append((spinner, spinner.intrinsicContentSize, 0))
            gap = current.imageToTextPadding
        } else if !imageView.isHidden {
            var size = imageView.intrinsicContentSize
            let maximum = current.imageProperties.maximumSize
            if maximum.width > 0, size.width > maximum.width {
                size = CGSize(width: maximum.width, height: size.height * maximum.width / size.width)
            }
            if maximum.height > 0, size.height > maximum.height {
                size = CGSize(width: size.width * maximum.height / size.height, height: maximum.height)
            }
            items.append((imageView, size, 0))
            gap = current.imageToTextPadding
        }
        var textShown = false
        for (label, padding) in [(textLabel, CGFloat(0)), (secondaryTextLabel, current.textToSecondaryTextPadding)]
        where !label.isHidden {
            let fitted = label.sizeThatFits(CGSize(width: area.width, height: .greatestFiniteMagnitude))
            items.append(
                (
                    label, CGSize(width: area.width, height: fitted.height),
                    items.isEmpty ? 0 : (textShown ? padding : gap)
                ))
            textShown = true
        }
        for (index, button) in buttons.enumerated() {
            let fitted = button.intrinsicContentSize
            let size = CGSize(width: min(fitted.width, area.width), height: fitted.height)
            let before =
                items.isEmpty
                ? 0
                : (index == 0
                    ? (textShown ? current.textToButtonPadding : gap) : current.buttonToSecondaryButtonPadding)
            items.append((button, size, before))
        }
        let total = items.reduce(0) { $0 + $1.gapBefore + $1.size.height }
        // Taller than the area: from its top, running off the bottom (UIKit scrolls it; a snapshot shows the top).
        var y = area.minY + max(0, (area.height - total) / 2)
        for item in items {
            y += item.gapBefore
            let x: CGFloat
            if current.alignment == .center {
                x = area.midX - item.size.width / 2
            } else {
                x = rightToLeft ? area.maxX - item.size.width : area.minX
            }
            item.view.frame = CGRect(x: x, y: y, width: item.size.width, height: item.size.height)
            y += item.size.height
        }
    }
}
