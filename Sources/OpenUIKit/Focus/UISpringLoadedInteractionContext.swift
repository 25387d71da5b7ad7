import Foundation

/// What a spring-loaded interaction (a drag hovering over a view) is over. Nothing drags in a snapshot, so
/// only app code adopts and passes it.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
    var targetView: UIView? { get set }
    var targetItem: Any? { get set }
    func location(in view: UIView?) -> CGPoint
}
