import Foundation

/// A table row. The classic styles lay out `textLabel`, `detailTextLabel` and `imageView` inside
/// `contentView` by frames, as UIKit's cells do, with the fonts and colours of uikit-facts-breadth §2.3.
open class UITableViewCell: UIView {
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    public let style: CellStyle
    open private(set) var reuseIdentifier: String?
    private let contentViewStorage = UIView(frame: .zero)
    /// Get-only and overridable, as UIKit declares it.
    open var contentView: UIView { contentViewStorage }
    open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    open var accessoryView: UIView? { didSet { updateAccessory() } }
    open var selectionStyle: SelectionStyle = .default
    /// Not optional, as in UIKit: until it is set the cell uses its table's inset.
    open var separatorInset: UIEdgeInsets {
        get { separatorInsetStorage ?? tableContext.separatorInset }
        set { separatorInsetStorage = newValue }
    }
    private var separatorInsetStorage: UIEdgeInsets?
    /// Setting it calls `setSelected(_:animated:)` without animation, as UIKit does, so an override of either sees
    /// every change; the table calls `setSelected(_:animated:)` as it selects, deselects and shows rows.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    /// Setting it calls `setHighlighted(_:animated:)`. UIKit highlights a row while a finger is down on it;
    /// nothing touches here, so only app code highlights.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Setting it calls `setEditing(_:animated:)`; the table calls that on its cells when it enters or leaves
    /// editing, and on each cell it shows while editing.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var selectedStorage = false
    private var highlightedStorage = false
    private var editingStorage = false
    /// Shows the reorder control at the trailing edge while editing, in place of the accessory, when the table's
    /// data source lets the row move (`tableView(_:canMoveRowAt:)`).
    open var showsReorderControl = false { didSet { updateAccessory() } }
    /// Whether the content view moves past the edit control while editing; the table's delegate can say no too
    /// (`tableView(_:shouldIndentWhileEditingRowAt:)`).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Replace `accessoryType` and `accessoryView` while editing, as in UIKit (none by default).
    open var editingAccessoryType: AccessoryType = .none { didSet { updateAccessory() } }
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView, oldValue === shownAccessoryView { oldValue?.removeFromSuperview() }
            updateAccessory()
        }
    }
    /// Moves the classic content (image and labels) and a list content view's text toward the trailing edge by
    /// `indentationLevel × indentationWidth`; content the app lays out in `contentView` stays.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    open var indentationWidth = TableEditingMetrics.indentationWidth { didSet { setNeedsLayout() } }
    /// The control the cell shows while editing, which the table takes from its delegate
    /// (`tableView(_:editingStyleForRowAt:)`); `.none` outside a table, as UIKit's default.
    open var editingStyle: EditingStyle { tableEditing.style }
    /// No swipe shows the delete-confirmation button here.
    open var showingDeleteConfirmation: Bool { false }
    /// The table's editing answers for this row, set before it tells the cell to edit.
    var tableEditing = TableCellEditing() {
        didSet { if tableEditing != oldValue { updateAccessory() } }
    }

    /// Behind every other subview, filling the cell, as in UIKit; nil by default here for every table style (the
    /// table's colours are the cell's `backgroundColor`).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            updateBackground()
        }
    }
    /// Shown while the cell is selected or highlighted (unless `selectionStyle` is `.none`), above `backgroundView`
    /// and behind the content, as UIKit adds it only then. When nil, the cell fills with the system's
    /// selection grey.
    open var selectedBackgroundView: UIView? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            updateBackground()
        }
    }

    /// The table's metrics for this row, set before each layout.
    var tableContext = TableCellContext() { didSet { setNeedsLayout() } }
    let separatorView = UIView(frame: .zero)
    private var glyphView: TableAccessoryGlyphView?
    /// The app's accessory or editing accessory view that is a subview now.
    private var shownAccessoryView: UIView?
    private var editControlView: ListAccessoryGlyphView?
    private var reorderControlView: ListAccessoryGlyphView?
    private var textLabelStorage: UILabel?
    private var detailLabelStorage: UILabel?
    private var imageViewStorage: UIImageView?
    private var defaultFonts: [ObjectIdentifier: UIFont] = [:]
    /// The background colour the table chose; a colour set by the app wins.
    var styleBackgroundColor: UIColor? { didSet { updateBackground() } }
    private var appBackgroundColor: UIColor?
    private var settingBackground = false
    private var configuredContentView: (UIView & UIContentView)?
    private var backgroundConfigurationView: BackgroundConfigurationView?

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(contentView)
        separatorView.isHidden = true
        addSubview(separatorView)
    }

    /// What `register(_:forCellReuseIdentifier:)` calls for a class.
    public required convenience init(reuseIdentifierForRegisteredClass identifier: String) {
        self.init(style: .default, reuseIdentifier: identifier)
    }

    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        addSubview(contentView)
        addSubview(separatorView)
    }

    open override var backgroundColor: UIColor? {
        didSet { if !settingBackground { appBackgroundColor = backgroundColor } }
    }

    // MARK: Configurations

    /// Replaces the classic labels: the configuration's view fills `contentView`. A later configuration the view
    /// `supports` is handed to it; another kind makes a new view.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { installContentConfiguration() }
    }

    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// Draws behind the content instead of `backgroundColor`; nil goes back to the table's background.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { updateBackground() }
    }

    /// The preset matching the cell style: subtitle → `subtitleCell()`, value1 and value2 → `valueCell()`,
    /// default → `cell()`.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The background preset for the table's style: plain → `listPlainCell()`, grouped styles → `listGroupedCell()`.
    open func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        tableContext.tableStyle == .plain ? .listPlainCell() : .listGroupedCell()
    }

    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        return state
    }

    open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }

    /// UIKit's hook for state changes; by default it updates the configurations for the state.
    open func updateConfiguration(using state: UICellConfigurationState) {
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            configuredContentView?.configuration = configuration.updated(for: state)
        }
        updateBackground()
    }

    private func stateDidChange() { setNeedsUpdateConfiguration() }

    private func installContentConfiguration() {
        let shown = contentConfiguration.map {
            automaticallyUpdatesContentConfiguration ? $0.updated(for: configurationState) : $0
        }
        configuredContentView = contentView.showContentConfiguration(shown, replacing: configuredContentView)
        setNeedsLayout()
    }

    open func prepareForReuse() {
        isSelected = false
        isHighlighted = false
    }

    /// The one place the selected state changes (UIKit's override point); `animated` changes nothing at rest.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        stateDidChange()
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        stateDidChange()
    }

    /// Shows or hides the editing controls and accessory, between `willTransition(to:)` and `didTransition(to:)`
    /// with the state the cell goes to (`.showingEditControl` while editing), as UIKit does.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        let state: StateMask = editing ? .showingEditControl : []
        willTransition(to: state)
        editingStorage = editing
        updateAccessory()
        stateDidChange()
        didTransition(to: state)
    }

    /// UIKit's hook before the cell's state changes; subclasses call super.
    open func willTransition(to state: StateMask) {}

    /// UIKit's hook once the cell's state has changed (animations here end at once).
    open func didTransition(to state: StateMask) {}

    // MARK: Classic content

    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = makeLabel(textStyle: style == .value2 ? .footnote : .body)
        label.textColor = style == .value2 ? tintColor : .label
        textLabelStorage = label
        return label
    }

    /// No detail label in the default style (uikit-facts-breadth §2.3).
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if let label = detailLabelStorage { return label }
        let textStyle: UIFont.TextStyle =
            switch style {
            case .value2: .footnote
            case .subtitle: .caption1
            default: .body
            }
        let label = makeLabel(textStyle: textStyle)
        label.textColor = style == .value1 ? .secondaryLabel : .label
        detailLabelStorage = label
        return label
    }

    open var imageView: UIImageView? {
        if let view = imageViewStorage { return view }
        let view = UIImageView(frame: .zero)
        contentView.addSubview(view)
        imageViewStorage = view
        return view
    }

    private func makeLabel(textStyle: UIFont.TextStyle) -> UILabel {
        let label = UILabel()
        let font = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
        label.font = font
        defaultFonts[ObjectIdentifier(label)] = font
        textStyles[ObjectIdentifier(label)] = textStyle
        contentView.addSubview(label)
        return label
    }
    private var textStyles: [ObjectIdentifier: UIFont.TextStyle] = [:]

    /// Default fonts follow the cell's content size category; fonts the app set stay.
    private func refreshDefaultFonts() {
        for label in [textLabelStorage, detailLabelStorage].compactMap({ $0 }) {
            let key = ObjectIdentifier(label)
            guard let old = defaultFonts[key], label.font === old, let textStyle = textStyles[key] else { continue }
            let font = UIFont.preferredFont(forTextStyle: textStyle, compatibleWith: traitCollection)
            if font.pointSize != old.pointSize {
                label.font = font
                defaultFonts[key] = font
            }
        }
    }

    private var hasClassicContent: Bool {
        textLabelStorage?.text?.isEmpty == false || detailLabelStorage?.text?.isEmpty == false
            || imageViewStorage?.image != nil
    }

    /// Whether the content view holds Auto Layout content of the app's own (then it sizes the row).
    private var hasConstrainedContent: Bool {
        !contentView.constraints.isEmpty
            || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    // MARK: Accessory

    /// While editing the editing accessory takes the accessory's place, as UIKit does.
    private var shownAccessory: (view: UIView?, type: AccessoryType) {
        editingStorage ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    private var showsEditControl: Bool { editingStorage && tableEditing.style != .none }
    private var showsReorder: Bool { editingStorage && showsReorderControl && tableEditing.canMove }

    private func updateAccessory() {
        glyphView?.removeFromSuperview()
        glyphView = nil
        let (view, type) = shownAccessory
        if shownAccessoryView !== view, shownAccessoryView?.superview === self {
            shownAccessoryView?.removeFromSuperview()
        }
        shownAccessoryView = view
        if let view {
            if view.superview !== self { addSubview(view) }
        } else if type != .none {
            let glyph = TableAccessoryGlyphView(type: type)
            addSubview(glyph)
            glyphView = glyph
        }
        updateEditingControls()
        setNeedsLayout()
    }

    /// The delete and insert discs and the reorder grip are the list cells' glyphs, so tables and lists look alike.
    private func updateEditingControls() {
        let controlType: UICellAccessory.AccessoryType? =
            switch tableEditing.style {
            case .delete: .delete
            case .insert: .insert
            case .none: nil
            }
        if !showsEditControl || editControlView?.type != controlType {
            editControlView?.removeFromSuperview()
            editControlView = nil
        }
        if showsEditControl, editControlView == nil, let controlType {
            let control = ListAccessoryGlyphView(type: controlType)
            addSubview(control)
            editControlView = control
        }
        if showsReorder, reorderControlView == nil {
            let control = ListAccessoryGlyphView(type: .reorder)
            addSubview(control)
            reorderControlView = control
        } else if !showsReorder {
            reorderControlView?.removeFromSuperview()
            reorderControlView = nil
        }
    }

    private var accessorySize: CGSize {
        let (view, type) = shownAccessory
        if let view { return view.frame.size }
        return TableAccessoryGlyphView.size(of: type)
    }

    // MARK: Layout

    private func updateBackground() {
        settingBackground = true
        defer { settingBackground = false }
        if var configuration = backgroundConfiguration {
            if automaticallyUpdatesBackgroundConfiguration && selectionStyle != .none {
                configuration = configuration.updated(for: configurationState)
            }
            if let view = backgroundConfigurationView {
                view.configuration = configuration
            } else {
                let view = BackgroundConfigurationView(configuration: configuration)
                insertSubview(view, at: 0)
                backgroundConfigurationView = view
            }
            super.backgroundColor = nil
            // A background configuration replaces the background views, as in UIKit.
            backgroundView?.removeFromSuperview()
            selectedBackgroundView?.removeFromSuperview()
            return
        }
        backgroundConfigurationView?.removeFromSuperview()
        backgroundConfigurationView = nil
        if let backgroundView, backgroundView.superview !== self { insertSubview(backgroundView, at: 0) }
        let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
        if let selectedBackgroundView {
            if showsSelection {
                insertSubview(selectedBackgroundView, at: backgroundView?.superview === self ? 1 : 0)
            } else {
                selectedBackgroundView.removeFromSuperview()
            }
        }
        if showsSelection && selectedBackgroundView == nil {
            super.backgroundColor = TableMetrics.selectedBackgroundColor
        } else {
            super.backgroundColor = appBackgroundColor ?? styleBackgroundColor
        }
        if backgroundView != nil || selectedBackgroundView != nil { setNeedsLayout() }
    }

    private var margins: (top: CGFloat, bottom: CGFloat) {
        let font = textLabelStorage?.font ?? UIFont.preferredFont(forTextStyle: .body, compatibleWith: traitCollection)
        let margin = TableMetrics.verticalContentMargin(style: style, font: font)
        return (margin, margin)
    }

    /// The content view and the controls for a cell `width` × `height`, in left-to-right coordinates: what the
    /// safe area, the accessory and, while editing, the edit and reorder controls leave (`TableEditingMetrics`).
    /// Without a control the content view spans the safe area and its text keeps the cell margins; a control or
    /// accessory ends the content view at its edge and the text keeps that control's padding.
    private func slots(width: CGFloat, height: CGFloat) -> TableCellSlots {
        let context = tableContext
        var slots = TableCellSlots()
        var leading = context.contentLeadingInset
        slots.innerLeading = context.leadingMargin - context.contentLeadingInset
        if showsEditControl {
            let size = TableEditingMetrics.editControlSize
            let x = context.contentLeadingInset + TableEditingMetrics.editControlLeading
            slots.editControl = CGRect(
                x: x, y: ((height - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        if editingStorage && tableEditing.indents && shouldIndentWhileEditing {
            leading =
                context.contentLeadingInset + TableEditingMetrics.editControlLeading
                + TableEditingMetrics.editControlSize.width
            slots.innerLeading = TableEditingMetrics.contentEditPadding
        }
        var trailing = context.contentTrailingInset
        slots.innerTrailing = context.trailingMargin - context.contentTrailingInset
        // Distance from the trailing edge to where the next control ends.
        var edge = context.trailingMargin
        if showsReorder {
            let size = TableEditingMetrics.reorderControlSize
            slots.reorderControl = CGRect(
                x: width - edge - size.width, y: ((height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
            trailing = edge + size.width
            slots.innerTrailing = TableEditingMetrics.contentReorderPadding
            edge = trailing + TableEditingMetrics.contentReorderPadding
        }
        let accessory = accessorySize
        if accessory.width > 0 {
            slots.accessory = CGRect(
                x: width - edge - accessory.width, y: (height - accessory.height) / 2, width: accessory.width,
                height: accessory.height)
            trailing = edge + accessory.width
            slots.innerTrailing = TableMetrics.contentAccessoryPadding
        }
        slots.content = CGRect(x: leading, y: 0, width: max(0, width - leading - trailing), height: height)
        slots.innerLeading = max(0, slots.innerLeading) + CGFloat(max(0, indentationLevel)) * indentationWidth
        slots.innerTrailing = max(0, slots.innerTrailing)
        return slots
    }

    private func mirrored(_ frame: CGRect, in width: CGFloat) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return frame }
        return CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
    }

    /// Leading/trailing margins inside the content view (uikit-facts-breadth §2.3: the cell margin; with an accessory
    /// the trailing one is the content ↔ accessory padding, beside an editing control that control's padding).
    private var innerMargins: (leading: CGFloat, trailing: CGFloat) {
        let slots = slots(width: bounds.width, height: bounds.height)
        return (slots.innerLeading, slots.innerTrailing)
    }

    /// The row height this cell wants at `width` (self-sizing rows, `UITableView.automaticDimension`).
    func fittingHeight(width: CGFloat) -> CGFloat {
        refreshDefaultFonts()
        let content = slots(width: width, height: 0).content
        if let configured = configuredContentView {
            let minimum = TableMetrics.standardRowHeight(for: traitCollection.preferredContentSizeCategory)
            return max(minimum, fittingHeight(of: configured, width: content.width).rounded(.up))
        }
        if hasConstrainedContent {
            let size = contentView.systemLayoutSizeFitting(
                CGSize(width: content.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return size.height
        }
        let minimum = TableMetrics.standardRowHeight(for: traitCollection.preferredContentSizeCategory)
        guard hasClassicContent else { return minimum }
        let frames = classicFrames(contentWidth: content.width, contentHeight: nil)
        let bottom = frames.map(\.maxY).max() ?? 0
        return max(minimum, (bottom + margins.bottom).rounded(.up))
    }

    /// A list content view measures itself; another content view by its constraints, or keeps its height.
    private func fittingHeight(of view: UIView & UIContentView, width: CGFloat) -> CGFloat {
        if let list = view as? UIListContentView {
            list.inheritedHorizontalMargins = innerMargins
            return list.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if !view.constraints.isEmpty || view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints })
        {
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        return view.frame.height
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        refreshDefaultFonts()
        let context = tableContext
        let slots = slots(width: bounds.width, height: bounds.height)
        contentView.frame = mirrored(slots.content, in: bounds.width)
        backgroundConfigurationView?.place(
            in: bounds, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        for view in [backgroundView, selectedBackgroundView] where view?.superview === self {
            view?.frame = bounds
        }
        if let configured = configuredContentView {
            (configured as? UIListContentView)?.inheritedHorizontalMargins = innerMargins
            configured.frame = contentView.bounds
        }
        if let frame = slots.accessory, let view = shownAccessoryView ?? glyphView {
            view.frame = mirrored(frame, in: bounds.width)
        }
        if let frame = slots.editControl { editControlView?.frame = mirrored(frame, in: bounds.width) }
        if let frame = slots.reorderControl { reorderControlView?.frame = mirrored(frame, in: bounds.width) }
        if hasClassicContent && configuredContentView == nil {
            let frames = classicFrames(contentWidth: contentView.bounds.width, contentHeight: contentView.bounds.height)
            let views: [UIView?] = [imageViewStorage, textLabelStorage, detailLabelStorage]
            for (view, frame) in zip(views, frames) {
                view?.frame = mirrored(frame, in: contentView.bounds.width)
            }
        }
        let scale = max(1, traitCollection.displayScale)
        var inset = separatorInsetStorage ?? context.separatorInset
        // Choice: an inset separator moves with the content while editing indents it, so it still starts under
        // the text; a full-width one stays full width.
        if inset.left > 0 { inset.left += slots.content.minX - context.contentLeadingInset }
        let hairline = 1 / scale
        separatorView.backgroundColor = context.separatorColor
        separatorView.isHidden = !context.showsSeparator
        separatorView.frame = mirrored(
            CGRect(
                x: inset.left, y: bounds.height - hairline, width: max(0, bounds.width - inset.left - inset.right),
                height: hairline), in: bounds.width)
        bringSubviewToFront(separatorView)
    }

    /// Value cells stack their labels at accessibility sizes (UIKit does; `TableMetrics.stacksValueLabels`).
    private var stacksValueLabels: Bool {
        (style == .value1 || style == .value2)
            && TableMetrics.stacksValueLabels(for: traitCollection.preferredContentSizeCategory)
    }

    /// Frames of image, text and detail (in that order, zero when absent) in left-to-right content coordinates.
    /// `contentHeight` nil measures from the top margin; otherwise the block is centred vertically.
    private func classicFrames(contentWidth: CGFloat, contentHeight: CGFloat?) -> [CGRect] {
        let (leading, trailing) = innerMargins
        var x = leading
        var imageFrame = CGRect.zero
        if let image = imageViewStorage?.image {
            imageFrame = CGRect(origin: CGPoint(x: x, y: 0), size: image.size)
            x += image.size.width + TableMetrics.cellMargin
        }
        let available = max(0, contentWidth - x - trailing)
        func size(_ label: UILabel?, _ width: CGFloat) -> CGSize {
            guard let label, label.text?.isEmpty == false else { return .zero }
            let fit = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
            return CGSize(width: min(width, fit.width.rounded(.up)), height: fit.height.rounded(.up))
        }
        var text = CGRect.zero
        var detail = CGRect.zero
        switch style {
        case .default:
            text = CGRect(
                origin: CGPoint(x: x, y: 0),
                size: CGSize(width: available, height: size(textLabelStorage, available).height))
        case .subtitle:
            let t = size(textLabelStorage, available)
            let d = size(detailLabelStorage, available)
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            let gap = d.height > 0 && t.height > 0 ? TableMetrics.textToSubtitlePadding : 0
            detail = CGRect(x: x, y: t.height + gap, width: available, height: d.height)
        case .value1 where stacksValueLabels, .value2 where stacksValueLabels:
            // At accessibility sizes UIKit stacks the detail under the text instead of truncating either.
            let t = size(textLabelStorage, available)
            let d = size(detailLabelStorage, available)
            text = CGRect(x: x, y: 0, width: available, height: t.height)
            let gap = d.height > 0 && t.height > 0 ? TableMetrics.textToSubtitlePadding : 0
            detail = CGRect(x: x, y: t.height + gap, width: available, height: d.height)
        case .value1, .value2:
            // Choice: the detail keeps its natural width up to half the row; the text takes the rest.
            let d = size(detailLabelStorage, available / 2)
            let gap: CGFloat = d.width > 0 ? 8 : 0
            let textWidth = max(0, available - d.width - gap)
            let t = size(textLabelStorage, textWidth)
            if style == .value1 {
                text = CGRect(x: x, y: 0, width: textWidth, height: t.height)
                detail = CGRect(x: x + available - d.width, y: 0, width: d.width, height: d.height)
            } else {
                text = CGRect(x: x, y: 0, width: t.width, height: t.height)
                detail = CGRect(x: x + t.width + gap, y: 0, width: max(0, available - t.width - gap), height: d.height)
            }
        }
        let stacked = style == .subtitle || stacksValueLabels
        let blockHeight: CGFloat =
            stacked
            ? max(detail.maxY, imageFrame.height) : max(text.height, detail.height, imageFrame.height)
        let top: CGFloat
        if let contentHeight {
            top = ((contentHeight - blockHeight) / 2).rounded()
        } else {
            top = margins.top
        }
        func placed(_ frame: CGRect, height: CGFloat) -> CGRect {
            guard frame != .zero else { return .zero }
            if stacked && frame != imageFrame { return frame.offsetBy(dx: 0, dy: top) }
            return frame.offsetBy(dx: 0, dy: top + ((blockHeight - height) / 2).rounded())
        }
        return [
            placed(imageFrame, height: imageFrame.height), placed(text, height: text.height),
            placed(detail, height: detail.height),
        ]
    }
}

/// What a table tells a cell about its row: horizontal metrics measured from the cell's edges and the separator.
struct TableCellContext {
    /// Where the text starts and ends, from the cell's leading/trailing edge.
    var leadingMargin = TableMetrics.cellMargin
    var trailingMargin = TableMetrics.cellMargin
    /// The content view's inset from the cell's edges (the safe area, `insetsContentViewsToSafeArea`).
    var contentLeadingInset: CGFloat = 0
    var contentTrailingInset: CGFloat = 0
    var separatorInset = UIEdgeInsets(top: 0, left: TableMetrics.cellMargin, bottom: 0, right: 0)
    var separatorColor: UIColor? = .separator
    var showsSeparator = false
    var tableStyle = UITableView.Style.plain
}
