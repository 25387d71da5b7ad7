import Foundation

extension NSLayoutConstraint.FormatOptions {
    // Values as in NSLayoutConstraint.h: an alignment option is 1 << its attribute's raw value.
    public static let alignAllLeft = Self(rawValue: 1 << 1)
    public static let alignAllRight = Self(rawValue: 1 << 2)
    public static let alignAllTop = Self(rawValue: 1 << 3)
    public static let alignAllBottom = Self(rawValue: 1 << 4)
    public static let alignAllLeading = Self(rawValue: 1 << 5)
    public static let alignAllTrailing = Self(rawValue: 1 << 6)
    public static let alignAllCenterX = Self(rawValue: 1 << 9)
    public static let alignAllCenterY = Self(rawValue: 1 << 10)
    public static let alignAllLastBaseline = Self(rawValue: 1 << 11)
    public static let alignAllFirstBaseline = Self(rawValue: 1 << 12)
    public static let alignmentMask = Self(rawValue: 0xFFFF)
    public static let directionLeadingToTrailing = Self([])
    public static let directionLeftToRight = Self(rawValue: 1 << 16)
    public static let directionRightToLeft = Self(rawValue: 2 << 16)
    public static let directionMask = Self(rawValue: 0x3 << 16)
    public static let spacingEdgeToEdge = Self([])
    public static let spacingBaselineToBaseline = Self(rawValue: 1 << 19)
    public static let spacingMask = Self(rawValue: 1 << 19)
}

extension NSLayoutConstraint {
    /// The constraints a visual format string describes, e.g. `H:|-[name]-8-[field(>=100)]-|`, not yet
    /// active. `-` alone is UIKit's standard space: 8 between siblings, 20 to the superview's edge
    /// (uikit-facts-breadth §1.2). A malformed format stops the program with UIKit's message (UIKit
    /// raises an exception that Swift cannot catch either): "Unable to parse constraint format: …",
    /// the reason, the format and a caret under the place it stopped.
    public class func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do {
            return try VisualFormatParser(format: format, options: opts, metrics: metrics ?? [:], views: views)
                .constraints()
        } catch {
            fatalError(error.description)
        }
    }
}
