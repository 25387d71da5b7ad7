import Foundation

/// UIKit Dynamics' animator: the behaviours that would move its items, and the reference view they move
/// in. A snapshot is a screen at rest, so nothing here simulates: items stay where layout and the app put
/// them, `isRunning` is false, `elapsedTime` 0, and the delegate is never told of a pause or resume
/// (docs/choices.md). Behaviours and their settings are kept and read back as UIKit keeps them.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    open private(set) weak var referenceView: UIView?
    open private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    /// The layout an animator made with `init(collectionViewLayout:)` moves the attributes of.
    private weak var collectionViewLayout: UICollectionViewLayout?

    public override init() { super.init() }

    public convenience init(referenceView view: UIView) {
        self.init()
        referenceView = view
    }

    public convenience init(collectionViewLayout layout: UICollectionViewLayout) {
        self.init()
        collectionViewLayout = layout
        referenceView = layout.collectionView
    }

    open var isRunning: Bool { false }

    open var elapsedTime: TimeInterval { 0 }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.dynamicAnimator?.removeBehavior(behavior)
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.remove(at: index)
        behavior.dynamicAnimator = nil
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items of the animator's behaviours whose frames meet `rect`, each once.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        var seen: Set<ObjectIdentifier> = []
        var found: [any UIDynamicItem] = []
        for behavior in behaviors {
            for item in behavior.allItems where seen.insert(ObjectIdentifier(item)).inserted {
                let frame = CGRect(
                    x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                    width: item.bounds.width, height: item.bounds.height)
                if frame.intersects(rect) { found.append(item) }
            }
        }
        return found
    }

    /// Reads the item's centre, bounds and transform again; with no simulation there is nothing to update.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {}
}

@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
