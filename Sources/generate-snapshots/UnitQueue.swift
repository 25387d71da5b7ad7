import Foundation

/// The units not yet taken, in order.
final class UnitQueue: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private let count: Int

    init(count: Int) { self.count = count }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard nextIndex < count else { return nil }
        nextIndex += 1
        return nextIndex - 1
    }

    /// After a failure: no unit is handed out any more.
    func cancel() {
        lock.lock()
        nextIndex = count
        lock.unlock()
    }
}
