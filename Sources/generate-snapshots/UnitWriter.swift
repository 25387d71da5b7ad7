import Foundation
import SnapshotRenderer

/// Renders units: a snapshot's files and then, for a sheet the run composes, its thumbnail; or a sheet
/// from its snapshots' thumbnails.
struct UnitWriter {
    let output: URL

    enum Report {
        case snapshot(SnapshotWriter.Written)
        case thumbnail(seconds: Double)
        case sheet(relativePath: String, seconds: Double)

        /// The line a worker process prints for its coordinator.
        var reportLine: String {
            switch self {
            case .snapshot(let written): written.reportLine
            case .thumbnail(let seconds): PhaseTimings.reportLine(phase: "contact sheets", seconds: seconds)
            case .sheet(let path, let seconds): "sheet\t\(path)\t\(seconds)"
            }
        }

        init?(reportLine line: Substring) {
            if let written = SnapshotWriter.Written(reportLine: line) {
                self = .snapshot(written)
                return
            }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[0] == "sheet", let seconds = Double(fields[2]) else { return nil }
            self = .sheet(relativePath: String(fields[1]), seconds: seconds)
        }
    }

    /// Draws a snapshot and writes its files; with `thumbnail`, also shrinks it for its sheet while the
    /// surface is at hand (no PNG read back).
    func snapshot(_ job: SnapshotJob, thumbnail: Bool, report: (Report) -> Void) throws -> ContactSheet.Thumbnail? {
        let (written, snapshot) = try SnapshotWriter(output: output).render(job)
        report(.snapshot(written))
        guard thumbnail else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        let shrunk = ContactSheet.Thumbnail(of: snapshot.surface)
        report(.thumbnail(seconds: PhaseTimings.seconds(since: start)))
        return shrunk
    }

    /// Composes and writes a sheet from the thumbnails of its snapshots, in its order.
    func sheet(
        _ sheet: ContactSheetWriter.Sheet, thumbnails: [ContactSheet.Thumbnail], report: (Report) -> Void
    ) throws {
        let start = DispatchTime.now().uptimeNanoseconds
        let entries = zip(sheet.jobs, thumbnails).map { (label: ContactSheetWriter.label(of: $0), thumbnail: $1) }
        let png = ImageEncoder().png(try ContactSheet.compose(entries))
        try OutputFile.write(png, to: output.appendingPathComponent(sheet.relativePath))
        report(.sheet(relativePath: sheet.relativePath, seconds: PhaseTimings.seconds(since: start)))
    }
}
