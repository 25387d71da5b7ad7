import Foundation
import ReferenceScenes
import SnapshotRenderer

/// What one process does at a time: draw one snapshot, or compose one contact sheet from the
/// thumbnails its snapshots left. One snapshot a unit keeps both cores busy to the end whatever the
/// scenes cost (whole scenes as units left one idle for a second behind the dearest scene); a sheet
/// waits for its snapshots (``UnitQueue``). Each file depends only on its own job, so which process
/// takes a unit changes no byte.
struct WorkUnit {
    enum Work {
        /// A snapshot, and the sheet unit its thumbnail goes to, if the run composes that sheet.
        case snapshot(SnapshotJob, sheetUnit: Int?)
        /// A sheet and the snapshot units whose thumbnails it shows, in its order.
        case sheet(ContactSheetWriter.Sheet, snapshotUnits: [Int])
    }

    let work: Work

    /// The first file the unit writes, for messages.
    var relativePath: String {
        switch work {
        case .snapshot(let job, _): job.relativePath
        case .sheet(let sheet, _): sheet.relativePath
        }
    }

    /// The run's units: its snapshots in matrix order, then the sheets it shows whole (every one in a
    /// full run; a partial run's other sheets come from the folder afterwards, a shard's not at all).
    /// Workers compute the same list from the same options, so a unit travels as its index.
    static func units(of options: Options) -> [WorkUnit] {
        let matrix = options.matrix
        var order: [String] = []
        var grouped: [String: [Int]] = [:]
        for (index, job) in matrix.enumerated() {
            let path = ContactSheetWriter.sheetPath(of: job)
            if grouped[path] == nil { order.append(path) }
            grouped[path, default: []].append(index)
        }
        var sheetOf: [Int: Int] = [:]
        var sheets: [WorkUnit] = []
        for path in order where options.shard.count == 1 {
            let indices = grouped[path]!
            let sheet = ContactSheetWriter.sheet(at: path, of: matrix[indices[0]])
            let byPath = Dictionary(uniqueKeysWithValues: indices.map { (matrix[$0].relativePath, $0) })
            let shown = sheet.jobs.compactMap { byPath[$0.relativePath] }
            guard shown.count == sheet.jobs.count else { continue }
            for index in shown { sheetOf[index] = matrix.count + sheets.count }
            sheets.append(WorkUnit(work: .sheet(sheet, snapshotUnits: shown)))
        }
        return matrix.enumerated().map { WorkUnit(work: .snapshot($0.element, sheetUnit: sheetOf[$0.offset])) }
            + sheets
    }
}
