import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// Client code written against the layer, colour, font and constraint declarations (Swift 6): a layer that
/// displays its own contents, a hex colour initializer, a scaled custom font, constraint helpers.
final class DeclarationClientViewsTests: XCTestCase {
    func testAMonogramLayerDisplaysOnceAndShowsItsContentsCentred() throws {
        try MainActor.assumeIsolated {
            var layers: [MonogramLayer] = []
            let image = try renderHostedClientView { root in
                let layer = MonogramLayer()
                layer.contentsScale = 2
                layer.frame = CGRect(x: 20, y: 20, width: 120, height: 60)
                layer.fill = UIColor(hex: "#FF0000")!.cgColor
                root.layer.addSublayer(layer)
                layers.append(layer)
            }
            let layer = try XCTUnwrap(layers.first)
            XCTAssertEqual(layer.displayCount, 1, "needsDisplayOnBoundsChange and fill each asked; one display")
            XCTAssertNotNil(layer.contents)
            // A 60-point circle, centred by .resizeAspect: x 50…110 in the 120-point layer.
            let centre = image[2 * (20 + 60), 2 * (20 + 30)]
            XCTAssertEqual([centre.red, centre.green, centre.blue], [255, 0, 0])
            let beside = image[2 * (20 + 20), 2 * (20 + 30)]
            XCTAssertEqual([beside.red, beside.green, beside.blue], [255, 255, 255], "outside the circle")
            layer.opacity = 0.5
            XCTAssertNil(layer.animationKeys(), "no action, so nothing is added")
        }
    }

    func testHexColoursBrandFontsAndConstraintHelpers() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIColor(hex: "#336699")?.hexDescription, "#336699")
            XCTAssertEqual(UIColor(hex: "33669980")?.cgColor.alpha ?? 0, 128.0 / 255, accuracy: 1e-9)
            XCTAssertNil(UIColor(hex: "#12"))
            let font = UIFont.brand(.headline, size: 17)
            XCTAssertEqual(font.pointSize, 17, "at the default content size")
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let square = UIView()
            root.addSubview(square)
            square.translatesAutoresizingMaskIntoConstraints = false
            let compact = CompactConstraint()
            compact.compactConstant = 4
            compact.apply(compact: true, regular: 20)
            XCTAssertEqual(compact.constant, 4)
            NSLayoutConstraint.activate([
                square.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                square.topAnchor.constraint(equalTo: root.topAnchor),
                square.widthAnchor.constraint(equalToConstant: 80),
                NSLayoutConstraint.aspectRatio(of: square, 2),
                square.heightAnchor.constraint(equalToConstant: 10).withPriority(.defaultLow),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(square.frame.size, CGSize(width: 80, height: 40))
        }
    }
}
