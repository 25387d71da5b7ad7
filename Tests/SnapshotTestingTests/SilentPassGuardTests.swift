import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// Renders that drew nothing and goldens that cannot be read must fail, never pass or record.
final class SilentPassGuardTests: XCTestCase {
    private let black = TestImage.solid(width: 16, height: 16, .init(red: 0, green: 0, blue: 0))

    func testAFlatRenderFailsEvenAgainstAnIdenticalFlatGolden() throws {
        let sandbox = try Sandbox()
        try sandbox.write(ImageEncoder().png(black), to: "golden.png")
        let failure = sandbox.verify(black, as: .image)
        XCTAssertEqual(failure?.kind, .snapshotRefused)
        XCTAssertTrue(failure?.message.contains("one flat colour, rgba(0, 0, 0, 255)") ?? false, failure?.message ?? "")
        XCTAssertTrue(failure?.message.contains("allowsFlatImage") ?? false)
    }

    func testAFlatRenderIsNeverRecorded() throws {
        let sandbox = try Sandbox()
        for mode in SnapshotRecordMode.allCases {
            XCTAssertEqual(sandbox.verify(black, as: .image, record: mode)?.kind, .snapshotRefused, "\(mode)")
        }
        XCTAssertNil(sandbox.contents("golden.png"))
    }

    func testAFlatImagePassesWhenTheTestAllowsIt() throws {
        let sandbox = try Sandbox()
        XCTAssertEqual(sandbox.verify(black, as: .image(allowsFlatImage: true))?.kind, .recorded)
        XCTAssertNil(sandbox.verify(black, as: .image(allowsFlatImage: true)))
    }

    func testFlatPNGBytesAreRefusedToo() throws {
        let sandbox = try Sandbox()
        let failure = sandbox.verify(ImageEncoder().png(black), as: .png())
        XCTAssertEqual(failure?.kind, .snapshotRefused)
    }

    func testOnePixelOfAnotherColourIsNotFlat() throws {
        let sandbox = try Sandbox()
        let almostBlack = TestImage.edited(black, at: [(15, 15)], by: (1, 0, 0, 0))
        XCTAssertEqual(sandbox.verify(almostBlack, as: .image)?.kind, .recorded)
    }

    func testACorruptGoldenFailsWithItsPathAndLibpngsReason() throws {
        let sandbox = try Sandbox()
        var truncated = ImageEncoder().png(TestImage.gradient())
        truncated.removeLast(30)
        try sandbox.write(truncated, to: "golden.png")
        let reason = try XCTUnwrap(decodingFailure(truncated))

        let failure = try XCTUnwrap(sandbox.verify(TestImage.gradient(), as: .image))
        XCTAssertEqual(failure.kind, .unreadableGolden)
        XCTAssertTrue(failure.message.contains(sandbox.url("golden.png").path), failure.message)
        XCTAssertTrue(failure.message.contains("cannot be decoded: \(reason)"), failure.message)
        XCTAssertEqual(
            sandbox.contents("golden.png"), truncated, "a corrupt golden is not replaced outside record mode")
    }

    func testAGoldenThatIsNotAPNGAtAllNamesTheSignatureProblem() throws {
        let sandbox = try Sandbox()
        try sandbox.write(Array("version https://git-lfs.github.com/spec/v1\n".utf8), to: "golden.png")
        let failure = try XCTUnwrap(sandbox.verify(TestImage.gradient(), as: .image))
        XCTAssertEqual(failure.kind, .unreadableGolden)
        let reason = try XCTUnwrap(decodingFailure(Array("version https://git-lfs.github.com/spec/v1\n".utf8)))
        XCTAssertFalse(reason.isEmpty)
        XCTAssertTrue(failure.message.contains(reason), failure.message)
    }

    private func decodingFailure(_ bytes: [UInt8]) -> String? {
        switch Result(catching: { () throws(ImageDecodingError) in try ImageDecoder.decodePNG(bytes) }) {
        case .success: return nil
        case .failure(let error): return error.reason
        }
    }
}
