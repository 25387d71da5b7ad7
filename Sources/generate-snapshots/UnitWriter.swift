import Foundation
import SnapshotRenderer

/// Renders units, writing each snapshot as it is drawn and then the unit's contact sheet.
struct UnitWriter {
    let output: URL

    enum Report {
        case snapshot(SnapshotWriter.Written)
        case sheet(relativePath: String, seconds: Double)

        /// The line a worker process prints for its coordinator.
        var reportLine: String {
            switch self {
            case .snapshot(let written): written.reportLine
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

    func write(_ unit: WorkUnit, report: (Report) -> Void) throws {
        let writer = SnapshotWriter(output: output)
        let shown = Set(unit.sheet?.jobs.map(\.relativePath) ?? [])
        var surfaces: [String: RasterSurface] = [:]
        for job in unit.jobs {
            let (written, snapshot) = try writer.render(job)
            if shown.contains(job.relativePath) { surfaces[job.relativePath] = snapshot.surface }
            report(.snapshot(written))
        }
        guard let sheet = unit.sheet else { return }
        let start = DispatchTime.now().uptimeNanoseconds
        let entries = sheet.jobs.map { job in
            (label: ContactSheetWriter.label(of: job), surface: surfaces[job.relativePath]!)
        }
        let png = PNGEncoder().encode(try ContactSheet.compose(entries))
        try Data(png).write(to: output.appendingPathComponent(sheet.relativePath), options: .atomic)
        report(.sheet(relativePath: sheet.relativePath, seconds: PhaseTimings.seconds(since: start)))
    }
}
