import Foundation

/// Scrolling, multi-line text. With `isScrollEnabled = false` it sizes itself to its text through its
/// intrinsic size: the text's height at the available width plus `textContainerInset`, the text wrapped
/// `lineFragmentPadding` in from each side.
open class UITextView: UIScrollView {
    // Text input traits (UITextInputTraits.swift): kept, as no keyboard shows.
    open var keyboardType = UIKeyboardType.default
    open var returnKeyType = UIReturnKeyType.default
    open var keyboardAppearance = UIKeyboardAppearance.default
    open var textContentType: UITextContentType?
    open var autocapitalizationType = UITextAutocapitalizationType.sentences
    open var autocorrectionType = UITextAutocorrectionType.default
    open var spellCheckingType = UITextSpellCheckingType.default
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
    /// UIKit's text container; only the padding matters here.
    public final class NSTextContainer {
        public var lineFragmentPadding: CGFloat = ControlMetrics.lineFragmentPadding {
            didSet { owner?.contentDidChange() }
        }
        weak var owner: UITextView?
    }

    private let textLabel = UILabel()
    public let textContainer = NSTextContainer()

    open var text: String! {
        get { textLabel.text ?? "" }
        set {
            textLabel.text = newValue
            contentDidChange()
        }
    }

    open var attributedText: NSAttributedString! {
        get { textLabel.attributedText ?? NSAttributedString(string: "") }
        set {
            textLabel.attributedText = newValue
            contentDidChange()
        }
    }

    /// UIKit's text view draws nil as system 12 (a choice here, see the README); set a font to change it.
    open var font: UIFont? {
        didSet {
            textLabel.font = font ?? .systemFont(ofSize: 12)
            contentDidChange()
        }
    }
    open var textColor: UIColor? { didSet { textLabel.textColor = textColor ?? .label } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textLabel.textAlignment = textAlignment } }
    /// 8 above and below, none at the sides (issue 17).
    open var textContainerInset = ControlMetrics.textViewInset { didSet { contentDidChange() } }
    open var isEditable = true
    open var isSelectable = true
    open var adjustsFontForContentSizeCategory = false {
        didSet {
            textLabel.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
            contentDidChange()
        }
    }
    open override var isScrollEnabled: Bool { didSet { contentDidChange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textContainer.owner = self
        textLabel.numberOfLines = 0
        textLabel.font = .systemFont(ofSize: 12)
        addSubview(textLabel)
    }

    var textLabelView: UILabel { textLabel }

    fileprivate func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private var horizontalChrome: CGFloat {
        textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
    }

    /// The size the text needs when wrapped to fit `width` (nil: one line per paragraph).
    private func fittingSize(width: CGFloat?) -> CGSize {
        let textWidth = width.map { max(0, $0 - horizontalChrome) }
        let text: CGSize
        if let textWidth {
            text = CGSize(width: textWidth, height: textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
        } else {
            text = textLabel.sizeThatFits(.zero)
        }
        let lineHeight = (textLabel.font ?? .systemFont(ofSize: 12)).lineHeight
        let scale = traitCollection.effectiveDisplayScale
        // An empty text view is still one line tall.
        let height = max(text.height, SystemFontMetrics.ceilToPixels(lineHeight, scale: scale))
        return CGSize(
            width: (width ?? text.width + horizontalChrome),
            height: height + textContainerInset.top + textContainerInset.bottom)
    }

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return fittingSize(width: nil)
    }

    override var hasWidthDependentIntrinsicContentSize: Bool { !isScrollEnabled }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        guard !isScrollEnabled else { return nil }
        return fittingSize(width: width)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(width: size.width > 0 ? size.width : nil)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let padding = textContainer.lineFragmentPadding
        let width = max(0, bounds.width - horizontalChrome)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        textLabel.frame = CGRect(
            x: textContainerInset.left + padding, y: textContainerInset.top, width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
    }
}
