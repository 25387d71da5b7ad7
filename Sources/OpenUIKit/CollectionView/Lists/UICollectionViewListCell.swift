import Foundation

/// A cell of a list section (iOS 14): the content view between the leading and trailing accessories, a
/// background for the list's appearance, a separator aligned with the text, and the rounded corners of
/// inset-grouped sections. Used as a header or footer too, through a supplementary registration.
///
/// Laid out as a table cell (`TableMetrics`): the content is inset 16 from the cell's edges (plus the safe area
/// in plain and grouped lists), accessories sit 16 from the edge and 16 from the content, rows are at least
/// the standard height (44 at Large).
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessoryViews() }
    }
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth = ListMetrics.indentationWidth { didSet { setNeedsLayout() } }
    /// Whether leading accessories move with the indentation (UIKit's default) or stay at the edge.
    open var indentsAccessories = true { didSet { setNeedsLayout() } }

    /// The separator's extent in the cell. It follows the separator; constraints an app adds to it are solved
    /// but do not move the separator.
    public var separatorLayoutGuide: UILayoutGuide {
        if let guide = separatorGuide { return guide }
        let guide = UILayoutGuide()
        guide.identifier = "UICollectionViewListCellSeparatorLayoutGuide"
        addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: separatorLeadingInset)
        leading.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, guide.trailingAnchor.constraint(equalTo: trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: bottomAnchor), guide.heightAnchor.constraint(equalToConstant: 0),
        ])
        separatorGuideLeading = leading
        separatorGuide = guide
        return guide
    }

    private var separatorGuide: UILayoutGuide?
    private var separatorGuideLeading: NSLayoutConstraint?
    private var separatorLeadingInset = ListMetrics.cellMargin
    /// The list's metrics for this element, from its layout attributes.
    private var listContext: ListItemContext?
    private var accessoryViews: [UIView] = []
    private let bottomSeparator = UIView(frame: .zero)
    private let topSeparator = UIView(frame: .zero)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSeparators()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSeparators()
    }

    private func setUpSeparators() {
        for separator in [bottomSeparator, topSeparator] {
            separator.isHidden = true
            separator.isUserInteractionEnabled = false
            addSubview(separator)
        }
    }

    // MARK: Configurations

    /// The preset for the element's place in its list: headers and footers get the appearance's header and
    /// footer presets, sidebar rows the sidebar ones, other rows `cell()`. Choice: a first-item header takes the
    /// supplementary header's preset, `prominentInsetGroupedHeader()` in inset-grouped lists.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let context = listContext else { return .cell() }
        let appearance = context.appearance
        switch context.role {
        case .cell: return appearance.isSidebar ? .sidebarCell() : .cell()
        case .header, .headerItem:
            switch appearance {
            case .sidebar: return .sidebarHeader()
            case .insetGrouped where context.role == .headerItem: return .prominentInsetGroupedHeader()
            case .grouped, .insetGrouped: return .groupedHeader()
            case .plain, .sidebarPlain: return .plainHeader()
            }
        case .footer: return appearance.isGroupedStyle ? .groupedFooter() : .plainFooter()
        }
    }

    /// The background for the list's appearance: the table's cell backgrounds, clear sidebar rows, and the
    /// header and footer backgrounds for supplementaries (`UIBackgroundConfiguration`'s list presets).
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let context = listContext else { return .listPlainCell() }
        let appearance = context.appearance
        switch context.role {
        case .header, .footer:
            return appearance.isGroupedStyle ? .listGroupedHeaderFooter() : .listPlainHeaderFooter()
        case .cell, .headerItem:
            if appearance.isSidebar { return .listSidebarCell() }
            return appearance.isGroupedStyle ? .listGroupedCell() : .listPlainCell()
        }
    }

    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isEditing = listContext?.isEditing ?? false
        return state
    }

    /// With no background of the app's own, a list element shows its appearance's background, as in UIKit.
    override var effectiveBackgroundConfiguration: UIBackgroundConfiguration? {
        if let configuration = backgroundConfiguration { return configuration }
        guard listContext != nil, backgroundColor == nil, backgroundView == nil else { return nil }
        return defaultBackgroundConfiguration()
    }

    override func contentConfigurationDidChange() { prepareListContentView() }

    /// Headers hug their bottom and footers their top, and a grouped list's first header is 32 from the top
    /// instead of 17 (uikit-facts-breadth §2.4), as a table's header views.
    private func prepareListContentView() {
        guard let list = configuredContentView as? UIListContentView else { return }
        let role = (list.configuration as? UIListContentConfiguration)?.role ?? .cell
        let context = listContext
        list.verticalPlacement = role == .header ? .bottom : role == .footer ? .top : .center
        let firstGroupedHeader =
            role == .header && context?.role == .header && context?.isFirstSection == true
            && context?.appearance.isGroupedStyle == true
        list.extraTopMargin = firstGroupedHeader ? ListContentMetrics.firstGroupedHeaderExtraTop : 0
        list.inheritedHorizontalMargins = (ListMetrics.cellMargin, ListMetrics.cellMargin)
    }

    // MARK: Layout attributes

    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let old = listContext
        listContext = layoutAttributes.listContext
        if old?.role != listContext?.role || old?.appearance != listContext?.appearance
            || old?.isEditing != listContext?.isEditing || old?.isFirstSection != listContext?.isFirstSection
        {
            prepareListContentView()
            updateBackgroundConfiguration()
        }
        applyCorners()
        setNeedsLayout()
    }

    /// Inset-grouped sections round their first and last rows (radius 10, uikit-facts-breadth §2.2), as the table does;
    /// sidebar rows round all four corners (a choice).
    private func applyCorners() {
        guard let context = listContext, context.role == .cell || context.role == .headerItem else {
            layer.cornerRadius = 0
            clipsToBounds = false
            return
        }
        var corners: CACornerMask = []
        switch context.appearance {
        case .insetGrouped:
            if context.isFirstInSection { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if context.isLastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        case .sidebar:
            corners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        default: break
        }
        layer.cornerRadius = corners.isEmpty ? 0 : ListMetrics.cornerRadius
        layer.maskedCorners =
            corners.isEmpty
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        clipsToBounds = !corners.isEmpty
    }

    // MARK: Accessories

    private func rebuildAccessoryViews() {
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map(makeView)
        for view in accessoryViews { addSubview(view) }
        setNeedsLayout()
    }

    private func makeView(for accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .customView(let view, _):
            if let tint = accessory.tintColor { view.tintColor = tint }
            return view
        case .label(let text, _, _):
            let label = UILabel()
            label.text = text
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        case .glyph:
            break
        }
        switch accessory.accessoryType {
        case .disclosureIndicator:
            let glyph = TableAccessoryGlyphView(type: .disclosureIndicator)
            if let tint = accessory.tintColor { glyph.chevronColor = tint }
            return glyph
        case .checkmark, .detail:
            let glyph = TableAccessoryGlyphView(
                type: accessory.accessoryType == .checkmark ? .checkmark : .detailButton)
            if let tint = accessory.tintColor { glyph.tintColor = tint }
            return glyph
        default:
            let glyph = ListAccessoryGlyphView(type: accessory.accessoryType)
            glyph.color = accessory.tintColor
            glyph.discColor = accessory.backgroundColor
            return glyph
        }
    }

    /// The accessory's own size at the current traits.
    private func naturalSize(of accessory: UICellAccessory, view: UIView) -> CGSize {
        switch accessory.kind {
        case .customView(let custom, let fixed):
            if fixed { return custom.frame.size }
            let intrinsic = custom.intrinsicContentSize
            return CGSize(
                width: intrinsic.width >= 0 ? intrinsic.width : custom.frame.width,
                height: intrinsic.height >= 0 ? intrinsic.height : custom.frame.height)
        case .label(_, let font, let adjusts):
            let label = view as! UILabel
            let body = UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
            label.font = font.map { adjusts ? $0.adjusted(for: traitCollection) : $0 } ?? body
            let size = label.sizeThatFits(
                CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        case .glyph:
            if let table = view as? TableAccessoryGlyphView { return TableAccessoryGlyphView.size(of: table.type) }
            return ListAccessoryGlyphView.size(of: accessory.accessoryType)
        }
    }

    private struct Slots {
        var frames: [CGRect?] = []
        var content = CGRect.zero
    }

    /// Accessory and content-view frames for a cell `width` × `height`, in left-to-right coordinates. Leading
    /// accessories start at the cell margin after the safe area and the indentation, trailing ones end at the
    /// margin before the safe area; the content view spans what is between, its text a margin inside it.
    private func slots(width: CGFloat, height: CGFloat) -> Slots {
        let context = listContext
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safeLeading = rtl ? context?.safeRight ?? 0 : context?.safeLeft ?? 0
        let safeTrailing = rtl ? context?.safeLeft ?? 0 : context?.safeRight ?? 0
        let indentation = CGFloat(max(0, indentationLevel)) * indentationWidth
        let editing = context?.isEditing ?? false
        var slots = Slots(frames: Array(repeating: nil, count: accessories.count))
        var leading = safeLeading + (indentsAccessories ? indentation : 0)
        var x = leading + ListMetrics.cellMargin
        var any = false
        for (index, accessory) in accessories.enumerated()
        where accessory.isLeading && accessory.isDisplayed(editing: editing) && index < accessoryViews.count {
            let size = naturalSize(of: accessory, view: accessoryViews[index])
            let slot = slotWidth(accessory, natural: size.width)
            slots.frames[index] = CGRect(
                x: x + (slot - size.width) / 2, y: ((height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
            x += slot + ListMetrics.accessorySpacing
            any = true
        }
        if any {
            leading = x - ListMetrics.accessorySpacing + ListMetrics.contentAccessoryPadding - ListMetrics.cellMargin
        }
        if !indentsAccessories { leading += indentation }
        var trailing = width - safeTrailing
        x = trailing - ListMetrics.cellMargin
        any = false
        for (index, accessory) in accessories.enumerated().reversed()
        where !accessory.isLeading && accessory.isDisplayed(editing: editing) && index < accessoryViews.count {
            let size = naturalSize(of: accessory, view: accessoryViews[index])
            let slot = slotWidth(accessory, natural: size.width)
            slots.frames[index] = CGRect(
                x: x - slot + (slot - size.width) / 2, y: ((height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
            x -= slot + ListMetrics.accessorySpacing
            any = true
        }
        if any {
            trailing = x + ListMetrics.accessorySpacing - ListMetrics.contentAccessoryPadding + ListMetrics.cellMargin
        }
        slots.content = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
        return slots
    }

    private func slotWidth(_ accessory: UICellAccessory, natural: CGFloat) -> CGFloat {
        switch accessory.reservedLayoutWidth {
        case .standard, .actual: natural
        case .custom(let width): max(width, natural)
        }
    }

    private func mirrored(_ frame: CGRect, in width: CGFloat) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frame }
        return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    // MARK: Self-sizing

    /// Rows are at least the standard height (44 at Large, uikit-facts-breadth §2.1) and tall enough for their
    /// accessories with the content's vertical margins; headers and footers are as tall as their content.
    override func fittingHeight(of list: UIListContentView, cellWidth: CGFloat) -> CGFloat {
        let content = slots(width: cellWidth, height: 0).content
        list.inheritedHorizontalMargins = (ListMetrics.cellMargin, ListMetrics.cellMargin)
        var height = list.sizeThatFits(CGSize(width: content.width, height: 0)).height.rounded(.up)
        if listContext?.role == .cell || listContext?.role == .headerItem {
            height = max(height, ListMetrics.minimumRowHeight(for: traitCollection.preferredContentSizeCategory))
            let editing = listContext?.isEditing ?? false
            for (accessory, view) in zip(accessories, accessoryViews) where accessory.isDisplayed(editing: editing) {
                let margin = ListContentMetrics.cellVerticalMargin / 2
                height = max(height, naturalSize(of: accessory, view: view).height + 2 * margin)
            }
        }
        return height
    }

    open override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        guard configuredContentView == nil, listContext != nil,
            layoutAttributes.fittingPriorities?.horizontal == .required
        else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        // Content of the app's own: measured by its constraints at the content view's width.
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let content = slots(width: layoutAttributes.size.width, height: 0).content
        var height = contentView.systemLayoutSizeFitting(
            CGSize(width: content.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
        if listContext?.role == .cell || listContext?.role == .headerItem {
            height = max(height, ListMetrics.minimumRowHeight(for: traitCollection.preferredContentSizeCategory))
        }
        attributes.size.height = height
        return attributes
    }

    // MARK: Layout

    open override func layoutSubviews() {
        let slots = self.slots(width: bounds.width, height: bounds.height)
        contentView.frame = mirrored(slots.content, in: bounds.width)
        super.layoutSubviews()
        for (index, view) in accessoryViews.enumerated() {
            guard index < accessories.count, let frame = slots.frames[index] else {
                view.isHidden = true
                continue
            }
            view.isHidden = accessories[index].isHidden
            view.frame = mirrored(frame, in: bounds.width)
            if let glyph = view as? ListAccessoryGlyphView {
                glyph.isSelected = isSelected
                glyph.isExpanded = configurationState.isExpanded
            }
        }
        layoutSeparators(content: slots.content)
    }

    /// The text's leading edge in left-to-right cell coordinates: where automatic separator insets start.
    private func textLeading(content: CGRect) -> CGFloat {
        if let list = configuredContentView as? UIListContentView {
            list.layoutIfNeeded()
            let label = list.textLayoutLabel.isHidden ? list.secondaryTextLayoutLabel : list.textLayoutLabel
            if !label.isHidden {
                let frame = label.frame
                let x =
                    effectiveUserInterfaceLayoutDirection == .rightToLeft ? list.bounds.width - frame.maxX : frame.minX
                return content.minX + x
            }
        }
        return content.minX + ListMetrics.cellMargin
    }

    /// Bottom separators under rows, aligned with the text (automatic insets); none under the last row of an
    /// inset-grouped section and full width under a grouped section's last row, as in tables.
    private func layoutSeparators(content: CGRect) {
        let scale = max(1, traitCollection.displayScale)
        let hairline = 1 / scale
        guard let context = listContext, context.role == .cell || context.role == .headerItem, context.showsSeparators
        else {
            bottomSeparator.isHidden = true
            topSeparator.isHidden = true
            return
        }
        let separator = context.separator
        let automaticLeading = textLeading(content: content)
        separatorLeadingInset = automaticLeading
        separatorGuideLeading?.constant = automaticLeading
        func place(_ view: UIView, y: CGFloat, insets: NSDirectionalEdgeInsets, fullWidth: Bool) {
            let automatic = insets == UIListSeparatorConfiguration.automaticInsets
            let leading = automatic ? (fullWidth ? 0 : automaticLeading) : insets.leading
            let trailing = automatic ? 0 : insets.trailing
            view.backgroundColor = separator.color
            view.frame = mirrored(
                CGRect(x: leading, y: y, width: max(0, bounds.width - leading - trailing), height: hairline),
                in: bounds.width)
            bringSubviewToFront(view)
        }
        let lastOfInset = context.isLastInSection && context.appearance.isInset
        let bottomVisible: Bool =
            switch separator.bottomSeparatorVisibility {
            case .visible: true
            case .hidden: false
            case .automatic: !lastOfInset
            }
        bottomSeparator.isHidden = !bottomVisible
        if bottomVisible {
            let fullWidth = context.appearance == .grouped && context.isLastInSection
            place(
                bottomSeparator, y: bounds.height - hairline, insets: separator.bottomSeparatorInsets,
                fullWidth: fullWidth)
        }
        topSeparator.isHidden = separator.topSeparatorVisibility != .visible
        if !topSeparator.isHidden {
            place(topSeparator, y: 0, insets: separator.topSeparatorInsets, fullWidth: false)
        }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        indentationLevel = 0
    }
}
