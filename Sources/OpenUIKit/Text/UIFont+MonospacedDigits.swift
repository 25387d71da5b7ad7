import Foundation

extension UIFont {
    /// The system font whose digits are all one width, for counters and timers. A choice (docs/choices.md):
    /// the pinned stand-in face has no tabular-figure variant in use here, so this is
    /// `systemFont(ofSize:weight:)`, its digits as wide as that face draws them.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }
}
