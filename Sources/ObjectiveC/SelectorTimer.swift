import Foundation

/// A timer that performs a selector on its target, passing itself, as Foundation's target/selector timers
/// do. Foundation on Linux has only block timers, whose `userInfo` is always nil: this subclass answers
/// the one it was made with. The target and `userInfo` are held until the timer is invalidated (or, for a
/// timer that does not repeat, until it has fired), as Foundation holds them.
final class SelectorTimer: Timer {
    // A timer fires on its run loop's thread, but `invalidate()` may come from another: the held values
    // are read and released under `lock`.
    private let lock = NSLock()
    private var target: AnyObject?
    private var heldUserInfo: Any?
    private let selector: Selector

    init(fireAt date: Date, interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        self.target = unwrappedObject(target)
        self.selector = selector
        heldUserInfo = userInfo
        super.init(fire: date, interval: interval, repeats: repeats) { timer in
            (timer as? SelectorTimer)?.fireSelector(repeats: repeats)
        }
    }

    override var userInfo: Any? { lock.withLock { heldUserInfo } }

    override func invalidate() {
        super.invalidate()
        release()
    }

    private func fireSelector(repeats: Bool) {
        guard let target = lock.withLock({ target }) else { return }
        _ = selector.perform(on: target, with: [self])
        if !repeats { release() }
    }

    private func release() {
        let released = lock.withLock {
            defer {
                target = nil
                heldUserInfo = nil
            }
            return (target, heldUserInfo)
        }
        // Deinitializers run here, outside the lock.
        withExtendedLifetime(released) {}
    }
}
