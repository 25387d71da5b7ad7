import Foundation

extension UIView {
    /// The Objective-C name of `forFirstBaselineLayout`, which layout libraries shared with macOS use.
    public var viewForFirstBaselineLayout: UIView { forFirstBaselineLayout }

    /// The Objective-C name of `forLastBaselineLayout`.
    public var viewForLastBaselineLayout: UIView { forLastBaselineLayout }
}
