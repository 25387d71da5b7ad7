import Foundation
import Typesetter
import XCTest

final class FontEnvironmentTests: XCTestCase {
    func testOnlyThePinnedFamiliesAreVisible() throws {
        let families = try FontEnvironment.shared().visibleFamilies
        XCTAssertTrue(families.contains("Inter"))
        XCTAssertTrue(families.contains("Noto Sans CJK JP"))
        for family in families {
            XCTAssertTrue(family == "Inter" || family.hasPrefix("Noto Sans"), "unexpected family \(family)")
        }
        XCTAssertFalse(families.contains("DejaVu Sans"), "a system font leaked into the environment")
    }

    func testAMissingFontIsAnErrorThatNamesTheFileAndPackage() {
        let missing = PinnedFont(path: "/nonexistent/Inter-Regular.otf", sha256: "00", debianPackage: "fonts-inter")
        XCTAssertThrowsError(try FontEnvironment(fonts: [missing])) { error in
            XCTAssertEqual(error as? FontPinningError, .missingFile(path: missing.path, debianPackage: "fonts-inter"))
            XCTAssertTrue("\(error)".contains("/nonexistent/Inter-Regular.otf"))
            XCTAssertTrue("\(error)".contains("fonts-inter"))
        }
    }

    func testADifferentFontFileIsAnErrorWithBothHashes() throws {
        let original = PinnedFont.all.first { $0.fileName == "Inter-Regular.otf" }!
        var bytes = try Data(contentsOf: URL(fileURLWithPath: original.path))
        bytes.append(0)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("Inter-Regular-\(UUID()).otf")
        try bytes.write(to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let altered = PinnedFont(path: copy.path, sha256: original.sha256, debianPackage: original.debianPackage)
        XCTAssertThrowsError(try FontEnvironment(fonts: [altered])) { error in
            guard case .hashMismatch(let path, let expected, let actual)? = error as? FontPinningError else {
                return XCTFail("expected a hash mismatch, got \(error)")
            }
            XCTAssertEqual(path, copy.path)
            XCTAssertEqual(expected, original.sha256)
            XCTAssertNotEqual(actual, original.sha256)
            XCTAssertEqual(actual.count, 64)
        }
    }

    func testThePinnedHashesMatchTheInstalledFiles() throws {
        XCTAssertNoThrow(try FontEnvironment(fonts: PinnedFont.all))
    }
}
