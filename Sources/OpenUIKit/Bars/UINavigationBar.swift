import Foundation

/// The bar at the top of a navigation controller: a stack of items, the top one's title and buttons, a back
/// button titled after the item below it, an optional prompt and large title. Heights in `BarMetrics`.
open class UINavigationBar: UIView {
    private var itemsStorage: [UINavigationItem]?
    /// Settable, as in UIKit: setting it is `setItems(_:animated:)` without animation.
    open var items: [UINavigationItem]? {
        get { itemsStorage }
        set { setItems(newValue, animated: false) }
    }
    open var prefersLargeTitles = false { didSet { itemsDidChange() } }
    open var isTranslucent = true
    open var standardAppearance = UINavigationBarAppearance() { didSet { itemsDidChange() } }
    open var compactAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { itemsDidChange() } }

    /// Whether the content below rests at its top edge, which selects the scroll-edge appearance (set by the
    /// navigation controller).
    var isAtScrollEdge = true { didSet { if isAtScrollEdge != oldValue { setNeedsLayout() } } }
    /// Asked again when the bar lays out, after the content (laid out first) has settled its scroll position.
    var scrollEdgeProvider: (() -> Bool)?
    /// How far the background reaches above the bar, under the status bar.
    var backgroundExtendsUp: CGFloat = 0 { didSet { if backgroundExtendsUp != oldValue { setNeedsLayout() } } }

    let backgroundView = BarBackgroundView()
    private var contentViews: [UIView] = []
    private var contentIsStale = true
    private(set) var titleLabel: UILabel?
    private(set) var largeTitleLabel: UILabel?
    private(set) var promptLabel: UILabel?
    private(set) var backButton: UIView?
    private(set) var backButtonLabel: UILabel?
    private(set) var leftButtons: [BarButtonItemView] = []
    private(set) var rightButtons: [BarButtonItemView] = []
    /// The top item's search controller's bar, in the row below the title.
    private(set) var searchBar: UISearchBar?

    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        guard let item = topItem, item.searchController != nil, item.searchBarPlacement == .inline else { return nil }
        return "shows a search bar with preferredSearchBarPlacement .inline, which is not drawn yet"
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(backgroundView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(backgroundView)
    }

    // MARK: Items

    open var topItem: UINavigationItem? { items?.last }

    open var backItem: UINavigationItem? {
        guard let items, items.count >= 2 else { return nil }
        return items[items.count - 2]
    }

    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        for item in self.items ?? [] where item.navigationBar === self { item.navigationBar = nil }
        itemsStorage = items
        for item in items ?? [] { item.navigationBar = self }
        itemsDidChange()
    }

    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        setItems((items ?? []) + [item], animated: animated)
    }

    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard var items, let last = items.popLast() else { return nil }
        setItems(items, animated: animated)
        return last
    }

    func itemsDidChange() {
        contentIsStale = true
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        itemsDidChange()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        itemsDidChange()
    }

    // MARK: Metrics

    /// `.automatic` takes the mode of the item below; the bottom item's automatic mode shows the large title.
    func displaysLargeTitle(in traits: UITraitCollection) -> Bool {
        guard prefersLargeTitles, BarMetrics.showsLargeTitles(traits), let items else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode {
            case .automatic: continue
            case .always, .inline: return true
            case .never: return false
            }
        }
        return true
    }

    /// The bar's height for the current items: 44 / 32 / 50, plus 52 for a large title, plus a prompt's band.
    func preferredHeight(in traits: UITraitCollection) -> CGFloat {
        var height = BarMetrics.navigationBarHeight(traits)
        if displaysLargeTitle(in: traits) { height += BarMetrics.largeTitleHeight }
        if topItem?.prompt != nil { height += BarMetrics.promptHeight }
        if topItem?.searchController != nil { height += SearchMetrics.navigationBarRowHeight(traits) }
        return height
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight(in: traitCollection))
    }

    /// The appearance in use: the item's over the bar's; compact in compact height; the scroll-edge one (or the
    /// standard one made transparent, iOS 15+) while the content rests at its top.
    var effectiveAppearance: UINavigationBarAppearance {
        let compact = BarMetrics.usesMiniBars(traitCollection)
        let item = topItem
        var standard = item?.standardAppearance ?? standardAppearance
        if compact, let c = item?.compactAppearance ?? compactAppearance { standard = c }
        guard isAtScrollEdge else { return standard }
        if compact, let edge = compactScrollEdgeAppearance { return edge }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let transparent = UINavigationBarAppearance(barAppearance: standard)
        transparent.configureWithTransparentBackground()
        return transparent
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let scrollEdgeProvider { isAtScrollEdge = scrollEdgeProvider() }
        let traits = traitCollection
        let appearance = effectiveAppearance
        backgroundView.apply(
            appearance, barBounds: bounds, extendsUp: backgroundExtendsUp, extendsDown: 0, shadowOnTop: false)
        if contentIsStale { rebuildContent(appearance) }
        placeContent(traits)
    }

    private func rebuildContent(_ appearance: UINavigationBarAppearance) {
        contentIsStale = false
        for view in contentViews { view.removeFromSuperview() }
        contentViews = []
        // A bar that stays (the same item's) keeps its flag, so that rebuilding does not lay it out twice.
        if let old = searchBar, old !== topItem?.searchController?.searchBar { old.isInNavigationBar = false }
        searchBar = nil
        titleLabel = nil
        largeTitleLabel = nil
        promptLabel = nil
        backButton = nil
        backButtonLabel = nil
        leftButtons = []
        rightButtons = []
        guard let item = topItem else { return }
        let tint: UIColor = tintColor

        func add(_ view: UIView) {
            addSubview(view)
            contentViews.append(view)
        }

        if let prompt = item.prompt {
            let label = UILabel()
            label.text = prompt
            label.font = BarMetrics.promptFont
            label.textColor = .label
            label.textAlignment = .center
            add(label)
            promptLabel = label
        }

        let leftItems = (item.leftBarButtonItems ?? []).filter { !$0.isSpace || $0.systemItem == .fixedSpace }
        if let back = backItem, !item.hidesBackButton, leftItems.isEmpty || item.leftItemsSupplementBackButton {
            let button = UIView()
            let chevron = BarGlyphView(glyph: .backChevron, size: BarMetrics.backChevronSize)
            chevron.glyphColor = tint
            chevron.flipsForRightToLeft = true
            button.addSubview(chevron)
            let label = UILabel()
            label.text = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title ?? "Back"
            label.font = BarMetrics.buttonFont
            label.textColor = back.backBarButtonItem?.tintColor ?? tint
            button.addSubview(label)
            add(button)
            backButton = button
            backButtonLabel = label
        }
        for barItem in leftItems {
            let view = BarButtonItemView(
                item: barItem, tint: tint, traits: traitCollection,
                barHeight: BarMetrics.navigationBarHeight(traitCollection))
            add(view)
            leftButtons.append(view)
        }
        for barItem in (item.rightBarButtonItems ?? []) {
            let view = BarButtonItemView(
                item: barItem, tint: tint, traits: traitCollection,
                barHeight: BarMetrics.navigationBarHeight(traitCollection))
            add(view)
            rightButtons.append(view)
        }
        for barItem in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
            barItem.changeHandlers[ObjectIdentifier(self)] = { [weak self] in self?.itemsDidChange() }
        }

        let titleFont = appearance.titleTextAttributes[.font] as? UIFont ?? BarMetrics.titleFont
        let titleColor = appearance.titleTextAttributes[.foregroundColor] as? UIColor ?? .label
        if let custom = item.titleView {
            add(custom)
        } else if let title = item.title {
            let label = UILabel()
            label.text = title
            label.font = titleFont
            label.textColor = titleColor
            label.textAlignment = .center
            add(label)
            titleLabel = label
        }
        if displaysLargeTitle(in: traitCollection), let title = item.title {
            let label = UILabel()
            label.text = title
            label.font = appearance.largeTitleTextAttributes[.font] as? UIFont ?? BarMetrics.largeTitleFont
            label.textColor = appearance.largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label
            label.textAlignment = .natural
            add(label)
            largeTitleLabel = label
        }
        if let bar = item.searchController?.searchBar {
            bar.isInNavigationBar = true
            add(bar)
            searchBar = bar
        }
    }

    /// Frames are worked out from the leading edge and mirrored for right-to-left layouts.
    private func placeContent(_ traits: UITraitCollection) {
        let b = bounds
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safe = safeAreaInsets
        let safeLeading = rtl ? safe.right : safe.left
        let safeTrailing = rtl ? safe.left : safe.right
        let margin = BarMetrics.sideMargin(traits)
        let inlineHeight = BarMetrics.navigationBarHeight(traits)
        var y: CGFloat = 0

        func place(_ view: UIView, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            let flippedX = rtl ? b.width - x - width : x
            view.frame = CGRect(x: flippedX, y: y, width: width, height: height)
        }

        if let promptLabel {
            place(
                promptLabel, x: safeLeading + margin, y: 0, width: b.width - safeLeading - safeTrailing - 2 * margin,
                height: BarMetrics.promptHeight)
            y += BarMetrics.promptHeight
        }

        var leadingEnd = safeLeading + margin
        if let backButton, let label = backButtonLabel, let chevron = backButton.subviews.first {
            let chevronSize = BarMetrics.backChevronSize
            let textWidth = label.intrinsicContentSize.width.rounded(.up)
            let width = chevronSize.width + BarMetrics.backTitleGap + textWidth
            let x = safeLeading + BarMetrics.backChevronInset
            place(backButton, x: x, y: y, width: width, height: inlineHeight)
            let chevronX = rtl ? width - chevronSize.width : 0
            chevron.frame = CGRect(
                x: chevronX, y: ((inlineHeight - chevronSize.height) / 2).rounded(), width: chevronSize.width,
                height: chevronSize.height)
            let labelX = rtl ? 0 : chevronSize.width + BarMetrics.backTitleGap
            label.frame = CGRect(x: labelX, y: 0, width: textWidth, height: inlineHeight)
            leadingEnd = x + width + BarMetrics.itemSpacing
        }
        for button in leftButtons {
            let width = button.preferredWidth
            place(button, x: leadingEnd, y: y, width: width, height: inlineHeight)
            leadingEnd += width + BarMetrics.itemSpacing
        }
        var trailingStart = b.width - safeTrailing - margin
        for button in rightButtons {
            let width = button.preferredWidth
            trailingStart -= width
            place(button, x: trailingStart, y: y, width: width, height: inlineHeight)
            trailingStart -= BarMetrics.itemSpacing
        }

        // The title is centred on the bar, slid sideways (then truncated) to stay clear of the buttons.
        let titleView: UIView? = titleLabel ?? topItem?.titleView
        if let titleView {
            let natural =
                titleLabel != nil ? titleLabel!.intrinsicContentSize.width.rounded(.up) : titleView.bounds.width
            let height = titleLabel != nil ? inlineHeight : min(titleView.bounds.height, inlineHeight)
            let lower = leadingEnd
            let upper = trailingStart
            let width = max(0, min(natural, upper - lower))
            let x = min(max((b.width - width) / 2, lower), upper - width).rounded()
            place(titleView, x: x, y: y + ((inlineHeight - height) / 2).rounded(), width: width, height: height)
            // A large title replaces the inline one while the content rests at the top.
            titleView.isHidden = largeTitleLabel != nil
        }
        y += inlineHeight
        if let largeTitleLabel {
            place(
                largeTitleLabel, x: safeLeading + margin, y: y,
                width: max(0, b.width - safeLeading - safeTrailing - 2 * margin), height: BarMetrics.largeTitleHeight)
            y += BarMetrics.largeTitleHeight
        }
        // The search bar spans the bar and insets its field itself (safe area and side margin).
        if let searchBar {
            searchBar.frame = CGRect(x: 0, y: y, width: b.width, height: SearchMetrics.navigationBarRowHeight(traits))
        }
    }
}
