import Foundation

/// A background as a value (iOS 14): the subset buttons draw, a fill, a corner radius and a stroke.
/// `UIButton.Configuration.background` is one; its style sets the corner radius.
public struct UIBackgroundConfiguration: Hashable {
    /// nil: the owner's default fill (a configured button's style colour).
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    /// nil: no stroke.
    public var strokeColor: UIColor?
    /// 1 by default, drawn only with a stroke colour (uikit-facts-breadth §4: "stroke width 1, clear").
    public var strokeWidth: CGFloat = 1

    public init() {}

    /// No fill, no stroke, square corners.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}
