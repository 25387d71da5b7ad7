import OpenUIKit
import SnapshotRenderer
import SnapshotTesting
import XCTest

@testable import ReferenceScenes

/// The golden tests can fail: seed 000's grid (the readable-grid scene's controller) with its item
/// spacing changed from 10 to 12 must not match the readable-grid golden, and the failure must say which views moved and where.
final class GoldenFailureTests: XCTestCase {
    func testChangedSpacingFailsAndNamesTheMovedCells() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("golden-failure-\(UUID())")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let configuration = SnapshotConfiguration(
            record: .never, goldensDirectory: SceneGoldenTests.sceneGoldens, artifactsDirectory: artifacts)
        let failure = SnapshotVerifier(configuration: configuration).verify(
            { ReadableCollectionViewController(itemSpacing: 12) },
            as: .image(on: DeviceConfiguration(device: .iPhone8)),
            golden: GoldenName(stem: "readable-grid/iPhone8-portrait"), anchor: "\(#filePath)")
        let message = try XCTUnwrap(failure, "a changed spacing must not match the golden").message
        // Golden: the second cell spans 117.667…225.333, on the @2x grid 117.5…225.5; with spacing 12
        // the cells are 106.333 wide and the second spans 118.333…224.667, on the grid 118.5…224.5.
        XCTAssertTrue(message.contains("UICollectionViewCell #2"), message)
        XCTAssertTrue(message.contains("frame (117.5,0,108,107.5) → (118.5,0,106,106.5)"), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
    }
}
