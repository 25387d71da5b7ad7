import Foundation

/// UIKit's button: classic per-state titles, colours and images, or a `Configuration` (iOS 15).
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let plain = ButtonType.system
    }

    /// Set by `init(type:)` after `init(frame:)`, as UIKit's `+buttonWithType:` sets it.
    open private(set) var buttonType: ButtonType = .custom {
        didSet { controlStateDidChange() }
    }
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private let titleView = UILabel()
    private let subtitleView = UILabel()
    private let imageViewStorage = UIImageView(image: nil)
    private var backgroundImages: [UInt: UIImage] = [:]
    /// Made when a background image is first set, so buttons without one keep their subviews.
    private var backgroundImageView: UIImageView?
    /// Shown in the image's place while the configuration's `showsActivityIndicator` is on, and a
    /// subview only then: UIKit makes it when it is asked for, so other buttons have none in their
    /// subviews (and in layout dumps).
    private var activityIndicator: UIActivityIndicatorView?
    private var needsConfigurationUpdate = false
    private var isUpdatingConfiguration = false

    /// Called with the button when its configuration needs an update: a state change, new traits, or
    /// `setNeedsUpdateConfiguration()`; the update runs before the next layout, as in UIKit.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void
    open var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
    open var automaticallyUpdatesConfiguration = true

    /// Zero by default; with zero insets a classic button pads its title by 6 pt above and below.
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { controlStateDidChange() } }

    /// Deprecated in iOS 15 like `contentEdgeInsets`, still honoured without a configuration: they move the
    /// title or the image inside the content rectangle and leave the button's size alone.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    open var configuration: Configuration? { didSet { controlStateDidChange() } }

    /// UIKit's designated initializer: a `.custom` button. Subclasses override it (and `init(coder:)`) and
    /// so inherit `init(type:)`, which calls it, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .button
        setUp()
    }

    /// UIKit's `+buttonWithType:`: a button of this class made with `init(frame: .zero)`, then given its type.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        if buttonType != .custom { self.buttonType = buttonType }
    }

    /// The action's title and image, when it has them, are copied into the configuration, as UIKit does.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
        controlStateDidChange()
    }

    /// A button that sends `primaryAction` and shows its title and image (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// The menu a tap (with `showsMenuAsPrimaryAction`) or a long press shows; never presented here.
    open var menu: UIMenu?
    /// A pop-up button (iOS 15): the menu's selected action is the button's choice. Kept, not drawn: the
    /// title does not follow the selection yet.
    open var changesSelectionAsPrimaryAction = false

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    override var sendsPrimaryActionOnTap: Bool { true }

    private func setUp() {
        titleView.font = .systemFont(ofSize: ControlMetrics.buttonTitleFontSize)
        subtitleView.font = .preferredFont(forTextStyle: .subheadline)
        titleView.numberOfLines = 1
        addSubview(imageViewStorage)
        addSubview(titleView)
        addSubview(subtitleView)
        controlStateDidChange()
    }

    /// The symbol the button types with one draw in the image's place (plus, info, close).
    enum SystemGlyph: Sendable { case contactAdd, info, close }

    var systemGlyph: SystemGlyph? {
        switch buttonType {
        case .contactAdd: return .contactAdd
        case .detailDisclosure, .infoLight, .infoDark: return .info
        case .close: return .close
        case .custom, .system: return nil
        }
    }

    /// Where the system glyph is drawn, in bounds: the image view's frame when the glyph shows.
    var systemGlyphFrame: CGRect? {
        guard systemGlyph != nil, imageViewStorage.image == nil, !showsIndicator else { return nil }
        return imageViewStorage.frame
    }

    /// The glyph's colour: the tint, grey when disabled.
    var systemGlyphColor: UIColor { isEnabled ? tintColor : .tertiaryLabel }

    private var showsIndicator: Bool { configuration?.showsActivityIndicator ?? false }

    open var titleLabel: UILabel? { titleView }
    open var imageView: UIImageView? { imageViewStorage }
    /// The configuration's subtitle, laid out below the title.
    open var subtitleLabel: UILabel? { subtitleView }

    // MARK: Per-state values

    /// The value for `state`, falling back to `.normal` as UIKit does.
    private func value<Value>(_ table: [UInt: Value], for state: State) -> Value? {
        table[state.rawValue] ?? table[State.normal.rawValue]
    }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        controlStateDidChange()
    }

    open func title(for state: State) -> String? { value(titles, for: state) }

    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        controlStateDidChange()
    }

    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        controlStateDidChange()
    }

    /// Unset colours follow the button type: a system button's title is the tint colour, dimmed when
    /// highlighted, grey when disabled; a custom button's is white.
    open func titleColor(for state: State) -> UIColor? {
        if let color = titleColors[state.rawValue] { return color }
        if state.contains(.disabled), buttonType != .custom { return .tertiaryLabel }
        if let color = titleColors[State.normal.rawValue] { return color }
        if buttonType == .custom { return .white }
        return state.contains(.highlighted) ? tintColor.withAlphaComponent(0.2) : tintColor
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        controlStateDidChange()
    }

    open func image(for state: State) -> UIImage? { value(images, for: state) }

    /// Drawn stretched to the button's bounds, behind the title and image, as in UIKit.
    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if backgroundImageView == nil, image != nil {
            let view = UIImageView(image: nil)
            view.contentMode = .scaleToFill
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        controlStateDidChange()
    }

    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    open var currentTitle: String? {
        if let configuration { return configuration.displayedTitle?.string }
        return title(for: state)
    }
    open var currentAttributedTitle: NSAttributedString? {
        if let configuration { return configuration.displayedTitle }
        return attributedTitle(for: state)
    }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? .label }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    // MARK: Configuration updates

    /// Asks for `updateConfiguration()` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Runs the update handler; subclasses override it to change `configuration` for the state.
    open func updateConfiguration() {
        configurationUpdateHandler?(self)
    }

    private func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        isUpdatingConfiguration = false
    }

    open override func updateConstraints() {
        updateConfigurationIfNeeded()
        super.updateConstraints()
    }

    override func controlStateFlagsDidChange() {
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        super.controlStateFlagsDidChange()
    }

    // MARK: State to subviews

    override func controlStateDidChange() {
        applyState()
        super.controlStateDidChange()
    }

    /// Titles that follow Dynamic Type change size with the traits, and so does the button.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyState()
    }

    private func applyState() {
        if let configuration {
            let size = configuration.buttonSize
            let font = UIFont.preferredFont(forTextStyle: ControlMetrics.configurationTitleStyle(size))
            titleView.font = font
            titleView.adjustsFontForContentSizeCategory = true
            titleView.attributedText = configuration.displayedTitle
            titleView.textColor = configurationForeground
            subtitleView.attributedText = configuration.displayedSubtitle
            subtitleView.textColor = configurationForeground
            subtitleView.adjustsFontForContentSizeCategory = true
            subtitleView.isHidden = subtitleView.text?.isEmpty ?? true
            imageViewStorage.image = configuration.showsActivityIndicator ? nil : configuration.image
            let alignment = textAlignment(for: configuration)
            titleView.textAlignment = alignment
            subtitleView.textAlignment = alignment
        } else {
            subtitleView.isHidden = true
            if let attributed = currentAttributedTitle {
                titleView.attributedText = attributed
            } else {
                titleView.text = title(for: state)
            }
            titleView.textColor = currentTitleColor
            imageViewStorage.image = image(for: state)
            backgroundImageView?.image = currentBackgroundImage
        }
        titleView.isHidden = titleView.text?.isEmpty ?? true
        imageViewStorage.isHidden = imageViewStorage.image == nil
        var imageTint: UIColor = configuration != nil ? configurationForeground : tintColor
        if let transformer = configuration?.imageColorTransformer { imageTint = transformer(imageTint) }
        imageViewStorage.tintColor = imageTint
        imageViewStorage.alpha = isEnabled ? 1 : ControlMetrics.disabledAlpha
        updateActivityIndicator()
    }

    /// Makes the indicator when the configuration asks for one, over the image view as UIKit stacks it,
    /// and removes it when the configuration no longer does.
    private func updateActivityIndicator() {
        guard showsIndicator else {
            activityIndicator?.stopAnimating()
            activityIndicator?.removeFromSuperview()
            activityIndicator = nil
            return
        }
        let indicator = activityIndicator ?? UIActivityIndicatorView(style: .medium)
        if activityIndicator == nil {
            activityIndicator = indicator
            insertSubview(indicator, aboveSubview: imageViewStorage)
            indicator.frame = imageViewStorage.frame
        }
        indicator.color = configurationForeground
        indicator.startAnimating()
    }

    /// Title and subtitle share one alignment: automatic is centred above or below an image, leading
    /// otherwise.
    private func textAlignment(for configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return .natural
        case .center: return .center
        case .trailing:
            return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .automatic:
            let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
            let hasImage = configuration.image != nil || configuration.showsActivityIndicator
            return vertical && hasImage ? .center : .natural
        }
    }

    /// The leading element's size: the activity indicator, else the image, else the type's glyph.
    private var imageSlotSize: CGSize {
        if showsIndicator, let activityIndicator { return activityIndicator.intrinsicContentSize }
        if let image = imageViewStorage.image, !imageViewStorage.isHidden { return image.size }
        if let systemGlyph { return ControlMetrics.systemGlyphSize(systemGlyph) }
        return .zero
    }

    /// The space between title and subtitle, when both show.
    private var titleSubtitleGap: CGFloat {
        guard let configuration, !titleView.isHidden, !subtitleView.isHidden else { return 0 }
        return configuration.titlePadding
    }

    // MARK: Layout

    /// What the content (image, title, subtitle) needs, before insets.
    private var contentSize: CGSize {
        let title = titleView.isHidden ? .zero : titleView.intrinsicContentSize
        let subtitle = subtitleView.isHidden ? .zero : subtitleView.intrinsicContentSize
        let text = CGSize(
            width: max(title.width, subtitle.width), height: title.height + titleSubtitleGap + subtitle.height)
        let image = imageSlotSize
        guard image != .zero else { return text }
        guard text != .zero else { return image }
        let padding = configuration?.imagePadding ?? 0
        switch configuration?.imagePlacement ?? .leading {
        case .top, .bottom:
            return CGSize(width: max(text.width, image.width), height: text.height + padding + image.height)
        default:
            return CGSize(width: text.width + padding + image.width, height: max(text.height, image.height))
        }
    }

    private var contentInsets: UIEdgeInsets {
        if let configuration {
            let insets = configuration.contentInsets
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return UIEdgeInsets(
                top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
                right: rightToLeft ? insets.leading : insets.trailing)
        }
        if contentEdgeInsets != .zero { return contentEdgeInsets }
        let vertical = titleView.isHidden ? 0 : ControlMetrics.buttonVerticalPadding
        let horizontal = ControlMetrics.buttonHorizontalPadding
        return UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// The content and its insets, and at least the background image's size, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        let content = contentSize
        let insets = contentInsets
        let background = configuration == nil ? currentBackgroundImage?.size ?? .zero : .zero
        return CGSize(
            width: max(content.width + insets.left + insets.right, background.width),
            height: max(content.height + insets.top + insets.bottom, background.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        backgroundImageView?.frame = backgroundRect(forBounds: bounds)
        let area = contentRect(forBounds: bounds)
        var frames = contentFrames(in: area)
        // The classic hooks, which subclasses override to move the title or image; a configuration
        // lays its content out itself.
        if configuration == nil {
            frames.image = imageRect(forContentRect: area)
            frames.title = titleRect(forContentRect: area)
        }
        imageViewStorage.frame = frames.image
        titleView.frame = frames.title
        subtitleView.frame = frames.subtitle
        activityIndicator?.frame = frames.image
    }

    /// Where the image, title and subtitle go in `area`, before any edge insets.
    private func contentFrames(in area: CGRect) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let content = contentSize
        var imageFrame = CGRect.zero
        var x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: x = area.minX
        case .right, .trailing: x = area.maxX - content.width
        case .center, .fill: x = area.minX + (area.width - content.width) / 2
        }
        var y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - content.height
        case .center, .fill: y = area.minY + (area.height - content.height) / 2
        }
        x = x.rounded()
        y = y.rounded()
        let title = titleView.isHidden ? .zero : titleView.intrinsicContentSize
        let subtitle = subtitleView.isHidden ? .zero : subtitleView.intrinsicContentSize
        let textWidth = max(title.width, subtitle.width)
        let gap = titleSubtitleGap
        let textHeight = title.height + gap + subtitle.height
        let image = imageSlotSize
        let padding = image == .zero || textWidth == 0 ? 0 : (configuration?.imagePadding ?? 0)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var placement = configuration?.imagePlacement ?? .leading
        if placement == .leading && rightToLeft {
            placement = .trailing
        } else if placement == .trailing && rightToLeft {
            placement = .leading
        }
        var textOrigin = CGPoint(x: x, y: y)
        switch placement {
        case .top:
            imageFrame = CGRect(
                x: x + (content.width - image.width) / 2, y: y, width: image.width, height: image.height)
            textOrigin = CGPoint(x: x + (content.width - textWidth) / 2, y: y + image.height + padding)
        case .bottom:
            textOrigin = CGPoint(x: x + (content.width - textWidth) / 2, y: y)
            imageFrame = CGRect(
                x: x + (content.width - image.width) / 2, y: y + textHeight + padding, width: image.width,
                height: image.height)
        case .trailing:
            textOrigin = CGPoint(x: x, y: y + (content.height - textHeight) / 2)
            imageFrame = CGRect(
                x: x + textWidth + padding, y: y + (content.height - image.height) / 2, width: image.width,
                height: image.height)
        default:
            imageFrame = CGRect(
                x: x, y: y + (content.height - image.height) / 2, width: image.width, height: image.height)
            textOrigin = CGPoint(x: x + image.width + padding, y: y + (content.height - textHeight) / 2)
        }
        return (
            imageFrame, CGRect(origin: textOrigin, size: CGSize(width: textWidth, height: title.height)),
            CGRect(x: textOrigin.x, y: textOrigin.y + title.height + gap, width: textWidth, height: subtitle.height)
        )
    }

    // MARK: Classic layout hooks

    /// The rectangle the content lays out in: the bounds less the content insets.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentInsets) }

    /// The background image's rectangle: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The title's rectangle in `contentRect`, moved by `titleEdgeInsets`.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let offset = edgeInsetOffset(titleEdgeInsets)
        return contentFrames(in: contentRect).title.offsetBy(dx: offset.width, dy: offset.height)
    }

    /// The image's rectangle in `contentRect`, moved by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        let offset = edgeInsetOffset(imageEdgeInsets)
        return contentFrames(in: contentRect).image.offsetBy(dx: offset.width, dy: offset.height)
    }

    /// UIKit insets the element's rectangle and places the element in what is left by the content
    /// alignment, so a centred element moves by half the difference of opposite insets and an
    /// edge-aligned one by the inset on its side; the button's size does not change.
    private func edgeInsetOffset(_ insets: UIEdgeInsets) -> CGSize {
        let dx: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: dx = insets.left
        case .right, .trailing: dx = -insets.right
        case .center, .fill: dx = (insets.left - insets.right) / 2
        }
        let dy: CGFloat
        switch contentVerticalAlignment {
        case .top: dy = insets.top
        case .bottom: dy = -insets.bottom
        case .center, .fill: dy = (insets.top - insets.bottom) / 2
        }
        return CGSize(width: dx, height: dy)
    }

    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        drawBackgroundAndGlyph(in: ctx, bounds: bounds)
    }

    // MARK: Configuration colours

    /// The configuration's foreground: its base colour, white on a filled background, else the tint.
    var configurationForeground: UIColor {
        guard let configuration else { return currentTitleColor }
        if !isEnabled { return .tertiaryLabel }
        if let color = configuration.baseForegroundColor { return color }
        return configuration.style == .filled ? .white : tintColor
    }

    /// The configuration's background fill, nil for plain and borderless styles.
    var configurationBackground: UIColor? {
        guard let configuration else { return nil }
        if let color = configuration.background.backgroundColor { return color }
        let base = configuration.baseBackgroundColor ?? tintColor!
        switch configuration.style {
        case .plain: return nil
        case .gray: return isEnabled ? .tertiarySystemFill : .quaternarySystemFill
        case .tinted: return isEnabled ? base.withAlphaComponent(0.15) : .quaternarySystemFill
        case .filled: return isEnabled ? base : .quaternarySystemFill
        }
    }
}
