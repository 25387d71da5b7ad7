import Foundation

/// A one-line text field: text or placeholder shown by a label, optional border and side views.
/// Editing (keyboard input) is out of scope; text is set in code.
open class UITextField: UIControl {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    private let displayLabel = TextFieldLabel()
    private var plainText: String?
    private var attributedStorage: NSAttributedString?

    open var text: String? {
        get { attributedStorage?.string ?? plainText ?? "" }
        set {
            plainText = newValue
            attributedStorage = nil
            contentDidChange()
        }
    }

    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? NSAttributedString(string: plainText ?? "") }
        set {
            attributedStorage = newValue?.copy() as? NSAttributedString
            plainText = newValue?.string
            contentDidChange()
        }
    }

    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    open var attributedPlaceholder: NSAttributedString? { didSet { contentDidChange() } }

    /// Body (17) by default (uikit-facts-breadth §4); nil resets it.
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .preferredFont(forTextStyle: .body)
            contentDidChange()
        }
    }
    private var fontStorage = UIFont.preferredFont(forTextStyle: .body)
    /// Black by default (uikit-facts-breadth §4: "text colour default black"), here `.label`, black in light mode.
    open var textColor: UIColor? { didSet { contentDidChange() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    open var borderStyle: BorderStyle = .none { didSet { contentDidChange() } }
    open var clearButtonMode: ViewMode = .never { didSet { contentDidChange() } }
    open var leftView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            contentDidChange()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { contentDidChange() } }
    open var rightView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            contentDidChange()
        }
    }
    open var rightViewMode: ViewMode = .never { didSet { contentDidChange() } }
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    open var adjustsFontForContentSizeCategory = false { didSet { contentDidChange() } }
    open var isEditing: Bool { false }
    open var clearsOnBeginEditing = false
    open weak var delegate: (any UITextFieldDelegate)?
    // Text input traits (UITextInputTraits.swift): kept, as no keyboard shows.
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var textContentType: UITextContentType?
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
    open var smartQuotesType = UITextSmartQuotesType.default
    open var smartDashesType = UITextSmartDashesType.default
    open var enablesReturnKeyAutomatically = false
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }
    private var inputViewStorage: UIView?
    private var inputAccessoryViewStorage: UIView?

    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        displayLabel.field = self
        displayLabel.numberOfLines = 1
        addSubview(displayLabel)
        contentVerticalAlignment = .center
        contentDidChange()
    }

    /// The bullet each character shows as when `isSecureTextEntry` is on.
    static let secureBullet: Character = "•"

    /// What the field shows: its text (as bullets when secure) or, when empty, the placeholder in
    /// placeholderText (uikit-facts-breadth §5).
    var isShowingPlaceholder: Bool { (text ?? "").isEmpty }

    var displayedLabel: UILabel { displayLabel }

    /// The placeholder's colour: placeholderText; a search field's is secondaryLabel (`SearchMetrics`).
    var placeholderTextColor: UIColor { .placeholderText }

    private func contentDidChange() {
        displayLabel.font = fontStorage
        displayLabel.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
        displayLabel.textAlignment = textAlignment
        if isShowingPlaceholder {
            // Typeset as attributed text is: its runs keep their colours, fonts, kern and paragraph style; what
            // they lack comes from the field (its font, the placeholder colour).
            displayLabel.attributedText = attributedPlaceholder
            displayLabel.textColor = placeholderTextColor
        } else if isSecureTextEntry {
            displayLabel.text = String(repeating: UITextField.secureBullet, count: (text ?? "").count)
            displayLabel.textColor = textColor ?? .label
        } else if let attributedStorage {
            displayLabel.attributedText = attributedStorage
            displayLabel.textColor = textColor ?? .label
        } else {
            displayLabel.text = text
            displayLabel.textColor = textColor ?? .label
        }
        displayLabel.isEnabled = isEnabled
        for side in [leftView, rightView].compactMap({ $0 }) where side.superview !== self { addSubview(side) }
        leftView?.isHidden = !shows(leftViewMode)
        rightView?.isHidden = !shows(rightViewMode)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func controlStateDidChange() {
        displayLabel.isEnabled = isEnabled
        super.controlStateDidChange()
    }

    /// Nothing is ever being edited here, so `whileEditing` hides and `unlessEditing` shows.
    private func shows(_ mode: ViewMode) -> Bool { mode == .always || mode == .unlessEditing }

    /// The clear button shows only over text, and only in the modes that show when not editing.
    var showsClearButton: Bool { shows(clearButtonMode) && !isShowingPlaceholder }

    /// The clear button's square side: UNCERTAIN, choice 19 (its circle), with 6 pt on each side.
    static let clearButtonSide: CGFloat = 19

    // MARK: Geometry (UIKit's overridable rectangles)

    private var horizontalInset: CGFloat { borderStyle == .none ? 0 : ControlMetrics.textFieldHorizontalInset }

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// In right-to-left layouts the side views and the clear button mirror, as UIKit's do: the left view
    /// leads (at the right edge) and the clear button trails (at the left).
    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func sideSize(_ view: UIView) -> CGSize {
        view.intrinsicContentSize.width >= 0 ? view.intrinsicContentSize : view.bounds.size
    }

    private func rect(ofSize size: CGSize, atLeadingEdge leading: Bool, in bounds: CGRect) -> CGRect {
        let atLeft = leading != isRightToLeft
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView, !leftView.isHidden else { return .zero }
        return rect(ofSize: sideSize(leftView), atLeadingEdge: true, in: bounds)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView, !rightView.isHidden else { return .zero }
        return rect(ofSize: sideSize(rightView), atLeadingEdge: false, in: bounds)
    }

    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        guard showsClearButton else { return .zero }
        let side = UITextField.clearButtonSide
        let trailingView = rightViewRect(forBounds: bounds).width
        let x = isRightToLeft ? bounds.minX + trailingView + 6 : bounds.maxX - trailingView - 6 - side
        return CGRect(x: x, y: bounds.midY - side / 2, width: side, height: side)
    }

    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var left = bounds.minX + horizontalInset
        var right = bounds.maxX - horizontalInset
        for side in [leftViewRect(forBounds: bounds), rightViewRect(forBounds: bounds)] where side.width > 0 {
            if side.midX < bounds.midX { left = max(left, side.maxX) } else { right = min(right, side.minX) }
        }
        let clear = clearButtonRect(forBounds: bounds)
        if clear.width > 0 {
            if isRightToLeft { left = max(left, clear.maxX + 6) } else { right = min(right, clear.minX - 6) }
        }
        return CGRect(x: left, y: bounds.minY, width: max(0, right - left), height: bounds.height)
    }

    /// Where the placeholder is laid out and drawn (`layoutSubviews()`).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where UIKit puts the text while it is edited; nothing is edited here (`isEditing` is false), so the
    /// field never asks for it.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    // MARK: Drawing hooks

    /// Draws the text, in the coordinates of the label that shows it (`rect` is its bounds, the size of
    /// `textRect(forBounds:)`). An override may draw itself or adjust the context and call super.
    open func drawText(in rect: CGRect) { displayLabel.drawDefault(in: rect) }

    /// Draws the placeholder while the text is empty, as `drawText(in:)` draws the text.
    open func drawPlaceholder(in rect: CGRect) { displayLabel.drawDefault(in: rect) }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize {
        let label = displayLabel.intrinsicContentSize
        let font = displayLabelFont
        let scale = traitCollection.effectiveDisplayScale
        var height = SystemFontMetrics.ceilToPixels(font.lineHeight, scale: scale)
        if borderStyle == .roundedRect {
            height = (font.lineHeight + 2 * ControlMetrics.textFieldVerticalPadding).rounded(.up)
        }
        var width = label.width + 2 * horizontalInset
        if let leftView, !leftView.isHidden { width += leftViewRect(forBounds: bounds).width }
        if let rightView, !rightView.isHidden { width += rightViewRect(forBounds: bounds).width }
        if showsClearButton { width += UITextField.clearButtonSide + 12 }
        return CGSize(width: width.rounded(.up), height: height)
    }

    private var displayLabelFont: UIFont {
        adjustsFontForContentSizeCategory ? fontStorage.adjusted(for: traitCollection) : fontStorage
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds
        if let leftView, !leftView.isHidden { leftView.frame = leftViewRect(forBounds: bounds) }
        if let rightView, !rightView.isHidden { rightView.frame = rightViewRect(forBounds: bounds) }
        displayLabel.frame = isShowingPlaceholder ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    // MARK: Drawing (UITextField+Drawing.swift)

    /// A rounded fill under the border that takes the background colour's place (a search field's capsule), so
    /// the background colour does not fill the bounds.
    var roundedFill: (color: UIColor, cornerRadius: CGFloat)? { nil }

    package override var fillsBoundsWithBackgroundColor: Bool { roundedFill == nil }

    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) {
        drawBorderAndClearButton(in: ctx, bounds: bounds)
    }
}
