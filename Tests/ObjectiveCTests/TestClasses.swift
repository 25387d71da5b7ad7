import Foundation
import ObjectiveC

/// The two isolation situations app code puts selectors in: a main-actor class, as every view
/// controller is, and a plain NSObject subclass.
@MainActor
final class MainActorController: NSObject {
    var calls: [String] = []
    var threads: [Bool] = []
    var title = "Inbox"

    func refresh() { record("refresh") }
    func tap(_ sender: Any) { record("tap \(sender)") }
    func select(_ sender: MainActorController) { record("select") }
    func optional(_ sender: Any?) { record("optional \(sender.map { "\($0)" } ?? "nil")") }
    func move(_ x: Int, _ y: Int) { record("move \(x) \(y)") }
    func three(_ a: String, _ b: String, _ c: String) { record(a + b + c) }
    func four(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Int { a + b + c + d }
    func keyboardWillShow(_ notification: NSNotification) { record("ns \(notification.name.rawValue)") }
    func didChange(_ notification: Notification) { record("note \(notification.name.rawValue)") }
    func make() -> NSObject { Marker() }
    func count() -> Int { calls.count }
    func maybe() -> String? { nil }

    private func record(_ call: String) {
        calls.append(call)
        threads.append(Thread.isMainThread)
    }
}

class PlainObject: NSObject {
    var calls: [String] = []
    var name = "plain"

    func ping() { calls.append("ping") }
    func fired(_ timer: Timer) { calls.append("fired \(timer.userInfo.map { "\($0)" } ?? "nil")") }
    func take(_ value: String?) { calls.append("take \(value ?? "nil")") }
}

final class PlainSubclass: PlainObject {}

/// An object whose deinitializer says so, to watch what is held.
final class Marker: NSObject {
    var onDeinit: () -> Void = {}
    deinit { onDeinit() }
}

/// Waits on the current run loop until `condition` holds or `timeout` passes, as a snapshot's
/// `.wait(for:on:)` turns the main run loop.
func turnRunLoop(for timeout: TimeInterval = 1, until condition: () -> Bool = { false }) {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() && Date() < deadline {
        _ = RunLoop.current.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
    }
}

/// Records on which threads its methods ran; safe to call from any thread.
final class ThreadRecorder: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Bool] = []

    func record() { lock.withLock { recorded.append(Thread.isMainThread) } }
    func observe(_ notification: Notification) { record() }

    /// For each call, whether it ran on the main thread.
    var onMainThread: [Bool] { lock.withLock { recorded } }
}
