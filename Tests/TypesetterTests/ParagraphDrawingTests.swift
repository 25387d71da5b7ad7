import CPangoCairo
import Typesetter
import XCTest

final class ParagraphDrawingTests: XCTestCase {
    /// Rows of the surface (in pixels) that received any ink.
    private func inkedRows(_ paragraph: ParagraphLayout, width: Int32, height: Int32) -> [Int] {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, width, height)!
        defer { cairo_surface_destroy(surface) }
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, paragraph.text.scale, paragraph.text.scale)
        cairo_move_to(cairo, 0, 0)
        paragraph.show(in: cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        return (0..<Int(height)).filter { row in (0..<Int(width)).contains { data[row * stride + $0] > 0 } }
    }

    func testLinesAreDrawnOnTheirFixedPitchBaselines() throws {
        let environment = try FontEnvironment.shared()
        let text = TextLayout(text: "Hx\nあx", font: FontSpec(pointSize: 17), scale: 2, environment: environment)
        let paragraph = ParagraphLayout(text: text, lineHeight: 20.287109375, ascender: 16.1865234375)
        let rows = inkedRows(paragraph, width: 100, height: 100)
        // "H" stands on the first baseline (16.19 pt = 32.4 px) and "x" on the second (36.47 pt = 72.9 px).
        XCTAssertTrue(rows.contains(30))
        XCTAssertTrue(rows.contains(72))
        XCTAssertFalse(rows.contains(34))
        XCTAssertLessThanOrEqual(rows.max() ?? 0, 82)
    }
}
