/// How `boundingRect(with:options:context:)` and `draw(with:options:context:)` treat the text, with UIKit's raw
/// values. `.usesFontLeading` changes nothing here: the pinned fonts' line height already is the one labels use,
/// leading included. `.usesDeviceMetrics` measures logical (not ink) bounds here.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Lay the text out in lines wrapped at the rectangle's width, the rectangle's origin being the top-left
    /// corner; without it the text is one line whose baseline is at the origin.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// End the last line that fits the rectangle's height with an ellipsis when text is left over (with
    /// `.usesLineFragmentOrigin`).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}
