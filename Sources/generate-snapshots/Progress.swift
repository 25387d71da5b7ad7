import Foundation

/// A progress bar on a terminal, one plain line per file otherwise (CI logs), and the closing summary.
final class Progress {
    private let total: Int
    private let interactive = isatty(STDERR_FILENO) == 1
    private let start = DispatchTime.now().uptimeNanoseconds
    private(set) var done = 0
    private(set) var bytes = 0
    private var layout = 0.0
    private var raster = 0.0
    private var encode = 0.0
    /// Every process's phases, for `--timings`.
    let timings = PhaseTimings()

    init(total: Int) { self.total = total }

    func record(_ written: SnapshotWriter.Written) {
        done += 1
        bytes += written.bytes
        layout += written.layoutSeconds
        raster += written.rasterSeconds
        encode += written.encodeSeconds
        timings.add("layout", written.layoutSeconds)
        timings.add("layout dump", written.dumpSeconds)
        timings.add("raster", written.rasterSeconds)
        timings.add("encode", written.encodeSeconds)
        timings.add("writes", written.writeSeconds)
        if interactive {
            let width = 30
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
            FileHandle.standardError.write(Data("\r\u{1B}[K\(bar) \(done)/\(total) \(written.relativePath)".utf8))
        } else {
            FileHandle.standardError.write(Data("[\(done)/\(total)] \(written.relativePath)\n".utf8))
        }
    }

    var wallSeconds: Double { PhaseTimings.seconds(since: start) }

    func summary(output: String) -> String {
        let seconds = wallSeconds
        let perSecond = seconds > 0 ? Double(done) / seconds : 0
        let n = Double(max(done, 1))
        return String(
            format:
                "%@%d snapshots in %.2f s (%.1f per second), %.1f MB written to %@; per snapshot: layout %.1f ms, raster %.1f ms, encode %.1f ms",
            interactive ? "\r\u{1B}[K" : "", done, seconds, perSecond, Double(bytes) / 1e6, output,
            layout / n * 1000, raster / n * 1000, encode / n * 1000)
    }
}
