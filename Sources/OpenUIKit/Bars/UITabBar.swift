import Foundation

/// The bar of a tab bar controller: its items side by side or stacked (image over title) depending on the
/// environment, the selected one in the tint colour, badges. Its frame includes the bottom safe area.
open class UITabBar: UIView {
    public enum ItemPositioning: Int, Sendable {
        case automatic, fill, centered
    }

    private var itemsStorage: [UITabBarItem]?
    /// Settable, as in UIKit: setting it is `setItems(_:animated:)` without animation.
    open var items: [UITabBarItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    open var selectedItem: UITabBarItem? { didSet { if selectedItem !== oldValue { itemsDidChange() } } }
    open var isTranslucent = true
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    open var itemWidth: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var itemSpacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var unselectedItemTintColor: UIColor? { didSet { itemsDidChange() } }
    open var standardAppearance = UITabBarAppearance() { didSet { itemsDidChange() } }
    open var scrollEdgeAppearance: UITabBarAppearance? { didSet { itemsDidChange() } }

    /// Whether the content above rests at its bottom edge (set by the tab bar controller).
    var isAtScrollEdge = false { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }
    /// Asked again when the bar lays out, after the content (laid out first) has settled its scroll position.
    var scrollEdgeProvider: (() -> Bool)?

    let backgroundView = BarBackgroundView()
    private(set) var buttons: [TabBarButton] = []
    private var contentIsStale = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        itemsStorage = items
        itemsDidChange()
    }

    func itemsDidChange() {
        contentIsStale = true
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        itemsDidChange()
    }

    /// 49 / 32 / 50 plus the bottom safe area the bar covers (breadth §3.1).
    func preferredHeight(in traits: UITraitCollection, bottomSafeArea: CGFloat) -> CGFloat {
        BarMetrics.tabBarHeight(traits) + bottomSafeArea
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: BarMetrics.tabBarHeight(traitCollection))
    }

    /// Side by side on phones with at most five items in regular width, or compact height and at least 568 wide;
    /// on iPad in regular width with fewer than nine items; stacked otherwise (breadth §3.1, `-_styleForTraitCollection:`).
    func laysOutItemsSideBySide(in traits: UITraitCollection, width: CGFloat) -> Bool {
        let count = items?.count ?? 0
        if traits.userInterfaceIdiom == .pad { return traits.horizontalSizeClass == .regular && count < 9 }
        let wide = traits.horizontalSizeClass == .regular || (traits.verticalSizeClass == .compact && width >= 568)
        return wide && count <= 5
    }

    var effectiveAppearance: UITabBarAppearance {
        guard isAtScrollEdge else { return standardAppearance }
        if let edge = scrollEdgeAppearance { return edge }
        let transparent = UITabBarAppearance(barAppearance: standardAppearance)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scrollEdgeProvider { isAtScrollEdge = scrollEdgeProvider() }
        backgroundView.apply(effectiveAppearance, barBounds: bounds, extendsUp: 0, extendsDown: 0, shadowOnTop: true)
        if contentIsStale { rebuildContent() }
        placeItems()
    }

    private func rebuildContent() {
        contentIsStale = false
        for button in buttons { button.removeFromSuperview() }
        buttons = []
        let selectedColor: UIColor = tintColor
        let unselected = unselectedItemTintColor ?? BarMetrics.unselectedTabColor
        for item in items ?? [] {
            item.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.itemsDidChange() }
            let selected = item === selectedItem
            let button = TabBarButton(item: item, color: selected ? selectedColor : unselected, isSelected: selected)
            addSubview(button)
            buttons.append(button)
        }
    }

    /// Compact width fills the bar; regular width centres the items (breadth §3.1, `AD:uitabbar-itempositioning`).
    private func placeItems() {
        guard !buttons.isEmpty else { return }
        let traits = traitCollection
        let b = bounds
        let safe = safeAreaInsets
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let contentHeight = BarMetrics.tabBarHeight(traits)
        let sideBySide = laysOutItemsSideBySide(in: traits, width: b.width)
        let available = b.width - safe.left - safe.right
        let count = CGFloat(buttons.count)
        var positioning = itemPositioning
        if positioning == .automatic { positioning = traits.horizontalSizeClass == .regular ? .centered : .fill }
        var width = available / count
        var spacing: CGFloat = 0
        if positioning == .centered {
            let widest = buttons.map { $0.naturalWidth(sideBySide: sideBySide) }.max() ?? 0
            width = itemWidth > 0 ? itemWidth : max(BarMetrics.centeredTabItemWidth, widest)
            spacing = itemSpacing > 0 ? itemSpacing : BarMetrics.centeredTabItemSpacing
            let total = width * count + spacing * (count - 1)
            if total > available {
                width = available / count
                spacing = 0
            }
        }
        let total = width * count + spacing * (count - 1)
        let x = safe.left + ((available - total) / 2)
        for (index, button) in buttons.enumerated() {
            // Items run from the leading edge: in right-to-left layouts the first one is on the right.
            let slot = rtl ? buttons.count - 1 - index : index
            let left = x + CGFloat(slot) * (width + spacing)
            button.frame = CGRect(x: left.rounded(), y: 0, width: width.rounded(), height: contentHeight)
            button.sideBySide = sideBySide
            button.setNeedsLayout()
        }
    }
}
