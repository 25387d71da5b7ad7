import Foundation

/// What a layer runs when one of its properties changes (`CALayer.action(forKey:)`).
public protocol CAAction {
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

/// Stops the search for an action, as in Core Animation: a layer that finds one runs nothing.
extension NSNull: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// An animation as an action adds itself to the layer under the changed key, as in Core Animation; the
/// snapshot still shows the model value (see `CAAnimation`).
extension CAAnimation: CAAction {
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}
