import Foundation
import SnapshotRenderer

/// A pixel comparison of a golden and a snapshot under an ``ImageTolerance``. Images of different
/// sizes are compared over the union of both canvases: the overlap pixel by pixel, and every pixel
/// that only one image covers counts as differing.
public struct ImageComparison {
    /// The golden's pixels: held, or decoded again from its PNG when asked (for the diff image) after a
    /// comparison that read the golden row by row.
    public var expected: RGBAImage {
        switch expectedSource {
        case .image(let image): return image
        // The same bytes went through the same decoder during the comparison, so they decode.
        case .png(let bytes): return try! ImageDecoder.decodePNG(bytes, maximumPixels: .max)
        }
    }
    public let actual: RGBAImage
    public let tolerance: ImageTolerance
    /// Pixels that differ beyond the tolerance, including those outside the overlap.
    public private(set) var differingPixels = 0
    /// Pixels that are not identical but within the tolerance.
    public private(set) var toleratedPixels = 0
    /// The largest channel difference among the overlap's pixels, tolerated or not.
    public private(set) var largestChannelDifference = 0
    /// The largest ΔE00 among the overlap's pixels, when comparing perceptually.
    public private(set) var largestDeltaE = 0.0
    /// The smallest rectangle holding every differing pixel: (minX, minY, maxX, maxY), inclusive.
    public private(set) var changedBounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

    private enum ExpectedSource {
        case image(RGBAImage)
        case png([UInt8])
    }
    private let expectedSource: ExpectedSource
    /// The golden's size, known without its pixels.
    let expectedWidth: Int
    let expectedHeight: Int

