import Foundation
import XCTest

@testable import Typesetter

final class VerifiedFontFilesTests: XCTestCase {
    private let abc = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    private let abcd = "88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589"

    private func temporaryFile(_ contents: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("verified-font-\(UUID())")
        try Data(contents.utf8).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testAFileChangedSinceItWasHashedIsHashedAgain() throws {
        let path = try temporaryFile("abc")
        XCTAssertEqual(try VerifiedFontFiles.sha256(ofFileAt: path), abc)
        XCTAssertTrue(VerifiedFontFiles.handDown().contains("\(abc) "), "a hashed file is handed down")
        try Data("abcd".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try VerifiedFontFiles.sha256(ofFileAt: path), abcd)
    }

    func testAHandedDownHashCountsOnlyForTheSameFileIdentity() throws {
        let path = try temporaryFile("abc")
        let identity = try XCTUnwrap(VerifiedFontFiles.identity(ofFileAt: path))
        // A parent's word is taken without hashing: a made-up digest comes back for the same identity.
        let claimed = String(repeating: "0", count: 64)
        setenv(VerifiedFontFiles.environmentVariable, "\(claimed) \(identity) \(path)", 1)
        defer { unsetenv(VerifiedFontFiles.environmentVariable) }
        XCTAssertEqual(try VerifiedFontFiles.sha256(ofFileAt: path), claimed)
        let other = try temporaryFile("abcd")
        setenv(VerifiedFontFiles.environmentVariable, "\(claimed) \(identity) \(other)", 1)
        XCTAssertEqual(try VerifiedFontFiles.sha256(ofFileAt: other), abcd, "another path is hashed")
    }
}
