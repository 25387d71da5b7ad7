import Foundation

/// A search field on a bar, with an optional prompt above, Cancel button beside and scope bar below. Standalone it
/// is 56 tall (`SearchMetrics`); a navigation item's search bar is laid out by its navigation bar, in the row below
/// the title, with no background of its own.
open class UISearchBar: UIView {
    public enum Style: UInt, Sendable {
        case `default` = 0
        case prominent = 1
        case minimal = 2
    }

    public enum Icon: Int, Sendable {
        case search = 0
        case clear = 1
        case bookmark = 2
        case resultsList = 3
    }

    public let searchTextField = UISearchTextField(frame: .zero)
    open weak var delegate: (any UISearchBarDelegate)?

    open var text: String? {
        get { searchTextField.text }
        set {
            searchTextField.text = newValue
            setNeedsLayout()
        }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var prompt: String? { didSet { contentDidChange() } }
    open var barStyle: UIBarStyle = .default
    open var searchBarStyle: Style = .default { didSet { contentDidChange() } }
    open var barTintColor: UIColor? { didSet { contentDidChange() } }
    open var isTranslucent = true
    open var backgroundImage: UIImage? { didSet { contentDidChange() } }
    open var showsBookmarkButton = false { didSet { contentDidChange() } }
    open var showsCancelButton = false { didSet { contentDidChange() } }
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var scopeButtonTitles: [String]? { didSet { contentDidChange() } }
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex } }
    open var showsScopeBar = false { didSet { contentDidChange() } }
    open var isEnabled = true { didSet { searchTextField.isEnabled = isEnabled } }
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }
    open var searchFieldBackgroundPositionAdjustment = UIOffset.zero
    open var searchTextPositionAdjustment = UIOffset.zero
    /// `setPositionAdjustment(_:for:)`: kept, not drawn.
    private var iconPositionAdjustments: [Icon: UIOffset] = [:]

    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        iconPositionAdjustments[icon] = adjustment
    }

    open func positionAdjustment(for icon: Icon) -> UIOffset { iconPositionAdjustments[icon] ?? .zero }
    // Text input traits, forwarded to the field as UIKit does.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }

    /// The controller whose bar this is (UISearchController makes it).
    weak var searchController: UISearchController? { didSet { contentDidChange() } }

    package override var drawingProblem: String? {
        if let problem = super.drawingProblem { return problem }
        guard let searchController, searchController.isActive else { return nil }
        return "belongs to an active UISearchController, whose presentation over the content (dimming, results "
            + "controller, moved search bar) is not drawn yet: snapshot it with isActive = false"
    }
    /// Set by a navigation bar that lays this bar out in its search row: no background, the field at the bar's
    /// side margin, the bar's row height.
    package internal(set) var isInNavigationBar = false {
        didSet { if isInNavigationBar != oldValue { contentDidChange() } }
    }

    let backgroundView = UIView()
    private(set) var promptLabel: UILabel?
    private(set) var cancelButton: UIButton?
    private(set) var scopeBar: UISegmentedControl?
    private var imageOverrides: [Int: UIImage] = [:]

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(searchTextField)
        searchTextField.font = .systemFont(ofSize: 17)
        contentDidChange()
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        imageOverrides[icon.rawValue] = iconImage
    }

    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { imageOverrides[icon.rawValue] }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        contentDidChange()
    }

    /// Whether the Cancel button shows: asked for, or the controller is active and shows it automatically.
    var displaysCancelButton: Bool {
        if showsCancelButton { return true }
        guard let searchController else { return false }
        return searchController.isActive && searchController.automaticallyShowsCancelButton
    }

    var displaysScopeBar: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty && !isInNavigationBar }

    func contentDidChange() {
        let background: UIColor? =
            if isInNavigationBar || searchBarStyle == .minimal { nil } else { barTintColor ?? BarMetrics.materialColor }
        backgroundView.backgroundColor = background
        backgroundView.isHidden = background == nil

        if let prompt {
            let label = promptLabel ?? UILabel()
            label.text = prompt
            label.font = BarMetrics.promptFont
            label.textColor = .label
            label.textAlignment = .center
            if label.superview !== self { addSubview(label) }
            promptLabel = label
        } else {
            promptLabel?.removeFromSuperview()
            promptLabel = nil
        }

        if displaysCancelButton {
            let button = cancelButton ?? UIButton(type: .system)
            button.setTitle("Cancel", for: .normal)
            button.titleLabel?.font = BarMetrics.buttonFont
            if button.superview !== self { addSubview(button) }
            cancelButton = button
        } else {
            cancelButton?.removeFromSuperview()
            cancelButton = nil
        }

        if displaysScopeBar, let titles = scopeButtonTitles {
            scopeBar?.removeFromSuperview()
            let control = UISegmentedControl(items: titles)
            control.selectedSegmentIndex = min(max(selectedScopeButtonIndex, 0), titles.count - 1)
            addSubview(control)
            scopeBar = control
        } else {
            scopeBar?.removeFromSuperview()
            scopeBar = nil
        }

        if showsBookmarkButton {
            if !(searchTextField.rightView is BarGlyphView) {
                let bookmark = BarGlyphView(glyph: .book, size: SearchMetrics.iconSize)
                bookmark.glyphColor = SearchMetrics.iconColor
                searchTextField.rightView = bookmark
            }
            searchTextField.rightViewMode = .always
        } else if searchTextField.rightView is BarGlyphView {
            searchTextField.rightView = nil
            searchTextField.rightViewMode = .never
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Metrics

    /// The field's row: 56 standalone, the navigation bar's search row inside one.
    var rowHeight: CGFloat {
        isInNavigationBar ? SearchMetrics.navigationBarRowHeight(traitCollection) : SearchMetrics.standaloneHeight
    }

    var preferredHeight: CGFloat {
        var height = rowHeight
        if prompt != nil { height += BarMetrics.promptHeight }
        if displaysScopeBar { height += SearchMetrics.scopeBarRowHeight }
        return height
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: preferredHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }

    // MARK: Layout

    /// Worked out from the leading edge, mirrored for right-to-left layouts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        backgroundView.frame = CGRect(origin: .zero, size: b.size)
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let safe = safeAreaInsets
        let side =
            isInNavigationBar ? BarMetrics.sideMargin(traitCollection) : SearchMetrics.standaloneSideInset
        let leading = (rtl ? safe.right : safe.left) + side
        let trailingInset = (rtl ? safe.left : safe.right) + side

        func place(_ view: UIView, x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
            view.frame = CGRect(x: rtl ? b.width - x - width : x, y: y, width: width, height: height)
        }

        var y: CGFloat = 0
        if let promptLabel {
            place(
                promptLabel, x: leading, y: 0, width: max(0, b.width - leading - trailingInset),
                height: BarMetrics.promptHeight)
            y += BarMetrics.promptHeight
        }
        let fieldHeight = SearchMetrics.fieldHeight(traitCollection)
        var fieldEnd = b.width - trailingInset
        if let cancelButton {
            let width = cancelButton.intrinsicContentSize.width.rounded(.up)
            place(cancelButton, x: fieldEnd - width, y: y, width: width, height: rowHeight)
            fieldEnd -= width + SearchMetrics.cancelButtonGap
        }
        place(
            searchTextField, x: leading, y: y + ((rowHeight - fieldHeight) / 2).rounded(),
            width: max(0, fieldEnd - leading), height: fieldHeight)
        y += rowHeight
        if let scopeBar {
            let height = scopeBar.intrinsicContentSize.height
            place(
                scopeBar, x: leading, y: y + ((SearchMetrics.scopeBarRowHeight - height) / 2).rounded(),
                width: max(0, b.width - leading - trailingInset), height: height)
        }
    }
}
