import Foundation

/// Runs committed animations' callbacks from the main run loop, with one Foundation timer set for the next
/// moment something is due: the implicit transaction's commit, a start, an end, or a pending notice (an
/// early stop, a completion block with nothing to wait for). Each firing reads `CACurrentMediaTime()`, so
/// callbacks follow the media clock, pinned or not; the rules are on `CAAnimation`.
package final class AnimationTimeline {
    nonisolated(unsafe) package static let shared = AnimationTimeline()

    private final class Running {
        weak var layer: CALayer?
        let animation: CAAnimation
        var started = false

        init(layer: CALayer, animation: CAAnimation) {
            self.layer = layer
            self.animation = animation
        }
    }

    private final class PendingCompletion {
        let block: () -> Void
        var waiting: [ObjectIdentifier]

        init(block: @escaping () -> Void, waiting: [ObjectIdentifier]) {
            self.block = block
            self.waiting = waiting
        }
    }

    private var running: [Running] = []
    private var notices: [() -> Void] = []
    private var completions: [PendingCompletion] = []
    private var implicitCommitDue = false
    private var timer: Timer?

    func implicitTransactionOpened() {
        implicitCommitDue = true
        schedule()
    }

    /// Starts the frame's animations that their layers still hold (one removed meanwhile never starts),
    /// fixing a zero `beginTime` at the layer's current time as Core Animation does.
    func commit(_ frame: TransactionFrame) {
        let now = MediaClock.now
        for addition in frame.additions {
            guard let layer = addition.layer, layer.animationState.holds(addition.animation) else { continue }
            let animation = addition.animation
            if animation.beginTime == 0 { animation.beginTime = layer.convertTime(now, from: nil) }
            layer.animationState.markCommitted(animation)
            running.append(Running(layer: layer, animation: animation))
        }
        for completion in frame.completions {
            let waiting = completion.animations.map(ObjectIdentifier.init).filter { id in
                running.contains { ObjectIdentifier($0.animation) == id }
            }
            if waiting.isEmpty {
                notices.append(completion.block)
            } else {
                completions.append(PendingCompletion(block: completion.block, waiting: waiting))
            }
        }
        schedule()
    }

    /// A layer let go of `animation` early: a committed one reports `finished: false` on the next turn.
    func removed(_ animation: CAAnimation) {
        guard let index = running.firstIndex(where: { $0.animation === animation }) else { return }
        running.remove(at: index)
        notices.append { [weak self] in
            animation.delegate?.animationDidStop(animation, finished: false)
            self?.stopped(animation)
        }
        schedule()
    }

    func clockDidChange() { schedule() }

    /// Forgets every animation and callback without calling anything (tests start clean).
    package func reset() {
        timer?.invalidate()
        timer = nil
        running.removeAll()
        notices.removeAll()
        completions.removeAll()
        implicitCommitDue = false
    }

    /// After a firing, times up to the one it checked are ones it found not yet reached (a layer running
    /// backwards); waiting on them again would spin. The bound is the time the firing checked, not the time
    /// now: an end that falls between the two (callbacks took a while) must still get its turn.
    private func schedule(after earliest: CFTimeInterval = -.infinity) {
        timer?.invalidate()
        guard let due = nextDueTime(after: earliest) else {
            timer = nil
            return
        }
        // A pinned clock does not move while the timer waits: a firing that finds nothing due sets it again.
        let delay = due <= MediaClock.now ? 0 : max(due - MediaClock.now, 0.001)
        let timer = Timer(timeInterval: delay, repeats: false) { [weak self] _ in self?.fire() }
        RunLoop.main.add(timer, forMode: .common)
        self.timer = timer
    }

    private func nextDueTime(after earliest: CFTimeInterval) -> CFTimeInterval? {
        if implicitCommitDue || !notices.isEmpty { return -.infinity }
        var due: CFTimeInterval?
        for entry in running {
            guard let layer = entry.layer else { return -.infinity }
            let animation = entry.animation
            let local = entry.started ? animation.endParentTime : animation.beginTime
            guard let local else { continue }
            guard let absolute = layer.absoluteTime(ofLocalTime: local), absolute.isFinite, absolute > earliest
            else { continue }
            due = min(due ?? absolute, absolute)
        }
        return due
    }

    private func fire() {
        timer = nil
        if implicitCommitDue {
            implicitCommitDue = false
            CATransaction.flush()
        }
        let dueNotices = notices
        notices.removeAll()
        for notice in dueNotices { notice() }
        let now = MediaClock.now
        for entry in running where running.contains(where: { $0 === entry }) {
            guard let layer = entry.layer else {
                running.removeAll { $0 === entry }
                stopped(entry.animation)
                continue
            }
            let animation = entry.animation
            let time = layer.convertTime(now, from: nil)
            if !entry.started && animation.hasBegun(atParentTime: time) {
                entry.started = true
                animation.delegate?.animationDidStart(animation)
            }
            guard entry.started, animation.hasEnded(atParentTime: time),
                running.contains(where: { $0 === entry })
            else { continue }
            running.removeAll { $0 === entry }
            if animation.isRemovedOnCompletion { layer.animationState.remove(animation) }
            animation.delegate?.animationDidStop(animation, finished: true)
            stopped(animation)
        }
        schedule(after: now)
    }

    private func stopped(_ animation: CAAnimation) {
        let id = ObjectIdentifier(animation)
        for completion in completions where completion.waiting.contains(id) {
            completion.waiting.removeAll { $0 == id }
            if completion.waiting.isEmpty {
                completions.removeAll { $0 === completion }
                completion.block()
            }
        }
    }
}
