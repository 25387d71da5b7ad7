import Typesetter
import XCTest

final class BoxBlurTests: XCTestCase {
    /// d = ⌊σ·3·√(2π)/4 + 0.5⌋ (filter-effects recipe): σ 2 → 4 (even: 4, 4, 5), σ 3 → 6, σ 4 → 8 … σ 1 → 2.
    func testBoxWidths() {
        XCTAssertEqual(BoxBlur.boxes(sigma: 2).map(\.size), [4, 4, 5])
        XCTAssertEqual(BoxBlur.boxes(sigma: 3).map(\.size), [6, 6, 7])
        XCTAssertEqual(BoxBlur.boxes(sigma: 5).map(\.size), [9, 9, 9])
        XCTAssertTrue(BoxBlur.boxes(sigma: 0.3).isEmpty, "below one pixel nothing is blurred")
    }

    /// A vertical edge in a tall image: the middle row shows the horizontal profile (outside the image
    /// is transparent, so rows near the top and bottom fade).
    func testBlurSpreadsAnEdgeSymmetricallyAndKeepsFlatAreas() {
        let width = 41
        let height = 61
        var image = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 20..<width { image[y * width + x] = 255 }
        }
        BoxBlur.gaussian(&image, width: width, height: height, sigma: 3)
        let blurred = Array(image[(30 * width)..<(31 * width)])
        XCTAssertLessThan(image[width * (height - 1) + 35], 200, "the bottom row fades into the transparent outside")
        XCTAssertEqual(blurred[0], 0)
        XCTAssertEqual(blurred[30], 255, "flat area far from both edges is unchanged")
        XCTAssertGreaterThan(blurred[19], 60)
        XCTAssertLessThan(blurred[20], 200)
        XCTAssertEqual(Int(blurred[19]) + Int(blurred[20]), 255, accuracy: 4, "symmetric about the edge")
        XCTAssertEqual(Array(blurred[0...30]), blurred[0...30].sorted(), "monotonic across the edge")
    }
}
