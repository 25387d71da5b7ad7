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

    /// Orphans are the command's own files (``SceneFileName``) of a trait variant their scene does not
    /// declare (a variant removed from the scene, unless `--undeclared-variants` renders such files), or
    /// of devices that neither their scene nor `--device` names. Filters never make a file an orphan:
    /// `--device iPhone8` does not disown the iPad goldens, `--appearance dark` not the light ones.
    func classify(_ path: String) -> GoldenOrphans.Ownership {
        guard let name = SceneFileName(path), let scene = Scene.named(name.scene) else { return .notOurs }
        if !options.undeclaredVariants && !Self.declaredVariants(of: scene).contains(name.variant) { return .orphan }
        guard let device = name.device else { return .produced }
        let devices = Set((scene.devices + (options.devices ?? [])).map(\.name))
        return devices.contains(device.name) ? .produced : .orphan
    }

    /// The variant parts of the file names the scene's declared variants give (the device does not change them).
    private static func declaredVariants(of scene: Scene) -> Set<String> {
        Set(
            scene.traitVariants.map { traits in
                SnapshotJob(
                    scene: scene,
                    configuration: DeviceConfiguration(
                        device: scene.devices[0], orientation: scene.orientations[0], traits: traits)
                ).variant
            })
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

    /// Each contact sheet of the checked scenes and variants against one composed from the goldens
    /// beside it: a sheet that a partial run left behind, or that is damaged, fails. Sheets whose
    /// goldens are not all there are skipped (the goldens' own check reports them).
    func verifySheets() -> (checked: Int, failures: [String]) {
        let writer = ContactSheetWriter(options: options, output: output)
        var checked = 0
        var failures: [String] = []
        for sheet in writer.sheets {
            let url = output.appendingPathComponent(sheet.relativePath)
            do {
                guard let existing = try GoldenFile.read(url) else { continue }
                guard case .success(let composed) = try writer.compose(sheet) else { continue }
                checked += 1
                print("\(existing == composed ? "ok     " : "FAILED ") \(sheet.relativePath)")
                if existing != composed {
                    failures.append(
                        "\(url.path) does not show the goldens beside it (a partial run, or an edit); "
                            + "generate the scene on the whole default matrix to rewrite it")
                }
            } catch {
                checked += 1
                print("FAILED  \(sheet.relativePath)")
                failures.append("\(error)")
            }
        }
        return (checked, failures)
    }

    func survey() -> (orphans: [String], notOurs: [String]) { GoldenOrphans.survey(in: output, classify: classify) }

    func prune() throws -> [String] { try GoldenOrphans.prune(in: output, classify: classify) }
}
