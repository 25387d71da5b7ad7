import Foundation

nonisolated(unsafe) private var currentTraits = UITraitCollection()

extension UITraitCollection {
    /// The traits of the drawing in progress: UIKit sets them around `draw(_:)` so that dynamic colours
    /// resolve for the view being drawn.
    public static var current: UITraitCollection {
        get { currentTraits }
        set { currentTraits = newValue }
    }

    /// Runs `actions` with `self` as the current traits, restoring the previous ones afterwards.
    public func performAsCurrent(_ actions: () -> Void) {
        let previous = currentTraits
        currentTraits = self
        defer { currentTraits = previous }
        actions()
    }
}
