import Foundation

/// A row of bar button items at the bottom of a navigation controller (or anywhere). Flexible spaces share what
/// the other items leave; heights in `BarMetrics`.
open class UIToolbar: UIView {
    open var items: [UIBarButtonItem]? { didSet { itemsDidChange() } }
    open var isTranslucent = true
    open var standardAppearance = UIToolbarAppearance() { didSet { itemsDidChange() } }
    open var compactAppearance: UIToolbarAppearance? { didSet { itemsDidChange() } }
    open var scrollEdgeAppearance: UIToolbarAppearance? { didSet { itemsDidChange() } }

    /// Whether the content above rests at its bottom edge (set by the navigation controller).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }
    /// Asked again when the bar lays out, after the content (laid out first) has settled its scroll position.
    var scrollEdgeProvider: (() -> Bool)?
    /// How far the background reaches below the bar, over the home indicator.
    var backgroundExtendsDown: CGFloat = 0 { didSet { if backgroundExtendsDown != oldValue { setNeedsLayout() } } }

    let backgroundView = BarBackgroundView()
    private(set) var buttons: [BarButtonItemView] = []
    private var contentIsStale = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    func itemsDidChange() {
        contentIsStale = true
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        itemsDidChange()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.toolbarHeight(traitCollection, aboveHomeIndicator: false))
    }

    /// iOS 15+: without a scroll-edge appearance the standard one is drawn transparent at the edge.
    var effectiveAppearance: UIToolbarAppearance {
        var standard = standardAppearance
        if BarMetrics.usesMiniBars(traitCollection), let compact = compactAppearance { standard = compact }
        guard isAtScrollEdge else { return standard }
        if let edge = scrollEdgeAppearance { return edge }
        let transparent = UIToolbarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scrollEdgeProvider { isAtScrollEdge = scrollEdgeProvider() }
        backgroundView.apply(
            effectiveAppearance, barBounds: bounds, extendsUp: 0, extendsDown: backgroundExtendsDown,
            shadowOnTop: true)
        if contentIsStale { rebuildContent() }
        placeItems()
    }

    private func rebuildContent() {
        contentIsStale = false
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        for item in items ?? [] {
            item.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.itemsDidChange() }
            let view = BarButtonItemView(
                item: item, tint: tintColor, traits: traitCollection,
                barHeight: BarMetrics.toolbarHeight(traitCollection, aboveHomeIndicator: false))
            // Spaces take room but show nothing.
            view.isHidden = item.isSpace
            addSubview(view)
            buttons.append(view)
        }
    }

    private func placeItems() {
        let b = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safe = safeAreaInsets
        let margin = BarMetrics.sideMargin(traitCollection)
        let start = (rtl ? safe.right : safe.left) + margin
        let available = b.width - safe.left - safe.right - 2 * margin
        let flexibleCount = buttons.filter { $0.item.systemItem == .flexibleSpace }.count
        let fixed = buttons.reduce(CGFloat(0)) {
            $0 + ($1.item.systemItem == .flexibleSpace ? 0 : $1.preferredWidth)
        }
        let gaps = CGFloat(max(0, buttons.count - 1)) * BarMetrics.itemSpacing
        let flexibleWidth = flexibleCount > 0 ? max(0, available - fixed - gaps) / CGFloat(flexibleCount) : 0
        var x = start
        for button in buttons {
            let width = button.item.systemItem == .flexibleSpace ? flexibleWidth : button.preferredWidth
            let flippedX = rtl ? b.width - x - width : x
            button.frame = CGRect(x: flippedX.rounded(), y: 0, width: width.rounded(), height: b.height)
            x += width + BarMetrics.itemSpacing
        }
    }
}
