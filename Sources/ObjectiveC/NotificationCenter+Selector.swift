import Foundation

// The selector form of observing, which Foundation on Linux lacks: delivery is synchronous, on the
// posting thread, as on iOS (see `Selector` for what is performed and what OpenUIKit posts).
extension NotificationCenter {
    /// Performs `aSelector` on `observer`, with the notification as its argument, for every notification
    /// named `aName` (any name when nil) from `anObject` (any sender when nil). The observer is held
    /// weakly; once it is gone its registrations are dropped.
    public func addObserver(
        _ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?
    ) {
        guard let observer = unwrappedObject(observer) else { return }
        SelectorObservation.add(to: self, observer: observer, selector: aSelector, name: aName, object: anObject)
    }

    // Removal must reach the selector registrations too, through Foundation's spelling, which client code
    // calls (`NotificationCenter.default.removeObserver(self)`). A method with Foundation's exact
    // signature would be ambiguous with it, not shadow it; these take `AnyObject`, which an observer or a
    // block observer's token is, so overload resolution prefers them as the more specific, and they pass
    // the call on to Foundation's own with the observer as `Any`. An observer already typed `Any` reaches
    // Foundation's alone: its selector registrations then go when it does.

    /// Removes every registration of `observer`: its selector registrations, and a block observer's
    /// token as Foundation does.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservation.remove(from: self, observer: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` for `aName` and `anObject` (each nil matching any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservation.remove(from: self, observer: observer, name: aName, object: anObject)
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}
