import Foundation

/// A layout guide that switches sets of constraints on and off as it nears or leaves the edges of its
/// owning view (UIKit uses it for the keyboard). Where the guide is comes from ``nearEdges``: a subclass
/// says which edges it touches, and a change of that set re-evaluates every tracked set.
open class UITrackingLayoutGuide: UILayoutGuide {
    private var nearSets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []
    private var awaySets: [(edge: NSDirectionalRectEdge, constraints: [NSLayoutConstraint])] = []

    /// The owning view's edges the guide touches now. Nothing here: a subclass knows.
    var nearEdges: NSDirectionalRectEdge { [] }

    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge
    ) {
        nearSets.removeAll { $0.edge == edge }
        nearSets.append((edge, trackingConstraints))
        applyTracking()
    }

    open func setConstraints(
        _ trackingConstraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge
    ) {
        awaySets.removeAll { $0.edge == edge }
        awaySets.append((edge, trackingConstraints))
        applyTracking()
    }

    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        nearSets.first { $0.edge == edge }?.constraints ?? []
    }

    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        awaySets.first { $0.edge == edge }?.constraints ?? []
    }

    /// Forgets every tracked set; their constraints keep the state they have.
    open func removeAllTrackedConstraints() {
        nearSets.removeAll()
        awaySets.removeAll()
    }

    /// Deactivates the sets whose condition fails before activating those whose condition holds, so a
    /// constraint in both ends up active and two sets never conflict on the way.
    func applyTracking() {
        let near = nearEdges
        let active =
            nearSets.filter { near.isSuperset(of: $0.edge) } + awaySets.filter { near.isDisjoint(with: $0.edge) }
        let inactive =
            nearSets.filter { !near.isSuperset(of: $0.edge) } + awaySets.filter { !near.isDisjoint(with: $0.edge) }
        NSLayoutConstraint.deactivate(inactive.flatMap(\.constraints))
        NSLayoutConstraint.activate(active.flatMap(\.constraints))
    }
}
