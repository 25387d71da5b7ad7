import Foundation
import SnapshotRenderer
import SnapshotTesting
import Typesetter
import XCTest

/// The layout dump travels with the image golden and names the views that moved when the image fails.
final class LayoutExplanationTests: XCTestCase {
    func testParsingMatchesViewsByClassAndOrdinalAmongSiblings() {
        let dump = """
            UIView frame=(0, 0, 375, 667)
              UILabel frame=(16, 20, 343, 40) text="Title"
              UILabel frame=(16, 68, 343, 20) text="Body"
              UIButton frame=(16, 100, 343, 44)
                UILabel frame=(0, 12, 343, 20)
            """
        let views = LayoutExplanation(parsing: dump).views
        XCTAssertEqual(
            views.map(\.path),
            [
                "UIView", "UIView › UILabel", "UIView › UILabel #2", "UIView › UIButton", "UIView › UIButton › UILabel",
            ])
        XCTAssertEqual(views[2].frame, LayoutExplanation.Frame(x: 16, y: 68, width: 343, height: 20))
        XCTAssertEqual(views[2].properties, "text=\"Body\"")
    }

    func testUIKitStyleLinesParseToo() {
        let dump = """
            <UIView: 0x7f8; frame = (0 0; 375 667); layer = <CALayer>>
               | <UILabel: 0x7f9; frame = (16 20.5; 343 40); text = 'Hi'>
            """
        let views = LayoutExplanation(parsing: dump).views
        XCTAssertEqual(views.map(\.className), ["UIView", "UILabel"])
        XCTAssertEqual(views[1].frame, LayoutExplanation.Frame(x: 16, y: 20.5, width: 343, height: 40))
        XCTAssertEqual(views[1].path, "UIView › UILabel")
    }

    func testChangesNameMovedAddedAndRemovedViews() {
        let old = LayoutExplanation(
            parsing: """
                UIView frame=(0, 0, 375, 667)
                  UILabel frame=(16, 20, 343, 40)
                  UIImageView frame=(16, 70, 40, 40)
                """)
        let new = LayoutExplanation(
            parsing: """
                UIView frame=(0, 0, 375, 667)
                  UISwitch frame=(300, 5, 51, 31)
                  UILabel frame=(16, 20, 343, 61)
                """)
        XCTAssertEqual(
            new.changes(since: old).map(\.description),
            [
                "UISwitch [UIView › UISwitch] added at frame (300,5,51,31)",
                "UILabel [UIView › UILabel] frame (16,20,343,40) → (16,20,343,61)",
                "UIImageView [UIView › UIImageView] removed (was at frame (16,70,40,40))",
            ])
    }

    /// A card drawn with real Pango text: a label whose text wraps to a second line grows and pushes
    /// the button below it down. The failure must say so in view terms.
    func testAFailingImageNamesTheViewsThatMoved() throws {
        let sandbox = try Sandbox()
        let short = try Card(text: "Snapshots on Linux")
        let long = try Card(text: "Snapshots on Linux, rendered through Cairo and Pango with pinned fonts, wrap")
        XCTAssertGreaterThan(long.labelHeight, short.labelHeight, "the long text must wrap for this test")

        XCTAssertEqual(sandbox.verify(short.rendered, as: .image())?.kind, .recorded)
        XCTAssertEqual(
            sandbox.contents("golden.layout.txt").map { String(decoding: $0, as: UTF8.self) }, short.dump,
            "the explanation is stored beside the golden")
        XCTAssertNil(sandbox.verify(short.rendered, as: .image()))

        let failure = try XCTUnwrap(sandbox.verify(long.rendered, as: .image()))
        XCTAssertEqual(failure.kind, .mismatch)
        let label =
            "UILabel [UIView › UILabel] frame (16,20,343,\(compact(short.labelHeight))) → (16,20,343,\(compact(long.labelHeight)))"
        XCTAssertTrue(failure.message.contains(label), failure.message)
        XCTAssertTrue(failure.message.contains("UIButton [UIView › UIButton] frame (16,"), failure.message)
        XCTAssertEqual(failure.layoutChanges.count, 3, "label frame, label text and button frame")
        XCTAssertTrue(failure.artifacts.contains { $0.hasSuffix("golden.layout-diff.txt") }, "\(failure.artifacts)")
    }

    func testAnUnchangedImageWithAChangedExplanationStillFails() throws {
        let sandbox = try Sandbox()
        let card = try Card(text: "Same pixels")
        XCTAssertNotNil(sandbox.verify(card.rendered, as: .image(), record: .all))
        let moved = ExplainedImage(
            image: card.rendered.image,
            explanation: card.dump.replacingOccurrences(
                of: "UIView frame=(0, 0, 375, 200)", with: "UIView frame=(0, 0, 375, 201)"))
        let failure = try XCTUnwrap(sandbox.verify(moved, as: .image()))
        XCTAssertTrue(failure.message.contains("matches"), failure.message)
        XCTAssertTrue(failure.message.contains("UIView [UIView] frame (0,0,375,200) → (0,0,375,201)"), failure.message)
    }

}

/// Numbers as layout dumps and frame descriptions print them: integers without a fraction.
private func compact(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

/// A 375×200 pt card at @2x: a wrapping label and a button under it, drawn with RasterSurface.
private struct Card {
    let rendered: ExplainedImage
    let labelHeight: Double
    var dump: String { rendered.explanation }

    init(text: String) throws {
        let environment = try FontEnvironment.shared()
        let layout = TextLayout(text: text, font: FontSpec(pointSize: 17), scale: 2, environment: environment)
        layout.width = 343
        labelHeight = layout.size.height
        let buttonY = 20 + labelHeight + 12
        let surface = try RasterSurface(width: 375, height: 200, scale: 2)
        surface.fill(x: 0, y: 0, width: 375, height: 200, red: 1, green: 1, blue: 1)
        surface.draw(layout, x: 16, y: 20, red: 0, green: 0, blue: 0)
        surface.fill(x: 16, y: buttonY, width: 343, height: 44, red: 0, green: 122 / 255, blue: 1)
        let explanation = """
            UIView frame=(0, 0, 375, 200)
              UILabel frame=(16, 20, 343, \(compact(labelHeight))) text="\(text)"
              UIButton frame=(16, \(compact(buttonY)), 343, 44)
            """
        rendered = ExplainedImage(image: surface.image(), explanation: explanation)
    }
}
