import Foundation

/// The view a `UIListContentConfiguration` makes: image, text and secondary text laid out by frames inside the
/// configuration's margins. Usable on its own, as in UIKit.
open class UIListContentView: UIView, UIContentView {
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView takes a UIListContentConfiguration, not \(type(of: newValue))")
            }
            listConfiguration = list
        }
    }

    private var listConfiguration: UIListContentConfiguration {
        didSet {
            apply()
            setNeedsLayout()
        }
    }

    /// The superview's horizontal margins that `axesPreservingSuperviewLayoutMargins` takes (set by cells and
    /// header/footer views: the table's cell margins or readable width).
    var inheritedHorizontalMargins: (leading: CGFloat, trailing: CGFloat)? { didSet { setNeedsLayout() } }
    /// Added above the top margin (a grouped table's first header, uikit-facts-breadth §2.4).
    var extraTopMargin: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Where the content sits when the view is taller than it: headers hug their bottom, footers their top.
    var verticalPlacement = VerticalPlacement.center { didSet { setNeedsLayout() } }

    enum VerticalPlacement {
        case top, center, bottom
    }

    private let imageViewStorage = UIImageView(image: nil)
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageViewStorage, textLabel, secondaryTextLabel] { addSubview(view) }
        imageViewStorage.contentMode = .scaleAspectFit
        apply()
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    open func supports(_ configuration: UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// The labels the configuration fills (read-only views for tests and layout guides).
    var textLayoutLabel: UILabel { textLabel }
    var secondaryTextLayoutLabel: UILabel { secondaryTextLabel }
    var imageLayoutView: UIImageView { imageViewStorage }

    // MARK: Applying the configuration

    private var appliedCategory: UIContentSizeCategory?

    private func apply() {
        appliedCategory = traitCollection.preferredContentSizeCategory
        let configuration = listConfiguration
        configure(
            textLabel, text: configuration.text, attributed: configuration.attributedText,
            properties: configuration.textProperties)
        configure(
            secondaryTextLabel, text: configuration.secondaryText, attributed: configuration.secondaryAttributedText,
            properties: configuration.secondaryTextProperties)
        let image = configuration.imageProperties
        imageViewStorage.image = configuration.image.map { symbolSized($0, configuration) }
        imageViewStorage.isHidden = configuration.image == nil
        imageViewStorage.tintColor = image.tintColor
        imageViewStorage.layer.cornerRadius = image.cornerRadius
        imageViewStorage.clipsToBounds = image.cornerRadius > 0
    }

    /// A symbol image without a size of its own takes the preferred symbol configuration, else the text's font.
    private func symbolSized(_ image: UIImage, _ configuration: UIListContentConfiguration) -> UIImage {
        guard image.isSymbolImage else { return image }
        let own = image.configuration as? UIImage.SymbolConfiguration
        guard own?.pointSize == nil, own?.textStyle == nil else { return image }
        let preferred =
            configuration.imageProperties.preferredSymbolConfiguration
            ?? UIImage.SymbolConfiguration(font: resolvedFont(configuration.textProperties))
        return image.withConfiguration(own.map { preferred.applying($0) } ?? preferred)
    }

    private func configure(
        _ label: UILabel, text: String?, attributed: NSAttributedString?,
        properties: UIListContentConfiguration.TextProperties
    ) {
        label.adjustsFontForContentSizeCategory = false
        label.font = resolvedFont(properties)
        label.textColor = properties.resolvedColor()
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment =
            switch properties.alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = !hasText(label)
    }

    /// Fonts made for a text style follow this view's content size category, keeping their weight; `UIFontMetrics`
    /// fonts scale as they were made to.
    private func resolvedFont(_ properties: UIListContentConfiguration.TextProperties) -> UIFont {
        let font = properties.font
        guard properties.adjustsFontForContentSizeCategory else { return font }
        if font.scaling != nil { return font.adjusted(for: traitCollection) }
        guard let style = font.textStyle else { return font }
        let size = DynamicTypeSizes.pointSize(for: style, category: traitCollection.preferredContentSizeCategory)
        return UIFont(pointSize: size, weight: font.weight, textStyle: style)
    }

    private func hasText(_ label: UILabel) -> Bool {
        (label.attributedText?.length ?? 0) > 0 || label.text?.isEmpty == false
    }

    // MARK: Layout

    private var margins: NSDirectionalEdgeInsets {
        let configuration = listConfiguration
        var margins = configuration.directionalLayoutMargins
        if configuration.axesPreservingSuperviewLayoutMargins.contains(.horizontal),
            let inherited = inheritedHorizontalMargins
        {
            margins.leading = max(margins.leading, inherited.leading)
            margins.trailing = max(margins.trailing, inherited.trailing)
        }
        margins.top += extraTopMargin
        return margins
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let layout = contentLayout(width: size.width)
        return CGSize(width: size.width, height: layout.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = contentLayout(width: bounds.width)
        let margins = self.margins
        let room = bounds.height - margins.top - margins.bottom
        let block = layout.height - margins.top - margins.bottom
        let shift: CGFloat =
            switch verticalPlacement {
            case .top: 0
            case .center: max(0, ((room - block) / 2).rounded())
            case .bottom: max(0, room - block)
            }
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (view, frame) in [
            (imageViewStorage, layout.image), (textLabel, layout.text), (secondaryTextLabel, layout.secondary),
        ] {
            var placed = frame.offsetBy(dx: 0, dy: shift)
            if rtl { placed.origin.x = bounds.width - placed.maxX }
            view.frame = placed
        }
    }

    private struct ContentLayout {
        var image = CGRect.zero
        var text = CGRect.zero
        var secondary = CGRect.zero
        var height: CGFloat = 0
    }

    /// Frames in left-to-right coordinates for a view `width` wide, content starting at the top margin.
    private func contentLayout(width: CGFloat) -> ContentLayout {
        // Fonts follow the content size category this view has now.
        if appliedCategory != traitCollection.preferredContentSizeCategory { apply() }
        let configuration = listConfiguration
        let margins = self.margins
        var layout = ContentLayout()
        var x = margins.leading
        let shownImage = configuration.image == nil ? nil : imageViewStorage.image
        let imageSize = configuration.imageProperties.layoutSize(of: shownImage)
        if imageSize.width > 0 {
            x += imageSize.width + configuration.imageToTextPadding
        }
        let available = max(0, width - x - margins.trailing)
        let showsText = hasText(textLabel)
        let showsSecondary = hasText(secondaryTextLabel)
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, size.width.rounded(.up)), height: size.height.rounded(.up))
        }
        var text = CGSize.zero
        var secondary = CGSize.zero
        var sideBySide = false
        // Side by side only while both fit on their lines; accessibility sizes always stack (UIKit does).
        if configuration.prefersSideBySideTextAndSecondaryText, showsText, showsSecondary,
            !TableMetrics.stacksValueLabels(for: traitCollection.preferredContentSizeCategory)
        {
            let gap = configuration.textToSecondaryTextHorizontalPadding
            let naturalText = fit(textLabel, .greatestFiniteMagnitude)
            let naturalSecondary = fit(secondaryTextLabel, .greatestFiniteMagnitude)
            if naturalText.width + gap + naturalSecondary.width <= available {
                sideBySide = true
                secondary = naturalSecondary
                text = fit(textLabel, available - gap - secondary.width)
                layout.text = CGRect(x: x, y: 0, width: available - gap - secondary.width, height: text.height)
                layout.secondary = CGRect(
                    x: x + available - secondary.width, y: 0, width: secondary.width, height: secondary.height)
            }
        }
        if !sideBySide {
            if showsText { text = fit(textLabel, available) }
            if showsSecondary { secondary = fit(secondaryTextLabel, available) }
            let gap = showsText && showsSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            if showsText { layout.text = CGRect(x: x, y: 0, width: available, height: text.height) }
            if showsSecondary {
                layout.secondary = CGRect(x: x, y: text.height + gap, width: available, height: secondary.height)
            }
        }
        let textBlock = max(layout.text.maxY, layout.secondary.maxY)
        let block = max(textBlock, imageSize.height)
        let textTop = ((block - textBlock) / 2).rounded()
        layout.text = layout.text.offsetBy(dx: 0, dy: margins.top + textTop)
        layout.secondary = layout.secondary.offsetBy(dx: 0, dy: margins.top + textTop)
        if let image = shownImage {
            let shown = configuration.imageProperties.displayedSize(of: image)
            layout.image = CGRect(
                x: margins.leading + ((imageSize.width - shown.width) / 2).rounded(),
                y: margins.top + ((block - shown.height) / 2).rounded(), width: shown.width, height: shown.height)
        }
        layout.height = margins.top + block + margins.bottom
        return layout
    }
}
