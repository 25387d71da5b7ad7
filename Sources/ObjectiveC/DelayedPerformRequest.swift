import Foundation

/// One `perform(_:with:afterDelay:)` waiting for its run loop: a timer on the run loop of the thread
/// that asked, holding the target and the argument until it fires or is cancelled, as Foundation does.
/// They are let go of explicitly then: Foundation's block timers on Linux are never freed (the timer
/// retains itself for its run-loop context), so nothing their block holds may wait for a deinitializer.
final class DelayedPerformRequest: @unchecked Sendable {
    // `@unchecked Sendable`: its state is written under `lock` only; it is handed between the timer's
    // block and `cancelPreviousPerformRequests`, which run on the requesting thread anyway.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var pending: [DelayedPerformRequest] = []

    private let targetIdentity: ObjectIdentifier
    private let selector: Selector
    private let runLoop: RunLoop
    /// The target and the argument, until the request fires or is cancelled.
    private var held: (target: AnyObject, argument: Any?)?
    private var timer: Timer?

    private init(target: AnyObject, selector: Selector, argument: Any?, runLoop: RunLoop) {
        targetIdentity = ObjectIdentifier(target)
        self.selector = selector
        self.runLoop = runLoop
        held = (target, argument)
    }

    static func schedule(
        _ selector: Selector, on target: AnyObject, with argument: Any?, after delay: TimeInterval,
        in modes: [RunLoop.Mode]
    ) {
        let request = DelayedPerformRequest(
            target: target, selector: selector, argument: argument, runLoop: .current)
        // Foundation's `Timer(timeInterval:repeats:block:)` fires at once on Linux: the date says when.
        let timer = Timer(fire: Date(timeIntervalSinceNow: max(delay, 0)), interval: 0, repeats: false) { _ in
            request.fire()
        }
        lock.withLock {
            request.timer = timer
            pending.append(request)
        }
        for mode in modes { request.runLoop.add(timer, forMode: mode) }
    }

    private func fire() {
        let held = Self.lock.withLock {
            Self.pending.removeAll { $0 === self }
            return self.held
        }
        // A cancelled request holds nothing, even if its timer was due.
        guard let held else { return }
        finish()
        _ = selector.perform(on: held.target, with: [held.argument])
    }

    /// Cancels this thread's requests for `target` (matched by identity) and, when given, for `selector`
    /// with an argument equal to `argument` (`isEqual(_:)`, nil matching nil), as Foundation does.
    static func cancel(target: AnyObject, matching selector: Selector?, argument: Any?) {
        let runLoop = RunLoop.current
        let cancelled = lock.withLock {
            let matched = pending.filter { request in
                request.runLoop === runLoop && request.targetIdentity == ObjectIdentifier(target)
                    && (selector.map {
                        request.selector == $0 && ArgumentEquality.isEqual(request.held?.argument, argument)
                    } ?? true)
            }
            pending.removeAll { request in matched.contains { $0 === request } }
            return matched
        }
        for request in cancelled { request.finish() }
    }

    /// Takes the timer off its run loop and lets go of it and of the target and argument.
    private func finish() {
        let (timer, held) = Self.lock.withLock {
            defer {
                self.timer = nil
                self.held = nil
            }
            return (self.timer, self.held)
        }
        timer?.invalidate()
        // Deinitializers run here, outside the lock.
        withExtendedLifetime(held) {}
    }
}
