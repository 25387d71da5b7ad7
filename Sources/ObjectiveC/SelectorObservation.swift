import Foundation

/// One `addObserver(_:selector:name:object:)`: Foundation's block observer, which delivers on the posting
/// thread as the selector form does on iOS, performing the selector on the observer while it lives.
/// The observer is held weakly: once it is gone, the next notification for it removes the registration
/// (on iOS 9 and later an observer need not remove itself either).
final class SelectorObservation: @unchecked Sendable {
    // `@unchecked Sendable`: its properties are immutable but for `token`, written once under `lock`
    // before any notification can arrive; the registry is read and written under `lock` only.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var registered: [SelectorObservation] = []

    private weak var center: NotificationCenter?
    private weak var observer: AnyObject?
    private let selector: Selector
    private let name: NSNotification.Name?
    private weak var object: AnyObject?
    private let hasObject: Bool
    private var token: NSObjectProtocol?

    private init(
        center: NotificationCenter, observer: AnyObject, selector: Selector, name: NSNotification.Name?,
        object: AnyObject?
    ) {
        self.center = center
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object
        hasObject = object != nil
    }

    static func add(
        to center: NotificationCenter, observer: AnyObject, selector: Selector, name: NSNotification.Name?,
        object: Any?
    ) {
        let observation = SelectorObservation(
            center: center, observer: observer, selector: selector, name: name, object: unwrappedObject(object))
        let token = center.addObserver(forName: name, object: object, queue: nil) { [weak observation] note in
            observation?.deliver(note)
        }
        lock.withLock {
            observation.token = token
            registered.append(observation)
        }
    }

    private func deliver(_ notification: Notification) {
        guard let observer else { return remove([self]) }
        _ = selector.perform(on: observer, with: [notification])
    }

    /// Removes the registrations of `observer` with `center`; a non-nil `name` or `object` narrows them to
    /// those made for that name or that object, as Foundation's `removeObserver(_:name:object:)` does.
    static func remove(
        from center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?
    ) {
        let object = unwrappedObject(object)
        let matched = lock.withLock {
            registered.filter { observation in
                observation.center === center && observation.observer === observer
                    && (name == nil || observation.name == name)
                    && (object == nil || (observation.hasObject && observation.object === object))
            }
        }
        remove(matched)
    }

    private static func remove(_ observations: [SelectorObservation]) {
        let tokens = lock.withLock {
            registered.removeAll { registration in observations.contains { $0 === registration } }
            return observations.map { ($0.center, $0.token) }
        }
        // Foundation's own removal: the token is passed as `Any`, which the `AnyObject` overloads that
        // lead here do not take.
        for case (let center?, let token?) in tokens { center.removeObserver(token as Any) }
    }

    private func remove(_ observations: [SelectorObservation]) { Self.remove(observations) }
}
