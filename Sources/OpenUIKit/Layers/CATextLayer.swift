import CPangoCairo
import Foundation
import Typesetter

/// Core Animation's text layer: a plain or attributed string laid out from the layer's top-left corner
/// with the typesetter labels use, clipped to the bounds (the text is the layer's content). Defaults are
/// Core Animation's: 36-point text in opaque white, natural alignment, not wrapped, not truncated.
///
/// A choice, kept here: `font` takes a `UIFont` or a font name (`String`/`NSString`), as apps pass them
/// (Core Animation takes CTFont, CGFont or a name; there are no Core Text fonts here); either way only the
/// face is taken and the size is `fontSize`, as Core Animation does with a CTFont. Any name resolves to a
/// pinned face, as `UIFont(name:size:)` does; nil is the system face standing in for Helvetica. An
/// attributed string uses its own attributes, with Core Text's defaults (Helvetica 12, black) where it has
/// none, and ignores `font`, `fontSize` and `foregroundColor`, as Core Animation does. `.justified` lines
/// are drawn as `.natural` ones. The text is rasterized at `contentsScale`, which is 1 unless set, as in
/// Core Animation: on a @2x or @3x screen an unscaled text layer is drawn at 1× and magnified (blurred),
/// as apps that forget `contentsScale = UIScreen.main.scale` see on iOS.
open class CATextLayer: CALayer {
    open var string: Any?
    open var font: CFTypeRef?
    open var fontSize: CGFloat = 36
    open var foregroundColor: CGColor? = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
    open var isWrapped = false
    open var truncationMode = CATextLayerTruncationMode.none
    open var alignmentMode = CATextLayerAlignmentMode.natural
    /// Kept as set: glyph positions here are always quantized the same way.
    open var allowsFontSubpixelQuantization = false

    public override init() { super.init() }

    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
        contentsScale = other.contentsScale
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    package override class func makeLayer() -> CALayer { CATextLayer() }
    package override func makePresentationCopy() -> CALayer { CATextLayer(layer: self) }

    package override var drawsInBackingStore: Bool { false }

    /// The face `font` names, at `fontSize`.
    var resolvedFont: UIFont {
        if let font = font as? UIFont { return UIFont(pointSize: fontSize, weight: font.weight) }
        if let name = (font as? String) ?? (font as? NSString).map({ $0 as String }) {
            return UIFont(name: name, size: fontSize) ?? .systemFont(ofSize: fontSize)
        }
        return .systemFont(ofSize: fontSize)
    }

    open override func draw(in ctx: CGContext) {
        let size = bounds.size
        guard size.width > 0, size.height > 0, let typeset = typesetText() else { return }
        let scale = typeset.paragraph.text.scale
        let paragraph = typeset.paragraph
        // Without a wrapping width the lines are aligned among themselves; the block is placed in the bounds.
        var x: CGFloat = 0
        if paragraph.text.width == nil {
            let slack = size.width - CGFloat(paragraph.size.width)
            if alignmentMode == .center { x = slack / 2 } else if alignmentMode == .right { x = slack }
        }
        let cairo = ctx.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
        cairo_clip(cairo)
        guard scale != Double(ctx.scale) else {
            show(typeset, at: x, on: ctx)
            return
        }
        // Rasterized at the layer's own scale, then magnified or shrunk to the surface's, as Core Animation
        // scales a layer's contents (linear filtering, its default).
        let width = Int32((size.width * CGFloat(scale)).rounded(.up))
        let height = Int32((size.height * CGFloat(scale)).rounded(.up))
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        let contents = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(contents) }
        let offscreen = cairo_create(contents)!
        cairo_scale(offscreen, scale, scale)
        show(typeset, at: x, on: CGContext(cairo: offscreen, scale: CGFloat(scale)))
        cairo_destroy(offscreen)
        cairo_scale(cairo, 1 / scale, 1 / scale)
        let pattern = cairo_pattern_create_for_surface(contents)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    private func show(_ typeset: TypesetText, at x: CGFloat, on ctx: CGContext) {
        let color: UIColor
        if string is NSAttributedString {
            // Core Text's default where a run has no colour.
            color = .black
        } else {
            let cgColor = foregroundColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            color = UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
        }
        typeset.draw(in: ctx, at: CGPoint(x: x, y: 0), color: color, traits: .current)
    }

    private var truncation: TextTruncation {
        switch truncationMode {
        case .start: .head
        case .middle: .middle
        case .end: .tail
        default: .none
        }
    }

    /// The string laid out for the bounds. An attributed string goes through the typesetter labels use, so
    /// every attribute a label honours (kern, lines, shadows, paragraph styles, attachments) is drawn here too,
    /// with Core Text's defaults (Helvetica 12, the system face here) where it has none.
    private func typesetText() -> TypesetText? {
        let text: String
        let attributed: NSAttributedString?
        let font: UIFont
        switch string {
        case let value as NSAttributedString:
            (text, attributed, font) = (value.string, value, .systemFont(ofSize: 12))
        case let value as String: (text, attributed, font) = (value, nil, resolvedFont)
        case let value as NSString: (text, attributed, font) = (value as String, nil, resolvedFont)
        default: return nil
        }
        guard !text.isEmpty else { return nil }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let alignment: NSTextAlignment
        switch alignmentMode {
        case .center: alignment = .center
        case .right: alignment = .right
        default: alignment = .left
        }
        let lineBreakMode: NSLineBreakMode
        switch truncation {
        case .head: lineBreakMode = .byTruncatingHead
        case .middle: lineBreakMode = .byTruncatingMiddle
        case .tail: lineBreakMode = .byTruncatingTail
        case .none: lineBreakMode = .byWordWrapping
        }
        var typesetter = TextTypesetter(
            font: font, alignment: alignment, lineBreakMode: lineBreakMode, rightToLeft: false, traits: .current,
            scale: scale)
        typesetter.limitsLinesPerParagraph = true
        var width: CGFloat?
        var lines: Int?
        if isWrapped {
            width = bounds.width
            let lineHeight = typesetter.lineMetrics(of: attributed).lineHeight
            lines = truncation == .none ? nil : max(1, Int(min((bounds.height + 0.001) / lineHeight, 1e6)))
        } else if truncation != .none {
            // One line per paragraph, each cut to the width (Pango limits lines per paragraph).
            width = bounds.width
            lines = 1
        }
        return typesetter.layout(attributed, text: text, width: width, lines: lines)
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
}
