import Foundation

/// A cell: content goes into `contentView`, which follows the cell's bounds. Since iOS 14 a content
/// configuration fills the content view and a background configuration draws behind it.
open class UICollectionViewCell: UICollectionReusableView {
    /// Not marked `@MainActor`: with it, this toolchain mangles the property's getter differently in the cell and
    /// in subclasses' vtables (an undefined reference when a client package links). Closures an app writes in a
    /// main-actor context still run there.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    private let contentViewStorage: UIView
    /// Get-only and overridable, as UIKit declares it.
    open var contentView: UIView { contentViewStorage }
    open var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            setNeedsUpdateConfiguration()
            updateSelectedBackgroundView()
        }
    }
    open var isHighlighted = false {
        didSet {
            guard isHighlighted != oldValue else { return }
            setNeedsUpdateConfiguration()
            updateSelectedBackgroundView()
        }
    }
    open var backgroundView: UIView? {
        didSet { installBackground(oldValue, backgroundView, at: 0) }
    }
    /// A subview only while the cell is selected or highlighted, above `backgroundView` and behind the content,
    /// as in UIKit.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateSelectedBackgroundView()
        }
    }

    /// Replaces the content view's content: the configuration's view fills `contentView`. A later configuration
    /// the view `supports` is handed to it; another kind makes a new view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }
    /// Draws behind the content view; nil leaves `backgroundColor` and `backgroundView` alone.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { updateBackgroundConfiguration() }
    }
    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The view the content configuration made.
    private(set) var configuredContentView: (UIView & UIContentView)?
    private var backgroundConfigurationView: BackgroundConfigurationView?

    public override init(frame: CGRect) {
        contentViewStorage = UIView(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        setUpContentView()
    }

    public required init?(coder: NSCoder) {
        contentViewStorage = UIView(frame: .zero)
        super.init(coder: coder)
        setUpContentView()
    }

    private func setUpContentView() {
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func updateSelectedBackgroundView() {
        guard let selectedBackgroundView else { return }
        guard isSelected || isHighlighted else {
            selectedBackgroundView.removeFromSuperview()
            return
        }
        let index = backgroundView.flatMap { view in subviews.firstIndex { $0 === view } }.map { $0 + 1 } ?? 0
        installBackground(nil, selectedBackgroundView, at: index)
    }

    private func installBackground(_ old: UIView?, _ new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: index)
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    // MARK: Configurations

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isExpanded = isOutlineExpanded
        return state
    }

    /// Whether the item is an expanded parent in its section snapshot; set by the diffable data source.
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// The plain list cell background (iOS 16); list cells answer for their list's appearance.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }

    /// Runs `updateConfiguration(using:)` now: a snapshot has no run loop to defer it to.
    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// UIKit's hook for state changes: updates the configurations for the state, then runs the handler.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
        updateBackgroundConfiguration()
        configurationUpdateHandler?(self, state)
    }

    private func installContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configuredContentView = contentView.showContentConfiguration(nil, replacing: configuredContentView)
            setNeedsLayout()
            return
        }
        let shown =
            automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        configuredContentView = contentView.showContentConfiguration(
            shown, replacing: configuredContentView, initialFrame: contentView.bounds)
        contentConfigurationDidChange()
        setNeedsLayout()
    }

    /// For list cells: the configured view changed (margins and placement to hand it).
    func contentConfigurationDidChange() {}

    /// The background configuration to draw: the app's, else one a subclass supplies (list cells).
    var effectiveBackgroundConfiguration: UIBackgroundConfiguration? { backgroundConfiguration }

    func updateBackgroundConfiguration() {
        guard var configuration = effectiveBackgroundConfiguration else {
            backgroundConfigurationView?.removeFromSuperview()
            backgroundConfigurationView = nil
            return
        }
        if automaticallyUpdatesBackgroundConfiguration {
            configuration = configuration.updated(for: configurationState)
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

    /// A list content view measures itself at the width the layout gives (it lays out by frames); other cells
    /// measure by their constraints.
    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard let list = configuredContentView as? UIListContentView,
            layoutAttributes.fittingPriorities?.horizontal == .required
        else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size.height = fittingHeight(of: list, cellWidth: layoutAttributes.size.width)
        return attributes
    }

    /// The height of a cell `cellWidth` wide whose content is `list`.
    func fittingHeight(of list: UIListContentView, cellWidth: CGFloat) -> CGFloat {
        list.sizeThatFits(CGSize(width: cellWidth, height: 0)).height.rounded(.up)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundConfigurationView?.place(
            in: bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        configuredContentView?.frame = contentView.bounds
    }
}
