import Foundation
import SnapshotRenderer
import SnapshotTesting
import Typesetter
import XCTest

final class ProvenanceTests: XCTestCase {
    private let original = TestImage.gradient()
    private let changed = TestImage.edited(TestImage.gradient(), at: [(1, 1)], by: (0, 30, 0, 0))

    func testTheCurrentProvenanceNamesTheLibrariesAndEveryPinnedFont() {
        let current = Provenance.current
        XCTAssertEqual(Set(current.libraries.keys), ["cairo", "pango", "libpng", "libdeflate"])
        for (name, version) in current.libraries {
            XCTAssertTrue(version.first?.isNumber ?? false, "\(name) version \(version)")
        }
        XCTAssertEqual(current.fonts.count, PinnedFont.all.count)
        XCTAssertEqual(
            current.fonts["Inter-Regular.otf"], PinnedFont.all.first { $0.fileName == "Inter-Regular.otf" }?.sha256)
        XCTAssertEqual(Provenance.decode(current.encoded()), current, "the manifest round-trips")
    }

    func testAFailureAfterAnEnvironmentChangeSaysSo() throws {
        let sandbox = try Sandbox()
        XCTAssertNotNil(sandbox.verify(original, as: .image, record: .all))
        var upgraded = Provenance.current
        upgraded.libraries["cairo"] = "9.9.9"
        upgraded.fonts["Inter-Regular.otf"] = String(repeating: "0", count: 64)

        let failure = try XCTUnwrap(sandbox.verify(changed, as: .image, provenance: upgraded))
        XCTAssertEqual(failure.kind, .mismatch)
        XCTAssertTrue(
            failure.message.contains("The environment changed since the goldens were recorded"), failure.message)
        XCTAssertTrue(
            failure.message.contains("cairo \(Provenance.current.libraries["cairo"]!) → 9.9.9"), failure.message)
        XCTAssertTrue(failure.message.contains("font Inter-Regular.otf"), failure.message)
        XCTAssertEqual(failure.environmentChanges.count, 2)
    }

    func testAFailureInTheRecordedEnvironmentBlamesTheCode() throws {
        let sandbox = try Sandbox()
        XCTAssertNotNil(sandbox.verify(original, as: .image, record: .all))
        let failure = try XCTUnwrap(sandbox.verify(changed, as: .image))
        XCTAssertTrue(failure.message.contains("Environment unchanged"), failure.message)
        XCTAssertTrue(failure.environmentChanges.isEmpty)
    }

    func testTheManifestIsWrittenOnlyWhenRecording() throws {
        let sandbox = try Sandbox()
        try sandbox.write(ImageEncoder().png(original), to: "golden.png")
        XCTAssertNil(sandbox.verify(original, as: .image))
        XCTAssertNotNil(sandbox.verify(changed, as: .image, record: .never))
        XCTAssertNil(sandbox.contents(Provenance.fileName), "verifying never writes the manifest")

        var upgraded = Provenance.current
        upgraded.renderer = "next"
        XCTAssertEqual(sandbox.verify(changed, as: .image, record: .failed, provenance: upgraded)?.kind, .recorded)
        XCTAssertEqual(Provenance.decode(sandbox.contents(Provenance.fileName) ?? []), upgraded)
    }
}
