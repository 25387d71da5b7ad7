import Foundation
import Typesetter

/// UIKit's label: text laid out by Pango, measured and drawn from the same `ParagraphLayout`.
open class UILabel: UIView {
    private var plainText: String?
    private var attributedStorage: NSAttributedString?
    private var fontStorage: UIFont = .systemFont(ofSize: 17)
    private var textColorStorage: UIColor = .label
    /// Layouts by wrapping width and line limit; the label draws one of these very objects.
    private var layoutCache: [LayoutKey: TypesetText] = [:]

    private struct LayoutKey: Hashable {
        var width: CGFloat?
        var lines: Int?
        var scale: CGFloat
        /// Traits the layout depends on, in case they change without `traitCollectionDidChange`.
        var category: UIContentSizeCategory
        var style: UIUserInterfaceStyle
        var rightToLeft: Bool
    }

    open var text: String? {
        get { attributedStorage?.string ?? plainText }
        set {
            plainText = newValue
            attributedStorage = nil
            textDidChange()
        }
    }

    /// Attributes the string lacks come from the label (font, colour, alignment, line-break mode).
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? plainText.map { NSAttributedString(string: $0) } }
        set {
            attributedStorage = newValue?.copy() as? NSAttributedString
            plainText = newValue?.string
            textDidChange()
        }
    }

    /// `nil` resets to the system font at 17 points (uikit-facts §6).
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? .systemFont(ofSize: 17)
            textDidChange()
        }
    }

    /// `nil` resets to `.label`.
    open var textColor: UIColor! {
        get { textColorStorage }
        set { textColorStorage = newValue ?? .label }
    }

    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChange() } }
    open var numberOfLines = 1 {
        didSet {
            // Whether the height depends on the width is read when the engine gathers its views.
            if (oldValue == 1) != (numberOfLines == 1) { layoutRoot.rootEngine?.structureDidChange() }
            textDidChange()
        }
    }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }
    open var adjustsFontForContentSizeCategory = false { didSet { textDidChange() } }
    open var isEnabled = true
    open var isHighlighted = false
    open var highlightedTextColor: UIColor?
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var allowsDefaultTighteningForTruncation = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isAccessibilityElement = true
        accessibilityTraits = .staticText
    }

    private func textDidChange() {
        layoutCache.removeAll()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        textDidChange()
    }

    // MARK: Measurement

    /// A width or height that does not limit the text, as UIKit passes to `textRect(forBounds:…)` when it sizes
    /// a label; it survives a subclass's insetting unchanged.
    private static let unbounded = CGFloat.greatestFiniteMagnitude

    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = numberOfLines != 1 && preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        return textSize(width: width)
    }

    override var hasWidthDependentIntrinsicContentSize: Bool {
        numberOfLines != 1 && preferredMaxLayoutWidth <= 0
    }

    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        guard hasWidthDependentIntrinsicContentSize else { return nil }
        return textSize(width: width)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = numberOfLines != 1 && size.width > 0 ? size.width : nil
        return textSize(width: width)
    }

    /// UIKit's hook for the rectangle the text occupies, which every sizing of the label asks (intrinsic size,
    /// `sizeThatFits(_:)`, a width-dependent height), so that a subclass that insets `bounds` and outsets the
    /// result is sized with its padding. The default is the text's size wrapped at `bounds.width` (unless one
    /// line is asked for, or the width is `greatestFiniteMagnitude`), rounded up to the pixel grid, no wider
    /// than `bounds`, at the origin of `bounds`; zero for empty text. The height of `bounds` does not limit it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        CGRect(origin: bounds.origin, size: defaultTextSize(forBounds: bounds, lines: numberOfLines))
    }

    /// The size `textRect(forBounds:limitedToNumberOfLines:)` gives for the label's own line count at `width`
    /// (nil: not limited).
    private func textSize(width: CGFloat?) -> CGSize {
        let bounds = CGRect(x: 0, y: 0, width: width ?? Self.unbounded, height: Self.unbounded)
        return textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines).size
    }

    private func defaultTextSize(forBounds bounds: CGRect, lines numberOfLines: Int) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = numberOfLines > 0 ? numberOfLines : nil
        let limited = numberOfLines != 1 && bounds.width < Self.unbounded && !bounds.width.isNaN
        let width: CGFloat? = limited ? bounds.width : nil
        let size = measuredSize(of: paragraph(width: width, lines: lines).paragraph)
        // A width of zero or less (a compressed layout on its way elsewhere) wraps at every opportunity; the
        // widest word is then the width, so that the next pass does not start from a collapsed label.
        let limit = width ?? (numberOfLines == 1 ? bounds.width : Self.unbounded)
        guard limit > 0, limit < Self.unbounded else { return size }
        return CGSize(width: min(size.width, SystemFontMetrics.ceilToPixels(limit, scale: scale)), height: size.height)
    }

    private func measuredSize(of paragraph: ParagraphLayout) -> CGSize {
        let size = paragraph.size
        return CGSize(
            width: SystemFontMetrics.ceilToPixels(CGFloat(size.width), scale: scale),
            height: SystemFontMetrics.ceilToPixels(CGFloat(size.height), scale: scale))
    }

    private var scale: CGFloat { traitCollection.effectiveDisplayScale }

    // MARK: Baselines

    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let drawing = textRendering else { return nil }
        return drawing.origin.y + CGFloat(drawing.layout.firstBaseline)
    }

    override var baselineOffsetFromBottom: CGFloat? {
        guard let drawing = textRendering else { return nil }
        return bounds.height - drawing.origin.y - CGFloat(drawing.layout.lastBaseline)
    }

    /// The engine's baselines, from the `ParagraphLayout` the label measures and draws with, for a label as tall
    /// as its text (the height it hugs; the text is then drawn at the top, since the centring offset is under half
    /// a pixel): the first baseline is the layout's `firstBaseline` below the top; the last one is above the
    /// bottom by the rest of the line (`lineHeight − firstBaseline`), plus, for one line, what rounding the height
    /// up to the pixel grid added. Offsets from the edges rather than from the centre, as UIKit's engine does, so
    /// that stretching a label never moves its baseline, and several lines need no line count.
    override func baselineLayoutPosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) {
        guard let text, !text.isEmpty else { return super.baselineLayoutPosition(first: first) }
        let line = paragraph(width: nil, lines: 1).paragraph
        let baseline = CGFloat(line.firstBaseline)
        if first { return (0, baseline) }
        let below = numberOfLines == 1 ? measuredSize(of: line).height : CGFloat(line.lineHeight)
        return (1, baseline - below)
    }

    // MARK: Drawing

    /// UIKit's drawing hook, called with the label's bounds and the context current: draws the text laid out
    /// for `rect` (wrapped at its width, the lines that fit its height, centred vertically in it), so that a
    /// subclass that insets `rect` and calls super draws padded text, as on iOS.
    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext(), let rendering = textRendering(in: rect) else { return }
        let origin = CGPoint(x: rendering.origin.x - bounds.minX, y: rendering.origin.y - bounds.minY)
        rendering.typeset.draw(in: ctx, at: origin, color: rendering.textColor, traits: traitCollection)
    }

    /// What the label draws, in the label's bounds coordinates.
    struct TextRendering {
        /// The laid-out text and its attachments: drawn with `typeset.draw(in:at:color:traits:)` at `origin`.
        let typeset: TypesetText
        /// Top-left corner of the text block: at the leading edge, centred vertically as UIKit does.
        let origin: CGPoint
        /// The colour for text without its own foreground colour, resolved for the label's traits.
        let textColor: UIColor

        var layout: ParagraphLayout { typeset.paragraph }
    }

    /// The layout for the label's current bounds: wrapped at `bounds.width`, keeping the lines that fit
    /// `bounds.height` (and `numberOfLines`), truncated with `lineBreakMode`. `nil` for empty text.
    var textRendering: TextRendering? { textRendering(in: bounds) }

    /// The layout for the text drawn in `rect` (the label's bounds unless `drawText(in:)` was given another).
    func textRendering(in rect: CGRect) -> TextRendering? {
        let bounds = rect
        guard let text, !text.isEmpty else { return nil }
        let metrics = typesetter.lineMetrics(of: attributedStorage)
        let lineSpacing = max(TextTypesetter.paragraphStyle(of: attributedStorage)?.lineSpacing ?? 0, 0)
        // A height that is not finite (or a zero line height) fits one line, not a trap in Int(_:).
        let lines = ((bounds.height + lineSpacing + 0.001) / (metrics.lineHeight + lineSpacing)).rounded(.down)
        let fitting = lines.isFinite ? max(1, Int(min(lines, 1_000_000))) : 1
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        var typeset = self.paragraph(width: bounds.width, lines: limit)
        if !typeset.paragraph.following.isEmpty {
            // Paragraphs with styles of their own have lines of their own heights: keep those that fit.
            let all = self.paragraph(width: bounds.width, lines: numberOfLines > 0 ? numberOfLines : nil).paragraph
            let fitting = all.lineBottoms.filter { CGFloat($0) <= bounds.height + 0.001 }.count
            typeset = self.paragraph(width: bounds.width, lines: max(1, fitting))
        }
        let height = CGFloat(typeset.paragraph.size.height)
        let y = ((bounds.height - height) / 2 * scale).rounded() / scale
        var color = isHighlighted ? (highlightedTextColor ?? textColorStorage) : textColorStorage
        color = color.resolvedColor(with: traitCollection)
        if !isEnabled { color = color.withAlphaComponent(0.5) }
        return TextRendering(typeset: typeset, origin: CGPoint(x: bounds.minX, y: bounds.minY + y), textColor: color)
    }

    /// Draws the very layout the label measured, at the origin it chose (vertically centred).
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) throws(UndrawableContent) {
        guard let rendering = textRendering else { return }
        guard rendering.layout.text.scale == ctx.scale else {
            throw UndrawableContent(
                reason: "measured its text at @\(rendering.layout.text.scale)x, but it is drawn at @\(ctx.scale)x")
        }
        withCurrentContext(ctx) { traitCollection.performAsCurrent { drawText(in: self.bounds) } }
    }

    // MARK: Layout objects

    private var typesetter: TextTypesetter {
        TextTypesetter(
            font: fontStorage, alignment: textAlignment, lineBreakMode: lineBreakMode,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft, traits: traitCollection, scale: scale,
            adjustsFontForContentSizeCategory: adjustsFontForContentSizeCategory)
    }

    private func paragraph(width: CGFloat?, lines: Int?) -> TypesetText {
        let traits = traitCollection
        let key = LayoutKey(
            width: width, lines: lines, scale: scale, category: traits.preferredContentSizeCategory,
            style: traits.userInterfaceStyle, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if let cached = layoutCache[key] { return cached }
        let typeset = typesetter.layout(attributedStorage, text: text ?? "", width: width, lines: lines)
        if layoutCache.count > 8 { layoutCache.removeAll() }
        layoutCache[key] = typeset
        return typeset
    }
}
