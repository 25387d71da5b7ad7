import Foundation

/// A section header or footer: a `contentView` with a `textLabel` the table fills from
/// `titleForHeaderInSection` / `titleForFooterInSection`.
open class UITableViewHeaderFooterView: UIView {
    private let contentViewStorage: UIView
    /// Get-only and overridable, as UIKit declares it.
    open var contentView: UIView { contentViewStorage }
    open private(set) var reuseIdentifier: String?
    /// Created on first use, as in UIKit; a custom view that never reads it draws no label.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.numberOfLines = 0
        label.textColor = .secondaryLabel
        contentView.addSubview(label)
        textLabelStorage = label
        return label
    }
    private var textLabelStorage: UILabel?
    /// Set by the table: the vertical margins and the text's leading/trailing insets for its style.
    var textInsets = NSDirectionalEdgeInsets.zero

    /// Designated and not required, as in UIKit, so that a subclass overrides it with `override`.
    public init(reuseIdentifier: String?) {
        contentViewStorage = UIView(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// What `register(_:forHeaderFooterViewReuseIdentifier:)` calls for a class: Swift calls only a required
    /// initializer through a metatype, and a convenience one is inherited by every subclass that overrides
    /// `init(reuseIdentifier:)`, as `UITableViewCell.init(reuseIdentifierForRegisteredClass:)` is.
    public required convenience init(reuseIdentifierForRegisteredClass identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    public required init?(coder: NSCoder) {
        contentViewStorage = UIView(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    open func prepareForReuse() {}

    // MARK: Configurations

    /// Replaces `textLabel`: the configuration's view fills `contentView`, aligned with the table's cell text.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }

    open var automaticallyUpdatesContentConfiguration = true

    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { installBackgroundConfiguration() }
    }

    /// The preset for the table's style and the view's place: plain or grouped, header or footer (uikit-facts-breadth §2.4). A view
    /// made outside a table gets the plain header.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let grouped = tableStyle != nil && tableStyle != .plain
        switch (grouped, isFooter) {
        case (false, false): return .plainHeader()
        case (false, true): return .plainFooter()
        case (true, false): return .groupedHeader()
        case (true, true): return .groupedFooter()
        }
    }

    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// The table this view was dequeued from or placed in, which picks the default presets.
    var tableStyle: UITableView.Style?
    /// The first section's grouped header has a taller top margin (uikit-facts-breadth §2.4).
    var isFirstSection = false
    private var configuredContentView: (UIView & UIContentView)?
    private var backgroundConfigurationView: BackgroundConfigurationView?

    private func installContentConfiguration() {
        let shown = contentConfiguration.map {
            automaticallyUpdatesContentConfiguration ? $0.updated(for: configurationState) : $0
        }
        configuredContentView = contentView.showContentConfiguration(shown, replacing: configuredContentView)
        setNeedsLayout()
    }

    private func installBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        if let view = backgroundConfigurationView {
            view.configuration = configuration
        } else {
            let view = BackgroundConfigurationView(configuration: configuration)
            insertSubview(view, at: 0)
            backgroundConfigurationView = view
        }
        setNeedsLayout()
    }

    /// A list content view takes the table's text insets horizontally and its own margins vertically; headers
    /// keep their content at the bottom, footers at the top.
    private func prepare(_ list: UIListContentView) {
        list.inheritedHorizontalMargins = (textInsets.leading, textInsets.trailing)
        let configuration = list.configuration as? UIListContentConfiguration
        let groupedHeader = tableStyle != nil && tableStyle != .plain && configuration?.role == .header
        list.extraTopMargin = groupedHeader && isFirstSection ? ListContentMetrics.firstGroupedHeaderExtraTop : 0
        list.verticalPlacement = isFooter ? .top : .bottom
    }

    /// Whether the view has something the table should size it by.
    var hasFittingContent: Bool {
        configuredContentView != nil || textLabelStorage?.text?.isEmpty == false
    }

    /// The font plain headers scale their minimum height with (uikit-facts-breadth §2.1): the configured text's, or the label's.
    var fittingFont: UIFont? {
        if let list = configuredContentView as? UIListContentView { return list.textLayoutLabel.font }
        return configuredContentView == nil ? textLabelStorage?.font : nil
    }

    /// Height of the text with the margins, for a given width (self-sizing headers).
    func fittingHeight(width: CGFloat) -> CGFloat {
        if let configured = configuredContentView {
            if let list = configured as? UIListContentView {
                prepare(list)
                return list.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
            }
            return configured.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        guard let label = textLabelStorage, label.text?.isEmpty == false else { return 0 }
        let textWidth = max(0, width - textInsets.leading - textInsets.trailing)
        let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        return textInsets.top + height.rounded(.up) + textInsets.bottom
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        backgroundConfigurationView?.place(
            in: bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if let configured = configuredContentView {
            if let list = configured as? UIListContentView { prepare(list) }
            configured.frame = contentView.bounds
        }
        guard let label = textLabelStorage else { return }
        let width = max(0, bounds.width - textInsets.leading - textInsets.trailing)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height.rounded(.up)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let x = rtl ? bounds.width - textInsets.leading - width : textInsets.leading
        // Headers hug their bottom margin and footers their top one, so extra height opens above a header's
        // text and below a footer's.
        let y = isFooter ? textInsets.top : max(textInsets.top, bounds.height - textInsets.bottom - height)
        label.frame = CGRect(x: x, y: y, width: width, height: height)
    }

    var isFooter = false

    /// Set by a plain table while the header is pinned; it then shows the floating material unless the app gave
    /// the view a background of its own.
    var isFloating = false {
        didSet {
            guard isFloating != oldValue else { return }
            if isFloating, backgroundColor == nil, backgroundConfiguration == nil {
                backgroundColor = BarMetrics.materialColor
                showsFloatingMaterial = true
            } else if !isFloating, showsFloatingMaterial {
                backgroundColor = nil
                showsFloatingMaterial = false
            }
        }
    }
    private var showsFloatingMaterial = false
}