    public var canvasWidth: Int { max(expectedWidth, actual.width) }
    public var canvasHeight: Int { max(expectedHeight, actual.height) }
    public var totalPixels: Int { canvasWidth * canvasHeight }
    public var sizesMatch: Bool { expectedWidth == actual.width && expectedHeight == actual.height }
    public var differingFraction: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }
    public var passes: Bool { sizesMatch && differingFraction <= tolerance.maxDifferingFraction }

    public init(expected: RGBAImage, actual: RGBAImage, tolerance: ImageTolerance) {
        var overlap = Overlap(
            expectedWidth: expected.width, expectedHeight: expected.height, actual: actual, tolerance: tolerance)
        expected.pixels.withUnsafeBytes { e in
            actual.pixels.withUnsafeBytes { a in
                for y in 0..<overlap.height {
                    overlap.compare(
                        row: y, e.baseAddress! + y * expected.width * 4, a.baseAddress! + y * actual.width * 4)
                }
            }
        }
        self.init(source: .image(expected), overlap: overlap, actual: actual, tolerance: tolerance)
    }

    /// Compares a golden PNG against pixels in memory while the golden is decoded, one row at a time,
    /// each row compared while it is in the cache: no second frame is allocated, written and read back.
    /// The results are those of decoding the golden and comparing the images. Throws what
    /// `ImageDecoder.decodePNG` would.
    init(expectedPNG bytes: [UInt8], maximumPixels: Int, actual: RGBAImage, tolerance: ImageTolerance)
        throws(ImageDecodingError)
    {
        var overlap: Overlap?
        let failure: ImageDecodingError? = actual.pixels.withUnsafeBytes { a in
            do throws(ImageDecodingError) {
                try ImageDecoder.forEachPNGRow(bytes, maximumPixels: maximumPixels) { width, height in
                    overlap = Overlap(
                        expectedWidth: width, expectedHeight: height, actual: actual, tolerance: tolerance)
                } row: { y, row in
                    if y < overlap!.height {
                        overlap!.compare(row: y, UnsafeRawPointer(row), a.baseAddress! + y * actual.width * 4)
                    }
                }
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
        self.init(source: .png(bytes), overlap: overlap!, actual: actual, tolerance: tolerance)
    }

    private init(source: ExpectedSource, overlap: Overlap, actual: RGBAImage, tolerance: ImageTolerance) {
        expectedSource = source
        (expectedWidth, expectedHeight) = (overlap.expectedWidth, overlap.expectedHeight)
        self.actual = actual
        self.tolerance = tolerance
        record(overlap)
        countOutsideOverlap()
    }

    /// The overlap's tallies, kept as rows come in. Rows are first compared with memcmp, so that a
    /// mostly equal pair costs about one pass of memory bandwidth; only differing rows are looked at
    /// pixel by pixel.
    private struct Overlap {
        let expectedWidth: Int
        let expectedHeight: Int
        let width: Int
        let height: Int
        let classifier: PixelClassifier
        var differing = 0
        var tolerated = 0
        var largest = 0
        var largestE = 0.0
        var bounds = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)

        init(expectedWidth: Int, expectedHeight: Int, actual: RGBAImage, tolerance: ImageTolerance) {
            (self.expectedWidth, self.expectedHeight) = (expectedWidth, expectedHeight)
            width = min(expectedWidth, actual.width)
            height = width > 0 ? min(expectedHeight, actual.height) : 0
            classifier = PixelClassifier(tolerance: tolerance)
        }

        @inline(__always)
        mutating func compare(row y: Int, _ eRow: UnsafeRawPointer, _ aRow: UnsafeRawPointer) {
            if memcmp(eRow, aRow, width * 4) == 0 { return }
            for x in 0..<width {
                let ep = eRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                let ap = aRow.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                if ep == ap { continue }
                let verdict = classifier.classify(ep, ap)
                largest = max(largest, verdict.channelDifference)
                largestE = max(largestE, verdict.deltaE)
                if verdict.differs {
                    differing += 1
                    bounds.minX = min(bounds.minX, x)
                    bounds.maxX = max(bounds.maxX, x)
                    bounds.minY = min(bounds.minY, y)
                    bounds.maxY = max(bounds.maxY, y)
                } else {
                    tolerated += 1
                }
            }
        }
    }

    private mutating func record(_ overlap: Overlap) {
        differingPixels = overlap.differing
        toleratedPixels = overlap.tolerated
        largestChannelDifference = overlap.largest
        largestDeltaE = overlap.largestE
        if overlap.bounds.maxX >= 0 { changedBounds = overlap.bounds }
    }

    /// Every canvas pixel outside the overlap differs: a missing row or column is a change.
    private mutating func countOutsideOverlap() {
        guard !sizesMatch else { return }
        let overlapWidth = min(expectedWidth, actual.width)
        let overlapHeight = min(expectedHeight, actual.height)
        differingPixels += totalPixels - overlapWidth * overlapHeight
        let widthsDiffer = expectedWidth != actual.width
        let heightsDiffer = expectedHeight != actual.height
        let outsideMinX = widthsDiffer && !heightsDiffer ? overlapWidth : 0
        let outsideMinY = heightsDiffer && !widthsDiffer ? overlapHeight : 0
        let current = changedBounds ?? (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        changedBounds = (
            min(current.minX, outsideMinX), min(current.minY, outsideMinY), canvasWidth - 1, canvasHeight - 1
        )
    }

    /// Changed pixels in red and tolerated ones in amber over a dimmed greyscale copy of the golden;
    /// canvas that only one image covers in magenta.
    public func diffImage() -> RGBAImage {
        let width = canvasWidth
        let height = canvasHeight
        let classifier = PixelClassifier(tolerance: tolerance)
        let expected = self.expected
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { out in
            expected.pixels.withUnsafeBytes { e in
                actual.pixels.withUnsafeBytes { a in
                    for y in 0..<height {
                        for x in 0..<width {
                            let inExpected = x < expected.width && y < expected.height
                            let inActual = x < actual.width && y < actual.height
                            let colour: (UInt8, UInt8, UInt8)
                            if inExpected && inActual {
                                let ep = e.loadUnaligned(fromByteOffset: (y * expected.width + x) * 4, as: UInt32.self)
                                let ap = a.loadUnaligned(fromByteOffset: (y * actual.width + x) * 4, as: UInt32.self)
                                if ep == ap {
                                    colour = Self.dimmed(ep)
                                } else if classifier.classify(ep, ap).differs {
                                    colour = (255, 0, 0)
                                } else {
                                    colour = (255, 176, 0)
                                }
                            } else if inExpected || inActual {
                                colour = (255, 0, 255)
                            } else {
                                colour = (255, 255, 255)
                            }
                            let offset = (y * width + x) * 4
                            out[offset] = colour.0
                            out[offset + 1] = colour.1
                            out[offset + 2] = colour.2
                            out[offset + 3] = 255
                        }
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Greyscale (Rec. 601 luma) over white, squeezed into the light quarter so highlights stand out.
    private static func dimmed(_ pixel: UInt32) -> (UInt8, UInt8, UInt8) {
        let red = Int(pixel & 0xFF)
        let green = Int((pixel >> 8) & 0xFF)
        let blue = Int((pixel >> 16) & 0xFF)
        let alpha = Int(pixel >> 24)
        let luma = (299 * red + 587 * green + 114 * blue) / 1000
        let overWhite = (luma * alpha + 255 * (255 - alpha)) / 255
        let grey = UInt8(192 + overWhite / 4)
        return (grey, grey, grey)
    }
}
