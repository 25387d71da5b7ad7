import Foundation

/// What a property animator's pacing is described by. Kept as given: the animator's changes apply at once
/// (see `UIViewPropertyAnimator`), so no curve shapes a frame.
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
