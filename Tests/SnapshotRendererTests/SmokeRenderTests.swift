import Foundation
import SnapshotRenderer
import Typesetter
import XCTest

/// End to end through the real libraries: Cairo fills, Pango text with the pinned fonts, our PNG
/// encoder, a file on disk, libpng reading it back.
final class SmokeRenderTests: XCTestCase {
    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let systemBlue = RGBAImage.Pixel(red: 0, green: 122, blue: 255)

    private func renderSmokeFrame() throws -> (RasterSurface, TextLayout) {
        let environment = try FontEnvironment.shared()
        let surface = try RasterSurface(width: 240, height: 60, scale: 2)
        surface.fill(x: 0, y: 0, width: 240, height: 60, red: 1, green: 1, blue: 1)
        surface.fill(x: 10, y: 10, width: 40, height: 20, red: 0, green: 122 / 255, blue: 1)
        let text = TextLayout(text: "Hello こんにちは", font: FontSpec(pointSize: 17), scale: 2, environment: environment)
        surface.draw(text, x: 60, y: 10, red: 0, green: 0, blue: 0)
        return (surface, text)
    }

    func testRectangleAndTextSurviveARoundTripThroughAPNGFile() throws {
        let (surface, text) = try renderSmokeFrame()
        let png = ImageEncoder().png(surface.image())
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("smoke-\(UUID().uuidString).png")
        try Data(png).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let decoded = try ImageDecoder.decodePNG([UInt8](try Data(contentsOf: url)))

        XCTAssertEqual(decoded.width, 480)
        XCTAssertEqual(decoded.height, 120)
        XCTAssertEqual(decoded, surface.image(), "the PNG must hold exactly the rendered pixels")
        // The rectangle covers points (10…50, 10…30): pixels (20…100, 20…60) at @2x, edges included.
        XCTAssertEqual(decoded[20, 20], systemBlue)
        XCTAssertEqual(decoded[99, 59], systemBlue)
        XCTAssertEqual(decoded[19, 20], white)
        XCTAssertEqual(decoded[100, 59], white)
        XCTAssertEqual(decoded[60, 40], systemBlue)

        // Text pixels are dark inside the ink box and absent outside the layout's box.
        let ink = text.inkBounds
        var darkest = 255
        for y in Int((10 + ink.y) * 2)..<Int((10 + ink.y + ink.height) * 2) {
            for x in Int((60 + ink.x) * 2)..<Int((60 + ink.x + ink.width) * 2) {
                darkest = min(darkest, Int(decoded[x, y].red))
            }
        }
        XCTAssertLessThan(darkest, 40, "the text must reach nearly full black somewhere in its ink box")
        let right = Int(((60 + text.size.width) * 2).rounded(.up)) + 2
        for y in 0..<120 {
            for x in right..<480 { XCTAssertEqual(decoded[x, y], white, "stray ink at (\(x), \(y))") }
        }
    }

    func testTextMeasurementWithThePinnedFonts() throws {
        let (_, text) = try renderSmokeFrame()
        // Full-width kana advance by exactly 1 em in Noto Sans CJK; Inter sets the Latin part.
        // These figures are properties of the pinned files: if they change, the fonts changed.
        // "Hello " in Inter Regular 17 pt is 45.46875 pt; the five kana are 5 × 17 = 85 pt.
        XCTAssertEqual(text.size.width, 45.46875 + 85, accuracy: 0.0001)
        // One line is as tall as the tallest face on it: Noto Sans CJK's ascent + descent at 17 pt.
        XCTAssertEqual(text.size.height, 24.6162109375, accuracy: 0.0001)
        XCTAssertEqual(text.lineCount, 1)
    }

    func testRenderingTwiceGivesIdenticalBytes() throws {
        let first = ImageEncoder().png(try renderSmokeFrame().0.image())
        let second = ImageEncoder().png(try renderSmokeFrame().0.image())
        XCTAssertEqual(first, second)
    }

    /// The committed golden pins the whole pipeline: fonts, rasterizer settings, Cairo, Pango and the
    /// encoder. `scripts/check-font-isolation` runs this test with extra fonts installed and under
    /// other locales; the bytes must not change. `SNAPSHOT_TESTING_RECORD=all` rewrites the golden.
    func testTheSmokeFrameMatchesItsGoldenByteForByte() throws {
        // Where assertSnapshot would keep it: `__Snapshots__/<TestFile>/<testName>.<name>.png`.
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/SmokeRenderTests")
            .appendingPathComponent("testTheSmokeFrameMatchesItsGoldenByteForByte.smoke-frame.png")
        let png = Data(ImageEncoder().png(try renderSmokeFrame().0.image()))
        if ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"] == "all" {
            try png.write(to: golden, options: .atomic)
            return XCTFail("recorded \(golden.path); run again without SNAPSHOT_TESTING_RECORD")
        }
        let expected = try Data(contentsOf: golden)
        XCTAssertEqual(png, expected, "the smoke frame differs from \(golden.path)")
    }
}
