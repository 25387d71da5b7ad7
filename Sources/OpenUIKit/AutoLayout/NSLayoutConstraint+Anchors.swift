import Foundation

extension NSLayoutConstraint {
    /// The first item's anchor for `firstAttribute`. UIKit's is the axis-specific subclass at run time;
    /// Swift generics are not erased here, so it is a plain `NSLayoutAnchor<AnyObject>` that compares
    /// equal to the view's own anchor (`constraint.firstAnchor == view.widthAnchor`).
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor<AnyObject>(item: firstItem, attribute: firstAttribute)
    }

    /// The second item's anchor, or nil for a constant constraint (`width == 20`).
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        guard let secondItem else { return nil }
        return NSLayoutAnchor<AnyObject>(item: secondItem, attribute: secondAttribute)
    }
}
