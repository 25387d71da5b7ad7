import Foundation
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// A temporary package-like folder for one test: goldens and artifacts, and a configuration whose
/// environment is injected, never read from the process.
final class Sandbox {
    let root: URL
    var goldens: URL { root.appendingPathComponent("Snapshots") }
    var artifacts: URL { root.appendingPathComponent("failures") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func configuration(
        record: SnapshotRecordMode? = nil, environment: [String: String] = [:], provenance: Provenance = .current
    ) -> SnapshotConfiguration {
        SnapshotConfiguration(
            record: record, environment: environment, goldensDirectory: goldens, artifactsDirectory: artifacts,
            provenance: provenance)
    }

    func verify<Value, Format>(
        _ value: Value, as strategy: Snapshotting<Value, Format>, name: String = "golden",
        record: SnapshotRecordMode? = nil, environment: [String: String] = [:], provenance: Provenance = .current
    ) -> SnapshotFailure? {
        SnapshotVerifier(configuration: configuration(environment: environment, provenance: provenance)).verify(
            { value }, as: strategy, golden: GoldenName(stem: name), record: record, anchor: #filePath)
    }

    func url(_ relativePath: String) -> URL { goldens.appendingPathComponent(relativePath) }

    func contents(_ relativePath: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(relativePath).path).map { [UInt8]($0) }
    }

    func write(_ bytes: [UInt8], to relativePath: String) throws {
        let target = url(relativePath)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: target)
    }
}

/// Small synthetic images: a gradient so that no image is flat, and single-pixel edits of it.
enum TestImage {
    static func gradient(width: Int = 8, height: Int = 6) -> RGBAImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 255 / max(width - 1, 1)), UInt8(y * 255 / max(height - 1, 1)), 100, 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static func solid(width: Int, height: Int, _ pixel: RGBAImage.Pixel) -> RGBAImage {
        RGBAImage(
            width: width, height: height,
            pixels: Array(
                [[UInt8]](repeating: [pixel.red, pixel.green, pixel.blue, pixel.alpha], count: width * height).joined())
        )
    }

    /// `image` with the pixel at (x, y) changed by `change` per channel (red, green, blue, alpha).
    static func edited(_ image: RGBAImage, at points: [(Int, Int)], by change: (Int, Int, Int, Int)) -> RGBAImage {
        var copy = image
        for (x, y) in points {
            let offset = (y * image.width + x) * 4
            for (channel, delta) in [change.0, change.1, change.2, change.3].enumerated() {
                copy.pixels[offset + channel] = UInt8(Int(copy.pixels[offset + channel]) + delta)
            }
        }
        return copy
    }
}
