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
        /// A sheet and the snapshot units whose thumbnails it shows, in its order; with `anyProcess`, a
        /// worker may compose it too, so every thumbnail it shows goes through the folder.
        case sheet(ContactSheetWriter.Sheet, snapshotUnits: [Int], anyProcess: Bool)
    }

    let work: Work

    /// The first file the unit writes, for messages.
    var relativePath: String {
        switch work {
        case .snapshot(let job, _): job.relativePath
        case .sheet(let sheet, _, _): sheet.relativePath
        }
    }

    /// The run's units: its snapshots, then the sheets it shows whole (every one in a full run; a partial
    /// run's other sheets come from the folder afterwards, a shard's not at all). Snapshots go sheet by
    /// sheet, so that each sheet is composed while the next one's snapshots are drawn, and within a
    /// sheet largest first: the run ends on a small snapshot, so neither process waits long for the
    /// other. The last sheet still has to be composed once its last snapshot is drawn, which left one
    /// process idle for as long (the run's tail): so the last two sheets' snapshots are drawn in turn,
    /// both sheets are ready at about the same time at the end, and either process may compose them
    /// (`anyProcess`), one each. Workers compute the same list from the same options, so a unit travels
    /// as its index.
    static func units(of options: Options) -> [WorkUnit] {
        let matrix = options.matrix
        var order: [String] = []
        var grouped: [String: [Int]] = [:]
        for (index, job) in matrix.enumerated() {
            let path = ContactSheetWriter.sheetPath(of: job)
            if grouped[path] == nil { order.append(path) }
            grouped[path, default: []].append(index)
        }
        func pixels(_ job: SnapshotJob) -> Double {
            let device = job.configuration.device
            return device.portraitSize.width * device.portraitSize.height * device.scale * device.scale
        }
        // Each sheet's matrix positions, largest first; and the sheets the run composes.
        let largestFirst = grouped.mapValues { positions in
            positions.enumerated().sorted {
                let (a, b) = (pixels(matrix[$0.element]), pixels(matrix[$1.element]))
                return a != b ? a > b : $0.offset < $1.offset
            }.map(\.element)
        }
        let composed = order.filter { path in
            options.shard.count == 1
                && Set(ContactSheetWriter.sheet(at: path, of: matrix[grouped[path]![0]]).jobs.map(\.relativePath))
                    .isSubset(of: grouped[path]!.map { matrix[$0].relativePath })
        }
        let shared = Set(composed.suffix(2))
        // Matrix positions in drawing order; a snapshot's unit is its place in it.
        var drawing = order.filter { !shared.contains($0) }.flatMap { largestFirst[$0]! }
        let pair = composed.suffix(2).map { largestFirst[$0]! }
        for turn in 0..<(pair.map(\.count).max() ?? 0) {
            for positions in pair where turn < positions.count { drawing.append(positions[turn]) }
        }
        var unitOf: [Int: Int] = [:]
        for (unit, position) in drawing.enumerated() { unitOf[position] = unit }
        var sheetOf: [Int: Int] = [:]
        var sheets: [WorkUnit] = []
        for path in composed {
            let positions = grouped[path]!
            let sheet = ContactSheetWriter.sheet(at: path, of: matrix[positions[0]])
            let byPath = Dictionary(uniqueKeysWithValues: positions.map { (matrix[$0].relativePath, unitOf[$0]!) })
            let shown = sheet.jobs.compactMap { byPath[$0.relativePath] }
            for unit in shown { sheetOf[unit] = drawing.count + sheets.count }
            sheets.append(WorkUnit(work: .sheet(sheet, snapshotUnits: shown, anyProcess: shared.contains(path))))
        }
        return drawing.enumerated().map { unit, position in
            WorkUnit(work: .snapshot(matrix[position], sheetUnit: sheetOf[unit]))
        } + sheets
    }

    /// Whether a snapshot unit's thumbnail goes through the folder whoever draws it: its sheet is one a
    /// worker may compose.
    static func thumbnailGoesThroughFolder(_ unit: Int, of units: [WorkUnit]) -> Bool {
        guard case .snapshot(_, let sheet?) = units[unit].work, case .sheet(_, _, let anyProcess) = units[sheet].work
        else { return false }
        return anyProcess
    }
}
