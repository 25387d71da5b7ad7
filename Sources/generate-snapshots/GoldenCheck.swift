import Foundation
import OpenUIKit
import SnapshotRenderer
import SnapshotTesting

/// `--check` and `--prune`: the goldens in the output folder against fresh renders, and the files there
/// that no scene produces. Checking writes nothing but failure artifacts.
struct GoldenCheck {
    let options: Options
    let output: URL

    /// Every file the command writes for the full default matrix of the chosen trait variants, so that
    /// goldens of other devices or variants count as produced only if they are in that matrix.
    var producedFiles: Set<String> {
        var files: Set<String> = []
        var unsharded = options
        unsharded.shard = .init(index: 0, count: 1)
        for job in unsharded.matrix {
            files.insert(job.relativePath)
            files.insert(job.layoutDumpPath)
            let variant = job.configuration.fileStem.split(separator: "-").dropFirst(2).joined(separator: "-")
            files.insert("\(job.scene.name)/contact-sheet\(variant.isEmpty ? "" : "-" + variant).png")
        }
        return files
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

    func orphans() -> [String] { GoldenOrphans.list(in: output, expected: producedFiles) }

    func prune() throws -> [String] { try GoldenOrphans.prune(in: output, expected: producedFiles) }
}
