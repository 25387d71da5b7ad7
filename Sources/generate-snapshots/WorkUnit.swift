import Foundation
import ReferenceScenes
import SnapshotRenderer

/// What one process renders at a time: every snapshot of one scene and trait variant, so that the
/// process that drew them composes their contact sheet from the surfaces still in memory (no PNG read
/// back). Each file depends only on its own job, so which process takes a unit changes no byte.
struct WorkUnit {
    let jobs: [SnapshotJob]
    /// The sheet, when the unit holds every snapshot it shows; otherwise it is composed afterwards from
    /// the folder (a partial run) or not at all (a shard).
    let sheet: ContactSheetWriter.Sheet?

    /// The run's units in matrix order. With fewer scene variants than processes, one unit per snapshot
    /// instead, so that every process has work; the sheets then come from the folder.
    static func units(of options: Options, processes: Int) -> [WorkUnit] {
        let matrix = options.matrix
        var order: [String] = []
        var grouped: [String: [SnapshotJob]] = [:]
        for job in matrix {
            let path = ContactSheetWriter.sheetPath(of: job)
            if grouped[path] == nil { order.append(path) }
            grouped[path, default: []].append(job)
        }
        guard order.count >= processes else { return matrix.map { WorkUnit(jobs: [$0], sheet: nil) } }
        return order.map { path in
            let jobs = grouped[path]!
            let sheet = ContactSheetWriter.sheet(at: path, of: jobs[0])
            let paths = Set(jobs.map(\.relativePath))
            let complete = options.shard.count == 1 && sheet.jobs.allSatisfy { paths.contains($0.relativePath) }
            return WorkUnit(jobs: jobs, sheet: complete ? sheet : nil)
        }
    }
}
