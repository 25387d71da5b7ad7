import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Issue 11: a golden that is not a regular file, or not a sound PNG, fails with what it is; nothing
/// blocks, nothing is replaced, nothing passes by mistake.
final class HostileGoldenTests: XCTestCase {
    private let image = TestImage.gradient()

    private func verify(_ sandbox: Sandbox, record: SnapshotRecordMode? = nil) -> SnapshotFailure? {
        sandbox.verify(image, as: .image, record: record)
    }

    /// Before: "does not exist", and recording then failed with a rename error.
    func testAGoldenThatIsAFolderIsNamedAndKept() throws {
        let sandbox = try Sandbox()
        try sandbox.write([1, 2, 3], to: "golden.png/inside.txt")
        for mode in [SnapshotRecordMode.never, .missing, .failed, .all] {
            let failure = try XCTUnwrap(verify(sandbox, record: mode), "\(mode)")
            XCTAssertEqual(failure.kind, .unreadableGolden, "\(mode)")
            XCTAssertTrue(failure.message.contains("golden.png: it is a folder, not a file"), failure.message)
        }
        XCTAssertEqual(sandbox.contents("golden.png/inside.txt"), [1, 2, 3])
    }

    /// Before: reading the FIFO blocked the test for ever.
    func testAGoldenThatIsAFIFOIsRefusedWithoutOpeningIt() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.goldens, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(sandbox.url("golden.png").path, 0o644), 0)
        let failure = try XCTUnwrap(verify(sandbox))
        XCTAssertEqual(failure.kind, .unreadableGolden)
        XCTAssertTrue(failure.message.contains("it is a FIFO (named pipe), not a file"), failure.message)
    }

    /// Before: a link to /dev/zero read for ever; a link to a missing file was "does not exist".
    func testSymbolicLinksSayWhereTheyPoint() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.goldens, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("golden.png").path, withDestinationPath: "/dev/zero")
        var failure = try XCTUnwrap(verify(sandbox, record: .all))
        XCTAssertEqual(failure.kind, .unreadableGolden)
        XCTAssertTrue(
            failure.message.contains("it is a symbolic link to /dev/zero, a character device"), failure.message)

        try FileManager.default.removeItem(at: sandbox.url("golden.png"))
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("golden.png").path, withDestinationPath: "gone.png")
        failure = try XCTUnwrap(verify(sandbox))
        XCTAssertTrue(failure.message.contains("a symbolic link to gone.png, which does not exist"), failure.message)

        // A link to a real golden is followed.
        try sandbox.write(ImageEncoder().png(image), to: "real.png")
        try FileManager.default.removeItem(at: sandbox.url("golden.png"))
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.url("golden.png").path, withDestinationPath: "real.png")
        XCTAssertNil(verify(sandbox))
    }

    func testAnOversizedGoldenIsRefusedUnread() throws {
        let sandbox = try Sandbox()
        try sandbox.write([], to: "golden.png")
        XCTAssertEqual(truncate(sandbox.url("golden.png").path, off_t(GoldenFile.maximumBytes + 1)), 0)
        let failure = try XCTUnwrap(verify(sandbox))
        XCTAssertTrue(failure.message.contains("more than the 64 MB a golden may be"), failure.message)
    }

    /// Before: a golden whose IEND CRC was wrong passed as a match.
    func testAGoldenWithACRCErrorFailsInsteadOfMatching() throws {
        let sandbox = try Sandbox()
        var png = ImageEncoder().png(image)
        png[png.count - 1] ^= 0xFF
        try sandbox.write(png, to: "golden.png")
        let failure = try XCTUnwrap(verify(sandbox))
        XCTAssertEqual(failure.kind, .unreadableGolden)
        XCTAssertTrue(failure.message.contains("CRC error in the IEND chunk"), failure.message)
    }

    /// Before: "NSCocoaErrorDomain error 512" when the goldens folder lay under a file.
    func testRecordingUnderAFileNamesTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write([1], to: "blocker")
        var configuration = sandbox.configuration(record: .all)
        configuration.goldensDirectory = sandbox.url("blocker/goldens")
        let failure = try XCTUnwrap(
            SnapshotVerifier(configuration: configuration).verify(
                { self.image }, as: .image, golden: GoldenName(stem: "Feed/golden"), anchor: #filePath))
        XCTAssertTrue(
            failure.message.contains("\(sandbox.url("blocker").path) is a file, not a folder"), failure.message)
        XCTAssertFalse(failure.message.contains("NSCocoaErrorDomain"), failure.message)
        XCTAssertEqual(sandbox.contents("blocker"), [1])
    }
}
