import Foundation
import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Every snapshot the scenes declare (each trait variant on each device in each orientation) against
/// `Snapshots/<scene>/<stem>.png` and its layout dump (`.layout.txt`), the files `scripts/generate-snapshots`
/// writes; and `Snapshots/` holds nothing else of the command's, so that declarations and files cannot
/// drift apart.
final class SceneGoldenTests: XCTestCase {
    static let sceneGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// One declared snapshot.
    struct DeclaredSnapshot {
        let scene: Scene
        let configuration: DeviceConfiguration

        var stem: String { "\(scene.name)/\(configuration.fileStem)" }
        /// The trait variant's part of the file name (`dark`, `rtl`, `ax5`; empty for the device's own traits).
        var variant: String { configuration.fileStem.split(separator: "-").dropFirst(2).joined(separator: "-") }
        var contactSheet: String { "\(scene.name)/contact-sheet\(variant.isEmpty ? "" : "-" + variant).png" }
        var description: String {
            "\(scene.name) on \(configuration.device.name) \(configuration.orientation.rawValue), "
                + "variant \(variant.isEmpty ? "default" : variant)"
        }
    }

    /// In the command's order: scene by scene, each variant on each device in each orientation.
    static var declaredSnapshots: [DeclaredSnapshot] {
        Scene.all.flatMap { scene in
            scene.traitVariants.flatMap { traits in
                scene.devices.flatMap { device in
                    scene.orientations.map { orientation in
                        DeclaredSnapshot(
                            scene: scene,
                            configuration: DeviceConfiguration(device: device, orientation: orientation, traits: traits)
                        )
                    }
                }
            }
        }
    }

    /// `GOLDEN_SCENES=profile,sign-in` checks those scenes only, while working on them.
    func testEveryDeclaredSnapshotMatchesItsGolden() {
        // The scene goldens are generate-snapshots' files in the package's `Snapshots/`, not a test's own.
        var configuration = SnapshotConfiguration.current
        configuration.goldensDirectory = Self.sceneGoldens
        let verifier = SnapshotVerifier(configuration: configuration)
        var snapshots = Self.declaredSnapshots
        if let names = ProcessInfo.processInfo.environment["GOLDEN_SCENES"] {
            let chosen = Set(names.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            for name in chosen where Scene.named(name) == nil { XCTFail("GOLDEN_SCENES names no scene '\(name)'") }
            snapshots.removeAll { !chosen.contains($0.scene.name) }
        }
        for snapshot in snapshots {
            let failure = verifier.verify(
                { snapshot.scene.makeViewController() }, as: .image(on: snapshot.configuration),
                golden: GoldenName(stem: snapshot.stem), testFilter: "SceneGoldenTests", anchor: #filePath)
            if let failure { XCTFail("\(snapshot.description): \(failure.message)") }
        }
    }

    /// Each declared snapshot has its PNG and layout dump, each scene and variant its contact sheet, and
    /// every other file in `Snapshots/` is the provenance: a variant dropped from a scene cannot leave
    /// stale goldens behind, nor one added go without its files.
    func testSnapshotsHoldExactlyTheDeclaredFiles() throws {
        let declared = Self.declaredSnapshots
        XCTAssertEqual(Set(declared.map(\.stem)).count, declared.count, "two declared snapshots share a file")
        var expected: Set<String> = ["PROVENANCE.json", ".gitkeep"]
        for snapshot in declared {
            expected.formUnion([snapshot.stem + ".png", snapshot.stem + ".layout.txt", snapshot.contactSheet])
        }
        let root = Self.sceneGoldens
        var present: Set<String> = []
        for path in try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)) {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(
                atPath: root.appendingPathComponent(path).path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { present.insert(path) }
        }
        XCTAssertEqual(
            expected.subtracting(present).sorted(), [],
            "declared but not in Snapshots/ (scripts/generate-snapshots --scene <scene> writes them)")
        XCTAssertEqual(
            present.subtracting(expected).sorted(), [],
            "in Snapshots/ but declared by no scene (declare the variant, or delete the files)")
    }
}
