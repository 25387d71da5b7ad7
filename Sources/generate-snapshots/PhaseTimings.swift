import Foundation

/// Seconds spent per phase of a run, summed over every process, for `--timings`. Workers send theirs
/// to the coordinator as `timing` lines, so the table covers the whole run whatever `--jobs`.
final class PhaseTimings: @unchecked Sendable {
    /// The phases in the order the table prints them.
    static let phases = [
        "worker start-up", "font loading", "layout", "layout dump", "raster", "encode", "writes",
        "contact sheets", "provenance",
    ]

    private let lock = NSLock()
    private var seconds: [String: Double] = [:]

    func add(_ phase: String, _ value: Double) {
        lock.lock()
        defer { lock.unlock() }
        seconds[phase, default: 0] += value
    }

    /// Runs `body` and adds its duration to `phase`.
    func measure<T>(_ phase: String, _ body: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, Self.seconds(since: start)) }
        return try body()
    }

    static func seconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The line a worker prints for its coordinator.
    static func reportLine(phase: String, seconds: Double) -> String { "timing\t\(phase)\t\(seconds)" }

    /// Adds a worker's `timing` line; false when the line is not one.
    func receive(reportLine line: Substring) -> Bool {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "timing", let value = Double(fields[2]) else { return false }
        add(String(fields[1]), value)
        return true
    }

    /// The table: each phase's seconds summed over processes, and its share of that sum.
    func table(wallSeconds: Double) -> String {
        lock.lock()
        defer { lock.unlock() }
        let total = seconds.values.reduce(0, +)
        var lines = [String(format: "timings (seconds summed over processes; wall %.3f s):", wallSeconds)]
        for phase in Self.phases + seconds.keys.filter({ !Self.phases.contains($0) }).sorted() {
            let value = seconds[phase, default: 0]
            lines.append(
                String(
                    format: "  %@ %8.3f s  %5.1f%%", phase.padding(toLength: 16, withPad: " ", startingAt: 0), value,
                    total > 0 ? value / total * 100 : 0))
        }
        lines.append(String(format: "  %@ %8.3f s", "total".padding(toLength: 16, withPad: " ", startingAt: 0), total))
        return lines.joined(separator: "\n")
    }
}
