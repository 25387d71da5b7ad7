import Foundation

/// What `registerForTraitChanges` returns, to unregister with.
@preconcurrency @MainActor
public protocol UITraitChangeRegistration: AnyObject {}

/// iOS 17's trait change registrations on views and view controllers.
///
/// A handler runs when one of its traits has a value other than the one its registration last saw: a
/// change of appearance or size class, and also the first traits of a view that enters a window, since a
/// view made outside one has unspecified traits until then. It receives the trait collection as it was
/// before. This choice (UIKit does not document the first case) lets colours derived from traits, which
/// apps set in these handlers, come out right in a snapshot taken in dark mode.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: AnyObject {
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

// The handler's type names a generic parameter `Self`, as UIKit's does, so that the idiom of Apple's sample
// code, `{ (self: Self, previousTraitCollection: UITraitCollection) in … }`, compiles; declared on each
// observable class because a protocol extension's own `Self` would be the receiver's static type instead.
extension UIView {
    @discardableResult
    public func registerForTraitChanges<`Self`: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addTraitChangeRegistration(traits, current: traitCollection, handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UIViewController {
    @discardableResult
    public func registerForTraitChanges<`Self`: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Self, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        addTraitChangeRegistration(traits, current: traitCollection, handler)
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeRegistrations.removeAll { $0 === registration }
    }
}

extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

extension UIResponder {
    fileprivate func addTraitChangeRegistration<Environment>(
        _ traits: [UITrait], current: UITraitCollection, _ handler: @escaping (Environment, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let record = TraitChangeRecord(traits: traits, current: current) { object, previous in
            if let object = object as? Environment { handler(object, previous) }
        }
        traitChangeRegistrations.append(record)
        return record
    }

    /// Runs the registrations whose traits changed; called where `traitCollectionDidChange` is.
    func runTraitChangeRegistrations(with current: UITraitCollection) {
        guard !traitChangeRegistrations.isEmpty else { return }
        for record in traitChangeRegistrations where record.changed(in: current) {
            let previous = record.seen
            record.seen = current
            record.handler(self, previous)
        }
    }
}

/// One registration: its traits, the collection it last saw, and its handler.
final class TraitChangeRecord: UITraitChangeRegistration {
    let traits: [UITrait]
    var seen: UITraitCollection
    let handler: (UIResponder, UITraitCollection) -> Void

    init(traits: [UITrait], current: UITraitCollection, handler: @escaping (UIResponder, UITraitCollection) -> Void) {
        self.traits = traits
        seen = current
        self.handler = handler
    }

    func changed(in current: UITraitCollection) -> Bool {
        traits.contains { seen.comparableValue(of: $0) != current.comparableValue(of: $0) }
    }
}
