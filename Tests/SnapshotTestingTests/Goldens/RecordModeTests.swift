import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Every record mode, with CI off and on, for a missing, a differing and a matching golden. The
/// environment is injected through the configuration.
final class RecordModeTests: XCTestCase {
    private let original = TestImage.gradient()
    private let changed = TestImage.edited(TestImage.gradient(), at: [(3, 3)], by: (40, 0, 0, 0))
    private let ciValues: [[String: String]] = [[:], ["CI": "true"]]

    func testMissingGoldenPerModeAndCI() throws {
        let expectations: [(SnapshotRecordMode, ci: Bool, records: Bool)] = [
            (.never, false, false), (.never, true, false),
            (.missing, false, true), (.missing, true, false),
            (.failed, false, true), (.failed, true, true),
            (.all, false, true), (.all, true, true),
        ]
        for (mode, ci, records) in expectations {
            let sandbox = try Sandbox()
            let failure = try XCTUnwrap(
                sandbox.verify(original, as: .image, record: mode, environment: ci ? ["CI": "true"] : [:]),
                "\(mode), CI \(ci): a missing golden must fail")
            let written = sandbox.contents("golden.png")
            if records {
                XCTAssertEqual(failure.kind, .recorded, "\(mode), CI \(ci)")
                XCTAssertTrue(failure.message.contains("Recorded a new golden"), failure.message)
                XCTAssertEqual(written, ImageEncoder().png(original), "\(mode), CI \(ci) records the render")
                XCTAssertNotNil(sandbox.contents(Provenance.fileName), "recording writes the provenance")
            } else {
                XCTAssertEqual(failure.kind, .missingGolden, "\(mode), CI \(ci)")
                XCTAssertNil(written, "\(mode), CI \(ci) must not write a golden")
                XCTAssertNil(sandbox.contents(Provenance.fileName), "no provenance outside record mode")
            }
            if mode == .missing && ci {
                XCTAssertTrue(failure.message.contains("CI=true"), failure.message)
            }
        }
    }

    func testDifferingGoldenPerModeAndCI() throws {
        for environment in ciValues {
            for mode in SnapshotRecordMode.allCases {
                let sandbox = try Sandbox()
                XCTAssertNotNil(sandbox.verify(original, as: .image, record: .all))
                let failure = try XCTUnwrap(
                    sandbox.verify(changed, as: .image, record: mode, environment: environment),
                    "\(mode) \(environment): a differing render must fail")
                let rewrites = mode == .failed || mode == .all
                XCTAssertEqual(failure.kind, rewrites ? .recorded : .mismatch, "\(mode) \(environment)")
                XCTAssertEqual(
                    sandbox.contents("golden.png"), ImageEncoder().png(rewrites ? changed : original),
                    "\(mode) \(environment): goldens change only in record mode")
            }
        }
    }

    func testMatchingGoldenPassesExceptInModeAll() throws {
        for environment in ciValues {
            for mode in SnapshotRecordMode.allCases {
                let sandbox = try Sandbox()
                XCTAssertNotNil(sandbox.verify(original, as: .image, record: .all))
                let failure = sandbox.verify(original, as: .image, record: mode, environment: environment)
                if mode == .all {
                    XCTAssertEqual(failure?.kind, .recorded, "mode all records and fails even when nothing changed")
                } else {
                    XCTAssertNil(failure, "\(mode) \(environment): \(failure?.message ?? "")")
                }
            }
        }
    }

    func testARecordedGoldenFailsOnceThenPasses() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.verify(original, as: .image)?.kind, .recorded, "default mode is missing")
        XCTAssertNil(sandbox.verify(original, as: .image))
    }

    func testModeComesFromTheEnvironmentAndTheArgumentWins() throws {
        let sandbox = try Sandbox()
        XCTAssertNotNil(sandbox.verify(original, as: .image, record: .all))
        let fromEnvironment = sandbox.verify(
            changed, as: .image, environment: ["SNAPSHOT_TESTING_RECORD": "failed", "CI": "true"])
        XCTAssertEqual(fromEnvironment?.kind, .recorded)
        XCTAssertEqual(sandbox.contents("golden.png"), ImageEncoder().png(changed))

        let overridden = sandbox.verify(
            original, as: .image, record: .never, environment: ["SNAPSHOT_TESTING_RECORD": "all"])
        XCTAssertEqual(overridden?.kind, .mismatch, "the argument wins over the environment")
        XCTAssertEqual(sandbox.contents("golden.png"), ImageEncoder().png(changed))
    }

    func testAnUnknownModeInTheEnvironmentFailsLoudly() throws {
        let sandbox = try Sandbox()
        let failure = sandbox.verify(original, as: .image, environment: ["SNAPSHOT_TESTING_RECORD": "yes please"])
        XCTAssertEqual(failure?.kind, .misconfigured)
        XCTAssertTrue(failure?.message.contains("never, missing, failed, all") ?? false, failure?.message ?? "")
        XCTAssertNil(sandbox.contents("golden.png"))
    }
}
