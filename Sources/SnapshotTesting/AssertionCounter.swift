import Foundation
import XCTest

/// Numbers unnamed assertions within a test (1, 2, …) in the order they run. XCTest test cases start
/// from 1 again each time they run (repetitions), as swift-snapshot-testing's counter does.
final class AssertionCounter: @unchecked Sendable {
    static let shared = AssertionCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]
    private var observing = false

    func next(file: String, testName: String) -> Int {
        observeTestCases()
        return lock.withLock {
            let key = file + "\u{0}" + testName
            counts[key, default: 0] += 1
            return counts[key]!
        }
    }

    func reset() {
        lock.withLock { counts.removeAll() }
    }

    /// XCTest's observation centre is the main thread's; registering from elsewhere goes through it.
    private func observeTestCases() {
        let register = lock.withLock { () -> Bool in
            defer { observing = true }
            return !observing
        }
        guard register else { return }
        let add = { XCTestObservationCenter.shared.addTestObserver(CounterReset(counter: self)) }
        if Thread.isMainThread { add() } else { DispatchQueue.main.async(execute: add) }
    }

    private final class CounterReset: NSObject, XCTestObservation {
        let counter: AssertionCounter
        init(counter: AssertionCounter) { self.counter = counter }
        func testCaseWillStart(_ testCase: XCTestCase) { counter.reset() }
    }
}
