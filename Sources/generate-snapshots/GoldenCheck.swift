import Foundation
import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting

/// `--check` and `--prune`: the goldens in the output folder against fresh renders, and the files there
/// that no scene produces. Checking writes nothing but failure artifacts.
struct GoldenCheck {
    let options: Options
    let output: URL

    /// Orphans are the command's own files (``SceneFileName``) of devices that neither the default
    /// matrix nor `--device` names. Filters never make a file an orphan: `--device iPhone8` does not
    /// disown the iPad goldens, `--appearance dark` not the light ones.
    func classify(_ path: String) -> GoldenOrphans.Ownership {
        guard let name = SceneFileName(path) else { return .notOurs }
        guard let device = name.device else { return .produced }
        let devices = Set((DefaultMatrix.devices + options.devices).map(\.name))
        return devices.contains(device.name) ? .produced : .orphan
    }

    /// Returns the failures' messages; prints one line per golden.
    func verify() -> [String] {
        var failures: [String] = []
        // Failure artifacts go where the tests put theirs, relative to the working directory (the
        // repository root when run through scripts/generate-snapshots), unless SNAPSHOT_ARTIFACTS says.
        let artifacts =
            ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: ".build/snapshot-failures")
        let configuration = SnapshotConfiguration(
            record: .never, goldensDirectory: output, artifactsDirectory: artifacts.standardizedFileURL)
        for job in options.matrix {
            let failure = SnapshotVerifier(configuration: configuration).verify(
                { job.scene.makeViewController() }, as: .image(on: job.configuration),
                golden: GoldenName(stem: job.stem), anchor: output.path)
            print("\(failure == nil ? "ok     " : "FAILED ") \(job.relativePath)")
            if let failure { failures.append(failure.message) }
        }
        return failures
    }

    func survey() -> (orphans: [String], notOurs: [String]) { GoldenOrphans.survey(in: output, classify: classify) }

    func prune() throws -> [String] { try GoldenOrphans.prune(in: output, classify: classify) }
}
