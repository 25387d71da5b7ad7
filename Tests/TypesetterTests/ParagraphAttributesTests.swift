import Typesetter
import XCTest

final class ParagraphAttributesTests: XCTestCase {
    private func layout(_ text: String, size: Double = 17) throws -> TextLayout {
        TextLayout(text: text, font: FontSpec(pointSize: size), scale: 2, environment: try FontEnvironment.shared())
    }

    func testPangoAloneMakesACJKLineTallerThanALatinOne() throws {
        let metrics = FontMetrics(font: FontSpec(pointSize: 17), environment: try FontEnvironment.shared())
        XCTAssertEqual(try layout("Latin").size.height, metrics.height, accuracy: 1 / 1024)
        XCTAssertEqual(try layout("あいうえお").size.height, 24.6, accuracy: 0.1)
    }

    func testParagraphLinesShareOnePitchWhateverTheirFaces() throws {
        let paragraph = ParagraphLayout(
            text: try layout("Latin\nあいうえお\nMixed かな"), lineHeight: 20.287109375, ascender: 16.1865234375)
        XCTAssertEqual(paragraph.lineCount, 3)
        XCTAssertEqual(paragraph.size.height, 3 * 20.287109375)
        XCTAssertEqual(paragraph.lineOrigins.map(\.baseline), [0, 1, 2].map { $0 * 20.287109375 + 16.1865234375 })
        XCTAssertEqual(paragraph.lastBaseline, 2 * 20.287109375 + 16.1865234375)
    }

    func testMaximumLinesClipsWithoutAnEllipsis() throws {
        let text = try layout(String(repeating: "あいうえおかきくけこ", count: 4))
        text.width = 100
        let paragraph = ParagraphLayout(text: text, lineHeight: 20, ascender: 16, maximumLines: 3)
        XCTAssertEqual(paragraph.lineCount, 3)
        XCTAssertEqual(paragraph.size.height, 60)
        XCTAssertFalse(text.isTruncated)
    }

    func testLimitingLinesEllipsizesTheLastOne() throws {
        let text = try layout(String(repeating: "あいうえおかきくけこ", count: 4))
        text.width = 100
        text.limitLines(2, truncation: .tail)
        XCTAssertEqual(text.lineCount, 2)
        XCTAssertTrue(text.isTruncated)
        text.limitLines(nil, truncation: .tail)
        XCTAssertEqual(text.lineCount, 8)
        XCTAssertFalse(text.isTruncated)
    }

    func testRunsChangeTheFaceOfTheirRangeOnly() throws {
        let plain = try layout("Bold plain")
        let mixed = try layout("Bold plain")
        mixed.setRuns([TextRun(range: 0..<4, font: FontSpec(pointSize: 17, weight: 700))])
        XCTAssertGreaterThan(mixed.size.width, plain.size.width)
        let all = try layout("Bold plain")
        all.setRuns([TextRun(range: 0..<10, font: FontSpec(pointSize: 17, weight: 700))])
        XCTAssertGreaterThan(all.size.width, mixed.size.width)
    }

    func testCenteredLinesStartInsideTheWidth() throws {
        let text = try layout("Hi")
        text.width = 100
        text.alignment = .center
        let line = text.lineExtents[0]
        XCTAssertEqual(line.x, (100 - line.width) / 2, accuracy: 1 / 512)
    }

    func testCharacterWrappingFillsLinesFurther() throws {
        let text = try layout("Readable content guide")
        text.width = 120
        let byWord = text.lineExtents[0].width
        text.setWrapMode(.character)
        XCTAssertGreaterThanOrEqual(text.lineExtents[0].width, byWord)
    }
}
