import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Every scene on the default matrix against `Snapshots/<scene>/<device>-<orientation>.png` and its
/// layout dump (`.layout.txt`), the files `scripts/generate-snapshots` writes; the profile scene also in
/// dark mode and right to left (`…-dark`, `…-rtl`, from `--appearance dark` and `--layout-direction rtl`).
final class SceneGoldenTests: XCTestCase {
    private func verifyDefaultMatrix(
        of sceneName: String, style: UIUserInterfaceStyle = .light,
        direction: UITraitEnvironmentLayoutDirection = .leftToRight, file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let scene = Scene.named(sceneName) else {
            return XCTFail("no scene \(sceneName)", file: file, line: line)
        }
        // The scene goldens are generate-snapshots' files in the package's `Snapshots/`, not a test's own.
        var configuration = SnapshotConfiguration.current
        configuration.goldensDirectory = Self.sceneGoldens
        for device in DefaultMatrix.devices {
            for orientation in DefaultMatrix.orientations {
                let device = DeviceConfiguration(
                    device: device, orientation: orientation, userInterfaceStyle: style, layoutDirection: direction)
                let failure = SnapshotVerifier(configuration: configuration).verify(
                    { scene.makeViewController() }, as: .image(on: device),
                    golden: GoldenName(stem: "\(scene.name)/\(device.fileStem)"),
                    testFilter: "SceneGoldenTests", anchor: "\(file)")
                if let failure { XCTFail(failure.message, file: file, line: line) }
            }
        }
    }

    static let sceneGoldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")

    func testReadableGrid() { verifyDefaultMatrix(of: "readable-grid") }
    func testSectionInset() { verifyDefaultMatrix(of: "section-inset") }
    func testScrollText() { verifyDefaultMatrix(of: "scroll-text") }
    func testScrollTextMargins() { verifyDefaultMatrix(of: "scroll-text-margins") }
    func testScrollTextFollowReadableWidth() { verifyDefaultMatrix(of: "scroll-text-follow-readable-width") }
    func testSelfSizingList() { verifyDefaultMatrix(of: "self-sizing-list") }
    func testProfile() { verifyDefaultMatrix(of: "profile") }
    func testProfileDark() { verifyDefaultMatrix(of: "profile", style: .dark) }
    func testProfileRightToLeft() { verifyDefaultMatrix(of: "profile", direction: .rightToLeft) }

    func testEverySceneIsCovered() {
        let tested: Set = [
            "readable-grid", "section-inset", "scroll-text", "scroll-text-margins",
            "scroll-text-follow-readable-width", "self-sizing-list", "profile",
        ]
        XCTAssertEqual(Set(Scene.all.map(\.name)), tested, "a scene without a golden test")
    }
}
