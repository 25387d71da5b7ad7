import Typesetter
import XCTest

final class TextLayoutTests: XCTestCase {
    private func layout(_ text: String, size: Double = 17, scale: Double = 2) throws -> TextLayout {
        TextLayout(text: text, font: FontSpec(pointSize: size), scale: scale, environment: try FontEnvironment.shared())
    }

    func testKanaAndKanjiAdvanceByOneEm() throws {
        XCTAssertEqual(try layout("あいうえお").size.width, 5 * 17, accuracy: 1e-9)
        XCTAssertEqual(try layout("読みやすい幅").size.width, 6 * 17, accuracy: 1e-9)
        // Noto Sans CJK sets Hangul syllables 920/1000 em wide.
        XCTAssertEqual(try layout("가독성", size: 20).size.width, 3 * 0.92 * 20, accuracy: 0.01)
    }

    func testMeasurementIsTheSameAtEveryScale() throws {
        let text = "Readable Content Guide を利用して"
        let sizes = try [1.0, 2.0, 3.0].map { try layout(text, scale: $0).size }
        XCTAssertEqual(sizes[0].width, sizes[1].width)
        XCTAssertEqual(sizes[1].width, sizes[2].width)
        XCTAssertEqual(sizes[0].height, sizes[2].height)
    }

    func testWrappingAtAWidthAddsLines() throws {
        let text = try layout(String(repeating: "あいうえおかきくけこ", count: 4))
        XCTAssertEqual(text.lineCount, 1)
        text.width = 100
        // 40 full-width characters, 5 per 100-pt line (5 × 17 = 85 ≤ 100 < 102).
        XCTAssertEqual(text.lineCount, 8)
        XCTAssertLessThanOrEqual(text.size.width, 100)
    }

    func testBoldIsWiderThanRegular() throws {
        let environment = try FontEnvironment.shared()
        let regular = TextLayout(text: "Snapshot", font: FontSpec(pointSize: 17), scale: 2, environment: environment)
        let bold = TextLayout(
            text: "Snapshot", font: FontSpec(pointSize: 17, weight: 700), scale: 2, environment: environment)
        XCTAssertGreaterThan(bold.size.width, regular.size.width)
    }

    /// UIKit breaks a word too long for its line between characters and adds no hyphen
    /// (`NSParagraphStyle.hyphenationFactor` defaults to 0): the lines' widths add up to the unbroken word's.
    func testAWordBrokenAcrossLinesGetsNoHyphen() throws {
        let word = "anna@example.com"
        let whole = try layout(word).size.width
        let wrapped = try layout(word)
        wrapped.width = whole * 0.7
        XCTAssertEqual(wrapped.lineCount, 2)
        let widths = wrapped.lineExtents.map(\.width)
        XCTAssertEqual(widths.reduce(0, +), whole, accuracy: 0.01)
    }
}
