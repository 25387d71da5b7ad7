import Foundation

/// Sends `traitCollectionDidChange(_:)` and the iOS 17 trait registrations, top-down as UIKit updates traits: a
/// view's controller before the view (the controller's traits are what its view inherits), a view before its
/// subviews, so a child controller after its parent's views and before its own view.
///
/// A handler may change traits itself (set `traitOverrides`, which asks for another report). UIKit coalesces
/// such updates; here a report asked for while one runs is run once after it, and one asked for during that
/// extra pass is dropped (the traits still apply, only the callbacks are not sent), so a handler that keeps
/// changing the trait it observes cannot recurse without bound.
@MainActor
enum TraitChangeReporter {
    private static var depth = 0
    private static var inExtraPass = false
    private static var deferred: [(UIView, (UIView) -> Void)] = []

    static func report(for root: UIView, _ body: @escaping (UIView) -> Void) {
        if depth > 0 {
            if !inExtraPass { deferred.append((root, body)) }
            return
        }
        depth += 1
        body(root)
        if !deferred.isEmpty {
            inExtraPass = true
            let pending = deferred
            deferred = []
            for (view, body) in pending { body(view) }
            inExtraPass = false
            deferred = []
        }
        depth -= 1
    }
}

extension UIView {
    /// This view's controller (when this is its view), then the view itself.
    func reportTraitsOfControllerAndSelf() {
        if let viewController, viewController.viewIfLoaded === self { viewController.reportTraitChange() }
        let current = traitCollection
        let previous = reportedTraits ?? UITraitCollection()
        if previous != current {
            reportedTraits = current
            traitCollectionDidChange(previous)
        }
        runTraitChangeRegistrations(with: traitCollection)
    }
}

extension UIViewController {
    /// `traitCollectionDidChange` with the traits last reported, when they differ from the current ones; a
    /// controller never told before had the unspecified traits of one outside any window.
    func reportTraitChange() {
        let current = traitCollection
        let previous = reportedTraits ?? UITraitCollection()
        if previous != current {
            reportedTraits = current
            traitCollectionDidChange(previous)
        }
        runTraitChangeRegistrations(with: traitCollection)
    }
}
