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
        guard size.width > 0, size.height > 0, let (text, runs, font) = content, !text.isEmpty else { return }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        guard let environment = try? FontEnvironment.shared() else { return }
        let layout = TextLayout(text: text, font: font.fontSpec, scale: Double(scale), environment: environment)
        layout.setRuns(runs)
        let truncation = self.truncation
        var lines: Int?
        if isWrapped {
            layout.width = Double(size.width)
            lines = truncation == .none ? nil : max(1, Int(min((size.height + 0.001) / font.lineHeight, 1e6)))
        } else if truncation != .none {
            // One line per paragraph, each cut to the width (Pango limits lines per paragraph).
            layout.width = Double(size.width)
            lines = 1
        }
        layout.limitLines(lines, truncation: truncation)
        switch alignmentMode {
        case .center: layout.alignment = .center
        case .right: layout.alignment = .right
        default: layout.alignment = .left
        }
        let paragraph = ParagraphLayout(
            text: layout, lineHeight: Double(font.lineHeight), ascender: Double(font.ascender))
        // Without a wrapping width the lines are aligned among themselves; the block is placed in the bounds.
        var x: CGFloat = 0
        if layout.width == nil {
            let slack = size.width - CGFloat(paragraph.size.width)
            if alignmentMode == .center { x = slack / 2 } else if alignmentMode == .right { x = slack }
        }
        let color = foregroundColor ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
        let cairo = ctx.cairo
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_rectangle(cairo, 0, 0, Double(size.width), Double(size.height))
        cairo_clip(cairo)
        guard scale != ctx.scale else {
            show(paragraph, at: x, color: color, on: cairo)
            return
        }
        // Rasterized at the layer's own scale, then magnified or shrunk to the surface's, as Core Animation
        // scales a layer's contents (linear filtering, its default).
        let width = Int32((size.width * scale).rounded(.up))
        let height = Int32((size.height * scale).rounded(.up))
        guard width > 0, height > 0, width < 16_384, height < 16_384 else { return }
        let contents = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(contents) }
        let offscreen = cairo_create(contents)!
        cairo_scale(offscreen, Double(scale), Double(scale))
        show(paragraph, at: x, color: color, on: offscreen)
        cairo_destroy(offscreen)
        cairo_scale(cairo, 1 / Double(scale), 1 / Double(scale))
        let pattern = cairo_pattern_create_for_surface(contents)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
    }

    private func show(_ paragraph: ParagraphLayout, at x: CGFloat, color: CGColor, on cairo: OpaquePointer) {
        cairo_set_source_rgba(cairo, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        cairo_move_to(cairo, Double(x), 0)
        paragraph.show(in: cairo)
    }

    private var truncation: TextTruncation {
        switch truncationMode {
        case .start: .head
        case .middle: .middle
        case .end: .tail
        default: .none
        }
    }

    /// The text, its attribute runs and the font that sets the line height.
    private var content: (String, [TextRun], UIFont)? {
        switch string {
        case let attributed as NSAttributedString:
            // Core Text's defaults where the string says nothing: Helvetica 12 (the system face), black.
            var tallest = UIFont.systemFont(ofSize: 12)
            var runs = [TextRun(range: 0..<attributed.length, color: TextColor(red: 0, green: 0, blue: 0))]
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
                attributes, range, _ in
                let font = attributes[.font] as? UIFont
                if let font, font.lineHeight > tallest.lineHeight { tallest = font }
                let color = (attributes[.foregroundColor] as? UIColor).map { color -> TextColor in
                    let rgba = color.rgba(in: .current)
                    return TextColor(
                        red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                        alpha: Double(rgba.alpha))
                }
                if font != nil || color != nil {
                    runs.append(
                        TextRun(
                            range: range.location..<(range.location + range.length), font: font?.fontSpec, color: color)
                    )
                }
            }
            return (attributed.string, runs, tallest)
        case let text as String: return (text, [], resolvedFont)
        case let text as NSString: return (text as String, [], resolvedFont)
        default: return nil
        }
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
