import Foundation
import XCTest

/// A temporary folder standing in for a bundle's resources, with solid-colour PNGs written by
/// `PNGFixture`; removed when the test ends.
final class ImageFolder {
    let url: URL

    init(_ test: XCTestCase) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        test.addTeardownBlock { [url] in try? FileManager.default.removeItem(at: url) }
    }

    var bundle: Bundle { Bundle(path: url.path)! }

    /// A `side × side` PNG of one grey level at `path` (relative), creating folders.
    func png(_ path: String, side: Int, gray: Int) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try PNGFixture(width: side, height: side, colorType: .gray, bitDepth: 8) { _, _ in [gray] }.data().write(
            to: file)
    }

    func text(_ path: String, _ contents: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }
}
