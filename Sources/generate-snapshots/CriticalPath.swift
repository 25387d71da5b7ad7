import Foundation

/// When each process of a run started, could draw, and stopped, for `--timings`: the phases table sums
/// work over processes, this shows what ran on one core while the other waited (start-up before the
/// workers draw, the last sheets after the last snapshot). Times are monotonic nanoseconds, a clock all
/// processes share on Linux; a worker's are taken when its lines reach the coordinator.
final class CriticalPath: @unchecked Sendable {
    private let lock = NSLock()
    private let start: UInt64
    private var marks: [(process: String, event: String, time: UInt64)] = []
    private var waited: UInt64 = 0

    init(start: UInt64) { self.start = start }

    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Records `event` of `process` now (or at `time`); a later mark of the same pair replaces it.
    func mark(_ process: String, _ event: String, at time: UInt64 = CriticalPath.now) {
        lock.lock()
        defer { lock.unlock() }
        if let index = marks.firstIndex(where: { $0.process == process && $0.event == event }) {
            marks[index].time = time
        } else {
            marks.append((process, event, time))
        }
    }

    /// Records the first `event` of `process` only.
    func markFirst(_ process: String, _ event: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !marks.contains(where: { $0.process == process && $0.event == event }) else { return }
        marks.append((process, event, Self.now))
    }

    /// Time the coordinator spent waiting for workers' snapshots with nothing of its own to do.
    func addWaiting(_ nanoseconds: UInt64) {
        lock.lock()
        waited += nanoseconds
        lock.unlock()
    }

    func time(_ process: String, _ event: String) -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return marks.first { $0.process == process && $0.event == event }?.time
    }

    /// One line per process, its events in the order they happened, in seconds since the start.
    func table() -> String {
        lock.lock()
        defer { lock.unlock() }
        // The coordinator first, then the workers in the order they started, then the run as a whole.
        var processes = ["coordinator"]
        for mark in marks where !processes.contains(mark.process) && mark.process != "all processes" {
            processes.append(mark.process)
        }
        processes.append("all processes")
        var lines = ["critical path (seconds since the command started):"]
        for process in processes {
            let events = marks.filter { $0.process == process }.sorted { $0.time < $1.time }
            if events.isEmpty { continue }
            let text = events.map { String(format: "%@ %.3f", $0.event, Double($0.time &- start) / 1e9) }
            lines.append(
                "  \(process.padding(toLength: 14, withPad: " ", startingAt: 0))" + text.joined(separator: ", "))
        }
        lines.append(String(format: "  coordinator waited %.3f s for workers' snapshots", Double(waited) / 1e9))
        return lines.joined(separator: "\n")
    }
}
