import Foundation

/// How many threads this process runs, from the kernel's own count.
enum SingleThread {
    /// The `Threads:` line of `/proc/self/status`; nil when it cannot be read. A thread just joined may
    /// still be counted while the kernel finishes it, so a count above one is read again
    /// over a few milliseconds before it is believed.
    static func count() -> Int? {
        var threads: Int?
        for attempt in 0..<10 {
            if attempt > 0 { usleep(1000) }
            threads = read()
            if let threads, threads <= 1 { break }
        }
        return threads
    }

    private static func read() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Threads:") {
            return Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
