import Foundation

// Foundation's target/selector timers, which Foundation on Linux lacks (see `SelectorTimer`). A timer
// fires only when its run loop turns (see `Selector`).
extension Timer {
    /// A timer that performs `aSelector` on `aTarget` (passing the timer) every `ti` seconds, or once,
    /// scheduled on the current run loop in the default mode.
    @discardableResult
    public class func scheduledTimer(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) -> Timer {
        let timer = SelectorTimer(
            fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector,
            userInfo: userInfo, repeats: yesOrNo)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}

// The initializers must return a `SelectorTimer`, and a class's own initializers cannot produce an
// instance of a subclass; an initializer in a protocol extension may assign `self`, so these extend a
// protocol Timer conforms to (through NSObject), for exactly Timer.
extension Hashable where Self == Timer {
    /// A timer that performs `aSelector` on `aTarget` `ti` seconds after it is made, and every `ti`
    /// seconds after that when it repeats; add it to a run loop.
    public init(
        timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?,
        repeats yesOrNo: Bool
    ) {
        self = SelectorTimer(
            fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector,
            userInfo: userInfo, repeats: yesOrNo)
    }

    /// A timer that first fires at `date`, then every `ti` seconds when it repeats; add it to a run loop.
    public init(
        fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?,
        repeats rep: Bool
    ) {
        self = SelectorTimer(fireAt: date, interval: ti, target: t, selector: s, userInfo: ui, repeats: rep)
    }
}
