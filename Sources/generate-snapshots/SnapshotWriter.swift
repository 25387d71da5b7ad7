import Foundation
import OpenUIKit
import SnapshotRenderer

/// Renders one job and writes its PNG and layout dump atomically (a temporary file renamed into place),
/// so an interrupted run never leaves a half-written golden.
struct SnapshotWriter {
    let output: URL

    struct Written {
        let relativePath: String
        let bytes: Int
        let layoutSeconds: Double
        let rasterSeconds: Double
        let encodeSeconds: Double
        /// The layout dump, with the ambiguity probe it runs.
        let dumpSeconds: Double
        /// Creating folders and writing the PNG and the dump.
        let writeSeconds: Double
    }

    func write(_ job: SnapshotJob) throws -> Written { try render(job).written }

    /// Writes the job's files and returns the snapshot too, for a contact sheet made from its surface.
    func render(_ job: SnapshotJob) throws -> (written: Written, snapshot: Snapshot) {
        let started = DispatchTime.now().uptimeNanoseconds
        let snapshot = try Snapshotter.snapshot(of: job.scene.makeViewController, configuration: job.configuration)
        let start = DispatchTime.now().uptimeNanoseconds
        let png = snapshot.png()
        let encoded = DispatchTime.now().uptimeNanoseconds
        let url = output.appendingPathComponent(job.relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try OutputFile.write(png, to: url)
        try OutputFile.write(Array(snapshot.layoutDump.utf8), to: output.appendingPathComponent(job.layoutDumpPath))
        // The snapshot's own clock covers layout and raster; the rest of its call is the dump.
        let snapshotSeconds = Double(start - started) / 1e9
        let written = Written(
            relativePath: job.relativePath, bytes: png.count, layoutSeconds: snapshot.layoutSeconds,
            rasterSeconds: snapshot.rasterSeconds, encodeSeconds: Double(encoded - start) / 1e9,
            dumpSeconds: max(0, snapshotSeconds - snapshot.layoutSeconds - snapshot.rasterSeconds),
            writeSeconds: PhaseTimings.seconds(since: encoded))
        return (written, snapshot)
    }
}

extension SnapshotWriter.Written {
    /// The line a worker process prints for its coordinator.
    var reportLine: String {
        "ok\t\(relativePath)\t\(bytes)\t\(layoutSeconds)\t\(rasterSeconds)\t\(encodeSeconds)\t\(dumpSeconds)\t"
            + "\(writeSeconds)"
    }

    init?(reportLine line: Substring) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 8, fields[0] == "ok", let bytes = Int(fields[2]), let layout = Double(fields[3]),
            let raster = Double(fields[4]), let encode = Double(fields[5]), let dump = Double(fields[6]),
            let write = Double(fields[7])
        else { return nil }
        self.init(
            relativePath: String(fields[1]), bytes: bytes, layoutSeconds: layout, rasterSeconds: raster,
            encodeSeconds: encode, dumpSeconds: dump, writeSeconds: write)
    }
}
