import CImageCodec
import TestSupport
import XCTest

@testable import ImageCodec

/// The C conversions between Cairo's premultiplied ARGB words and straight RGBA against the Swift
/// loops they replaced (`RasterSurface.image()`, `CGImage.cairoSurface`, `ContactSheet`'s surface),
/// for every colour of every alpha, in runs that take the eight-pixel fast path and runs that do not.
final class PixelConversionTests: XCTestCase {
    /// The Swift loop `RasterSurface.image()` and `CGImage(surface:)` used (the latter capped at 255).
    private func unpremultiplied(_ word: UInt32) -> [UInt8] {
        let alpha = word >> 24
        var (red, green, blue) = ((word >> 16) & 0xFF, (word >> 8) & 0xFF, word & 0xFF)
        if alpha != 255 && alpha != 0 {
            red = min((red * 255 + alpha / 2) / alpha, 255)
            green = min((green * 255 + alpha / 2) / alpha, 255)
            blue = min((blue * 255 + alpha / 2) / alpha, 255)
        }
        return [UInt8(red), UInt8(green), UInt8(blue), UInt8(alpha)]
    }

    /// `CGImage.cairoSurface` (rounded) and `ContactSheet` (truncated).
    private func premultiplied(_ rgba: [UInt8], rounded: Bool) -> UInt32 {
        let alpha = UInt32(rgba[3])
        func channel(_ c: UInt8) -> UInt32 {
            if rounded { return (UInt32(c) * alpha + 127) / 255 }
            return alpha == 255 ? UInt32(c) : UInt32(c) * alpha / 255
        }
        return alpha << 24 | channel(rgba[0]) << 16 | channel(rgba[1]) << 8 | channel(rgba[2])
    }

    /// Every (alpha, colour) pair, the colour above the alpha too (not premultiplied data, but the
    /// conversion must still cap it), laid out in rows of `width` with a padded stride.
    private func everyPair(width: Int) -> (words: [UInt32], width: Int, height: Int, stride: Int) {
        var words: [UInt32] = []
        for alpha in UInt32(0)...255 {
            for colour in UInt32(0)...255 {
                words.append(alpha << 24 | colour << 16 | (255 - colour) << 8 | (colour * 7 & 0xFF))
            }
        }
        let height = (words.count + width - 1) / width
        words += [UInt32](repeating: 0xFF12_3456, count: width * height - words.count)
        let stride = width + 3
        var padded = [UInt32](repeating: 0xDEAD_BEEF, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { padded[y * stride + x] = words[y * width + x] }
        }
        return (padded, width, height, stride * 4)
    }

    func testUnpremultiplyingMatchesTheSwiftLoopForEveryPixel() {
        for width in [1, 7, 8, 9, 64, 256, 1000] {
            let (words, _, height, stride) = everyPair(width: width)
            var expected: [UInt8] = []
            for y in 0..<height {
                for x in 0..<width { expected += unpremultiplied(words[y * stride / 4 + x]) }
            }
            let image = words.withUnsafeBytes {
                RGBAImage(premultipliedARGB: $0.baseAddress!, stride: stride, width: width, height: height)
            }
            XCTAssertEqual(image.pixels, expected, "width \(width)")
        }
    }

    func testPremultiplyingMatchesTheSwiftLoopsForEveryPixel() {
        var straight: [UInt8] = []
        for alpha in 0...255 {
            for colour in 0...255 {
                straight += [UInt8(colour), UInt8(255 - colour), UInt8(colour * 3 & 0xFF), UInt8(alpha)]
            }
        }
        for width in [1, 8, 13, 256] {
            let height = straight.count / 4 / width
            let image = RGBAImage(width: width, height: height, pixels: Array(straight[0..<(width * height * 4)]))
            for rounding in [RGBAImage.PremultipliedRounding.nearest, .down] {
                let stride = width + 2
                var words = [UInt32](repeating: 0xDEAD_BEEF, count: stride * height)
                words.withUnsafeMutableBytes {
                    image.writePremultipliedARGB(to: $0.baseAddress!, stride: stride * 4, rounding: rounding)
                }
                for y in 0..<height {
                    for x in 0..<width {
                        let offset = (y * width + x) * 4
                        let want = premultiplied(
                            Array(image.pixels[offset..<(offset + 4)]), rounded: rounding == .nearest)
                        guard words[y * stride + x] == want else {
                            return XCTFail(
                                "\(rounding), width \(width), pixel (\(x), \(y)): \(words[y * stride + x]) ≠ \(want)")
                        }
                    }
                    XCTAssertEqual(words[y * stride + width], 0xDEAD_BEEF, "the stride's padding is left alone")
                }
            }
        }
    }

    /// Runs of opaque, transparent and translucent pixels in every alignment to the eight-pixel steps.
    func testMixedRunsConvertLikeSinglePixels() {
        var random = SeededGenerator(seed: 3)
        for trial in 0..<200 {
            let width = random.int(1...70)
            let height = random.int(1...4)
            var words: [UInt32] = []
            for _ in 0..<(width * height) {
                let colour = UInt32(truncatingIfNeeded: random.next()) & 0x00FF_FFFF
                switch random.int(0...3) {
                case 0, 1: words.append(0xFF00_0000 | colour)
                case 2: words.append(0)
                default:
                    let alpha = UInt32(random.int(1...254))
                    let scale = { (c: UInt32) in c * alpha / 255 }
                    words.append(
                        alpha << 24 | scale(colour >> 16) << 16 | scale(colour >> 8 & 0xFF) << 8 | scale(colour & 0xFF))
                }
            }
            let image = words.withUnsafeBytes {
                RGBAImage(premultipliedARGB: $0.baseAddress!, stride: width * 4, width: width, height: height)
            }
            XCTAssertEqual(image.pixels, words.flatMap(unpremultiplied), "trial \(trial)")
            var back = [UInt32](repeating: 0, count: width * height)
            back.withUnsafeMutableBytes {
                image.writePremultipliedARGB(to: $0.baseAddress!, stride: width * 4, rounding: .nearest)
            }
            let expected = (0..<(width * height)).map {
                premultiplied(Array(image.pixels[($0 * 4)..<($0 * 4 + 4)]), rounded: true)
            }
            XCTAssertEqual(back, expected, "trial \(trial)")
        }
    }

    func testOpacityIsFoundWhereverTheTranslucentPixelIs() {
        for width in [1, 7, 8, 9, 33] {
            for height in [1, 3] {
                var image = RGBAImage(
                    width: width, height: height, pixels: [UInt8](repeating: 255, count: width * height * 4))
                XCTAssertTrue(image.isOpaque)
                for index in 0..<(width * height) {
                    image.pixels[index * 4 + 3] = 254
                    XCTAssertFalse(image.isOpaque, "\(width)×\(height), pixel \(index)")
                    image.pixels[index * 4 + 3] = 255
                    image.pixels[index * 4] = 0
                    XCTAssertTrue(image.isOpaque, "colour bytes do not count")
                }
            }
        }
    }
}
