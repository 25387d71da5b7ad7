import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of image views, `draw(_:)`, layer shadows and masked corners, drawn by the real renderer on
/// an iPhone 8 (@2x) window with a white root view.
final class ImageAndLayerRenderingTests: XCTestCase {
    private func render(
        style: UIUserInterfaceStyle = .light, _ build: @escaping (UIView) -> Void
    ) throws -> RGBAImage {
        try renderHostedView(style: style, build)
    }

    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
    private let blue = RGBAImage.Pixel(red: 0, green: 0, blue: 255)

    /// A 20×10-point image, left half red, right half blue, at scale 1 (the halves are wide enough that
    /// filtering only blends them near the middle).
    private func twoColourImage() -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    private final class DrawingView: UIView {
        var sawContext = false
        override func draw(_ rect: CGRect) {
            sawContext = UIGraphicsGetCurrentContext() != nil && rect == bounds
            UIColor.label.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: rect.width / 2, height: rect.height)).fill()
        }
    }

    func testDrawIsCalledWithACurrentContextAndTheViewsTraits() throws {
        let drawing = DrawingView(frame: CGRect(x: 10, y: 10, width: 20, height: 10))
        let light = try render { $0.addSubview(drawing) }
        XCTAssertTrue(drawing.sawContext)
        XCTAssertEqual(
            light[2 * 12, 2 * 15], RGBAImage.Pixel(red: 0, green: 0, blue: 0), "label is black in light mode")
        XCTAssertEqual(light[2 * 25, 2 * 15], white, "the right half is not drawn")
        let dark = try render(style: .dark) { view in
            view.backgroundColor = .black
            view.addSubview(DrawingView(frame: CGRect(x: 10, y: 10, width: 20, height: 10)))
        }
        XCTAssertEqual(dark[2 * 12, 2 * 15], white, "label is white in dark mode")
    }

    func testScaleToFillStretchesTheImage() throws {
        let image = try render { view in
            let imageView = UIImageView(image: self.twoColourImage())
            imageView.frame = CGRect(x: 0, y: 100, width: 100, height: 50)
            view.addSubview(imageView)
        }
        XCTAssertEqual(image[2 * 10, 2 * 125], red)
        XCTAssertEqual(image[2 * 90, 2 * 125], blue)
    }

    func testAspectFitLeavesBandsAndAspectFillIsClipped() throws {
        let fit = try render { view in
            let imageView = UIImageView(image: self.twoColourImage())
            imageView.contentMode = .scaleAspectFit
            imageView.frame = CGRect(x: 0, y: 100, width: 100, height: 100)  // image drawn 100×50 at y 125
            view.addSubview(imageView)
        }
        XCTAssertEqual(fit[2 * 10, 2 * 110], white, "empty band above")
        XCTAssertEqual(fit[2 * 10, 2 * 150], red)
        XCTAssertEqual(fit[2 * 10, 2 * 190], white, "empty band below")
        let fill = try render { view in
            let imageView = UIImageView(image: self.twoColourImage())
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.frame = CGRect(x: 100, y: 100, width: 50, height: 50)  // image 100×50 centred: x 75…175
            view.addSubview(imageView)
        }
        XCTAssertEqual(fill[2 * 90, 2 * 125], white, "clipped on the left")
        XCTAssertEqual(fill[2 * 110, 2 * 125], red)
        XCTAssertEqual(fill[2 * 140, 2 * 125], blue)
        XCTAssertEqual(fill[2 * 160, 2 * 125], white, "clipped on the right")
    }

    func testTemplateImagesTakeTheTintColour() throws {
        let image = try render { view in
            let imageView = UIImageView(image: self.twoColourImage().withRenderingMode(.alwaysTemplate))
            imageView.frame = CGRect(x: 0, y: 100, width: 100, height: 50)
            imageView.tintColor = .green
            view.addSubview(imageView)
        }
        XCTAssertEqual(image[2 * 10, 2 * 125], RGBAImage.Pixel(red: 0, green: 255, blue: 0))
        XCTAssertEqual(image[2 * 90, 2 * 125], RGBAImage.Pixel(red: 0, green: 255, blue: 0))
    }

    func testShadowFallsBelowAndMasksToBoundsRemovesIt() throws {
        func card(_ masks: Bool) -> (UIView) -> Void {
            { view in
                let card = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
                card.backgroundColor = .white
                card.layer.shadowOpacity = 0.5
                card.layer.shadowRadius = 4
                card.layer.shadowOffset = CGSize(width: 0, height: 10)
                card.layer.masksToBounds = masks
                view.addSubview(card)
            }
        }
        let shadowed = try render(card(false))
        let under = shadowed[2 * 100, 2 * 205]
        XCTAssertLessThan(under.red, 200, "shadow just below the card: \(under)")
        XCTAssertEqual(shadowed[2 * 100, 2 * 150], white, "the card covers its own shadow")
        XCTAssertEqual(shadowed[2 * 100, 2 * 240], white, "beyond offset + 3σ nothing")
        XCTAssertGreaterThan(shadowed[2 * 100, 2 * 98].red, under.red, "the offset moves the shadow down")
        XCTAssertEqual(try render(card(true))[2 * 100, 2 * 205], white, "a layer that masks to bounds casts no shadow")
    }

    func testShadowIsTheSameOnEveryRender() throws {
        let build: (UIView) -> Void = { view in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 40))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 6
            card.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 60, height: 40), transform: nil)
            view.addSubview(card)
        }
        XCTAssertEqual(try render(build), try render(build))
    }

    func testMaskedCornersRoundOnlyTheChosenCorners() throws {
        let image = try render { view in
            let box = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
            box.backgroundColor = .red
            box.layer.cornerRadius = 30
            box.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMaxYCorner]
            view.addSubview(box)
        }
        XCTAssertEqual(image[2 * 101, 2 * 101], white, "top-left rounded")
        XCTAssertEqual(image[2 * 199, 2 * 199], white, "bottom-right rounded")
        XCTAssertEqual(image[2 * 199, 2 * 100], red, "top-right square")
        XCTAssertEqual(image[2 * 100, 2 * 199], red, "bottom-left square")
    }
}
