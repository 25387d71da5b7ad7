import CPangoCairo
import Foundation
import Typesetter

/// UIKit's label: text laid out by Pango, measured and drawn from the same `ParagraphLayout`.
open class UILabel: UIView {
    private var plainText: String?
    private var attributedStorage: NSAttributedString?
    private var fontStorage: UIFont = .systemFont(ofSize: 17)
    private var textColorStorage: UIColor = .label
    /// Layouts by wrapping width and line limit; the label draws one of these very objects.
    private var layoutCache: [LayoutKey: ParagraphLayout] = [:]

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

    /// UIKit's hook for the rectangle the text occupies; here the text's size at `bounds.width`, at the
    /// origin of `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let lines = numberOfLines > 0 ? numberOfLines : nil
        let width: CGFloat? = lines == 1 && self.numberOfLines == 1 ? nil : bounds.width
        let size = measuredSize(of: paragraph(width: width, lines: lines))
        return CGRect(origin: bounds.origin, size: CGSize(width: min(size.width, bounds.width), height: size.height))
    }

    /// The text's size when wrapped at `width` (nil: not wrapped), rounded up to the pixel grid.
    private func textSize(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let lines = numberOfLines > 0 ? numberOfLines : nil
        let size = measuredSize(of: paragraph(width: numberOfLines == 1 ? nil : width, lines: lines))
        // A width of zero or less (a compressed layout on its way elsewhere) wraps at every opportunity; the
        // widest word is then the width, so that the next pass does not start from a collapsed label.
        guard let width, width > 0 else { return size }
        return CGSize(width: min(size.width, SystemFontMetrics.ceilToPixels(width, scale: scale)), height: size.height)
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
        let line = paragraph(width: nil, lines: 1)
        let baseline = CGFloat(line.firstBaseline)
        if first { return (0, baseline) }
        let below = numberOfLines == 1 ? measuredSize(of: line).height : CGFloat(line.lineHeight)
        return (1, baseline - below)
    }

    // MARK: Drawing

    /// UIKit's drawing hook; the label draws its text from `textRendering` (`drawSystemContent`).
    open func drawText(in rect: CGRect) {}

    /// What the label draws, in the label's bounds coordinates.
    struct TextRendering {
        /// The laid-out text: draw with `layout.show(in:)` after moving the Cairo point to `origin`.
        let layout: ParagraphLayout
        /// Top-left corner of the text block: at the leading edge, centred vertically as UIKit does.
        let origin: CGPoint
        /// The colour for text without its own foreground colour, resolved for the label's traits.
        let textColor: UIColor
    }

    /// The layout for the label's current bounds: wrapped at `bounds.width`, keeping the lines that fit
    /// `bounds.height` (and `numberOfLines`), truncated with `lineBreakMode`. `nil` for empty text.
    var textRendering: TextRendering? {
        guard let text, !text.isEmpty else { return nil }
        let metrics = lineMetrics
        // A height that is not finite (or a zero line height) fits one line, not a trap in Int(_:).
        let lines = ((bounds.height + 0.001) / metrics.lineHeight).rounded(.down)
        let fitting = lines.isFinite ? max(1, Int(min(lines, 1_000_000))) : 1
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        let paragraph = self.paragraph(width: bounds.width, lines: limit)
        let height = CGFloat(paragraph.size.height)
        let y = ((bounds.height - height) / 2 * scale).rounded() / scale
        var color = isHighlighted ? (highlightedTextColor ?? textColorStorage) : textColorStorage
        color = color.resolvedColor(with: traitCollection)
        if !isEnabled { color = color.withAlphaComponent(0.5) }
        return TextRendering(layout: paragraph, origin: CGPoint(x: bounds.minX, y: bounds.minY + y), textColor: color)
    }

    /// Draws the very layout the label measured, at the origin it chose (vertically centred).
    override func drawSystemContent(in ctx: CGContext, bounds: CGRect) throws(UndrawableContent) {
        guard let rendering = textRendering else { return }
        guard rendering.layout.text.scale == ctx.scale else {
            throw UndrawableContent(
                reason: "measured its text at @\(rendering.layout.text.scale)x, but it is drawn at @\(ctx.scale)x")
        }
        let color = rendering.textColor.rgba(in: traitCollection)
        let cairo = ctx.cairo
        cairo_save(cairo)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha)
        cairo_move_to(cairo, rendering.origin.x - self.bounds.minX, rendering.origin.y - self.bounds.minY)
        rendering.layout.show(in: cairo)
        cairo_restore(cairo)
    }

    // MARK: Layout objects

    private var effectiveFont: UIFont { resolved(fontStorage) }

    private func resolved(_ font: UIFont) -> UIFont {
        adjustsFontForContentSizeCategory ? font.adjusted(for: traitCollection) : font
    }

    /// Every line uses the metrics of the tallest font in the text (see `SystemFontMetrics`).
    private var lineMetrics: (lineHeight: CGFloat, ascender: CGFloat) {
        var tallest = effectiveFont
        if let attributedStorage {
            let whole = NSRange(location: 0, length: attributedStorage.length)
            attributedStorage.enumerateAttribute(.font, in: whole) { value, _, _ in
                if let font = (value as? UIFont).map(resolved), font.lineHeight > tallest.lineHeight { tallest = font }
            }
        }
        return (tallest.lineHeight, tallest.ascender)
    }

    private var paragraphStyle: NSParagraphStyle? {
        guard let attributedStorage, attributedStorage.length > 0 else { return nil }
        return attributedStorage.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
    }

    private func paragraph(width: CGFloat?, lines: Int?) -> ParagraphLayout {
        let traits = traitCollection
        let key = LayoutKey(
            width: width, lines: lines, scale: scale, category: traits.preferredContentSizeCategory,
            style: traits.userInterfaceStyle, rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        if let cached = layoutCache[key] { return cached }
        let environment: FontEnvironment
        do {
            environment = try FontEnvironment.shared()
        } catch {
            fatalError("UILabel cannot measure text without the pinned fonts: \(error)")
        }
        let layout = TextLayout(
            text: text ?? "", font: effectiveFont.fontSpec, scale: Double(scale), environment: environment)
        layout.setRuns(runs)
        let breakMode = paragraphStyle?.lineBreakMode ?? lineBreakMode
        var truncation = TextTruncation.none
        switch breakMode {
        case .byTruncatingHead: truncation = .head
        case .byTruncatingMiddle: truncation = .middle
        case .byTruncatingTail: truncation = .tail
        case .byWordWrapping, .byCharWrapping, .byClipping: truncation = .none
        }
        if let width {
            layout.width = Double(max(width, 0))
            if breakMode == .byCharWrapping { layout.setWrapMode(.character) }
            layout.limitLines(lines, truncation: truncation)
        }
        layout.alignment = textLayoutAlignment
        let metrics = lineMetrics
        let paragraph = ParagraphLayout(
            text: layout, lineHeight: Double(metrics.lineHeight), ascender: Double(metrics.ascender),
            maximumLines: lines)
        if layoutCache.count > 8 { layoutCache.removeAll() }
        layoutCache[key] = paragraph
        return paragraph
    }

    private var textLayoutAlignment: TextLayout.Alignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch paragraphStyle?.alignment ?? textAlignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .natural, .justified: return rightToLeft ? .right : .left
        }
    }

    private var runs: [TextRun] {
        guard let attributedStorage, attributedStorage.length > 0 else { return [] }
        var runs: [TextRun] = []
        let whole = NSRange(location: 0, length: attributedStorage.length)
        attributedStorage.enumerateAttributes(in: whole) { attributes, range, _ in
            let font = (attributes[.font] as? UIFont).map { resolved($0).fontSpec }
            let color = (attributes[.foregroundColor] as? UIColor).map { color -> TextColor in
                let rgba = color.rgba(in: traitCollection)
                return TextColor(
                    red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                    alpha: Double(rgba.alpha))
            }
            if font != nil || color != nil {
                runs.append(TextRun(range: range.location..<(range.location + range.length), font: font, color: color))
            }
        }
        return runs
    }
}
