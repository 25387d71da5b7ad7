import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// The layer-built client views, drawn by the renderer on an iPhone 8 (@2x) in a white root view, checked
/// pixel by pixel (tests run their bodies on the main actor, see `ClientViewsTests`).
final class LayerClientViewsTests: XCTestCase {
    @MainActor
    private static func render(_ build: @escaping (UIView) -> Void) throws -> RGBAImage {
        try renderHostedClientView(build)
    }

    private static func isWhite(_ pixel: RGBAImage.Pixel) -> Bool {
        pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
    }

    func testProgressRingDrawsItsArcAndPercentage() throws {
        try MainActor.assumeIsolated {
            let image = try Self.render { root in
                let ring = ProgressRing(frame: CGRect(x: 20, y: 20, width: 120, height: 120))
                ring.progress = 0.25
                root.addSubview(ring)
            }
            // Twelve o'clock to three o'clock in blue, the rest of the ring in the track's grey.
            let arc = image[2 * (20 + 60 + 38), 2 * (20 + 60 - 38)]
            XCTAssertGreaterThan(arc.blue, 200)
            XCTAssertLessThan(arc.red, 60)
            let track = image[2 * (20 + 5), 2 * (20 + 60)]
            XCTAssertFalse(Self.isWhite(track))
            XCTAssertLessThan(Int(track.red) - Int(track.blue), 10, "grey")
            var textPixels = 0
            for y in 2 * (20 + 46)..<2 * (20 + 74) {
                for x in 2 * (20 + 30)..<2 * (20 + 90) where image[x, y].red < 100 { textPixels += 1 }
            }
            XCTAssertGreaterThan(textPixels, 50, "the percentage in the middle")
        }
    }

    func testFlipCardAtRestShowsItsBack() throws {
        try MainActor.assumeIsolated {
            let image = try Self.render { root in
                let card = FlipCardView(frame: CGRect(x: 20, y: 20, width: 200, height: 120))
                card.flip()
                root.addSubview(card)
            }
            let middle = image[2 * 120, 2 * 80]
            XCTAssertGreaterThan(middle.red, 200, "orange back: \(middle)")
            XCTAssertLessThan(middle.blue, 50)
            let unflipped = try Self.render { root in
                root.addSubview(FlipCardView(frame: CGRect(x: 20, y: 20, width: 200, height: 120)))
            }
            XCTAssertGreaterThan(unflipped[2 * 120, 2 * 80].blue, 200, "blue front")
        }
    }

    func testReplicatorLoaderAndTypingIndicator() throws {
        try MainActor.assumeIsolated {
            let image = try Self.render { root in
                root.addSubview(ReplicatorLoaderView(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
                root.addSubview(TypingIndicatorView(frame: CGRect(x: 100, y: 0, width: 60, height: 20)))
            }
            let first = image[2 * 30, 2 * 6]
            XCTAssertFalse(Self.isWhite(first), "the first dot, at twelve o'clock")
            XCTAssertGreaterThan(first.blue, first.green, "tinted indigo")
            let quarter = image[2 * 54, 2 * 30]
            XCTAssertFalse(Self.isWhite(quarter), "the fourth, at three o'clock")
            XCTAssertGreaterThan(quarter.red, first.red, "fainter")
            XCTAssertTrue(Self.isWhite(image[2 * 30, 2 * 30]), "the centre stays empty")
            for x in [105, 121, 137] {
                XCTAssertFalse(Self.isWhite(image[2 * x, 2 * 10]), "a typing dot at \(x)")
            }
            XCTAssertTrue(Self.isWhite(image[2 * 113, 2 * 10]))
        }
    }

    func testSpotlightOverlayClearsItsHole() throws {
        try MainActor.assumeIsolated {
            let image = try Self.render { root in
                let button = UIView(frame: CGRect(x: 40, y: 40, width: 40, height: 40))
                button.backgroundColor = .systemRed
                root.addSubview(button)
                let overlay = SpotlightOverlayView(frame: root.bounds)
                overlay.spotlight = CGRect(x: 30, y: 30, width: 60, height: 60)
                root.addSubview(overlay)
            }
            let hole = image[2 * 60, 2 * 60]
            XCTAssertGreaterThan(hole.red, 240, "the button shows undimmed: \(hole)")
            XCTAssertEqual(image[2 * 35, 2 * 35], RGBAImage.Pixel(red: 255, green: 255, blue: 255), "and the root view")
            XCTAssertLessThan(image[2 * 200, 2 * 200].red, 120, "dimmed elsewhere")
        }
    }
}
