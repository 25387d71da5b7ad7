import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of controls drawn by the real renderer on an iPhone 8 (@2x) with a white (or black) root view.
final class ControlDrawingTests: XCTestCase {
    private func render(
        style: UIUserInterfaceStyle = .light, _ build: @escaping (UIView) -> Void
    ) throws -> RGBAImage {
        try renderHostedView(background: .systemBackground, style: style, build)
    }

    /// Pixel at a point (not a pixel) position on the @2x image.
    private func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBAImage.Pixel {
        image[Int(x * 2), Int(y * 2)]
    }

    private let systemGreen = RGBAImage.Pixel(red: 0x34, green: 0xC7, blue: 0x59)
    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)

    func testSwitchTrackIsSystemGreenWhenOnAndTheKnobMoves() throws {
        let image = try render { view in
            let on = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            on.isOn = true
            let off = UISwitch(frame: CGRect(x: 120, y: 100, width: 0, height: 0))
            view.addSubview(on)
            view.addSubview(off)
        }
        // The track's leading end is free of the knob when on: systemGreen (uikit-facts §7 palette).
        XCTAssertEqual(pixel(image, 20 + 8, 100 + 15.5), systemGreen)
        XCTAssertEqual(pixel(image, 20 + 51 - 15.5, 100 + 15.5), white, "the knob at the trailing end")
        // Off: the knob sits at the leading end, the trailing end shows the grey track (systemGray5).
        XCTAssertEqual(pixel(image, 120 + 15.5, 100 + 15.5), white)
        XCTAssertEqual(pixel(image, 120 + 51 - 8, 100 + 15.5), RGBAImage.Pixel(red: 0xE5, green: 0xE5, blue: 0xEA))
    }

    func testOnTintColourAndDisabledDimming() throws {
        let image = try render { view in
            let custom = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            custom.isOn = true
            custom.onTintColor = .blue
            let disabled = UISwitch(frame: CGRect(x: 120, y: 100, width: 0, height: 0))
            disabled.isOn = true
            disabled.isEnabled = false
            view.addSubview(custom)
            view.addSubview(disabled)
        }
        XCTAssertEqual(pixel(image, 28, 115.5), RGBAImage.Pixel(red: 0, green: 0, blue: 255))
        // Half-alpha systemGreen over white: 255 − (255 − c) / 2.
        let dimmed = pixel(image, 128, 115.5)
        XCTAssertEqual(Int(dimmed.red), (255 + 0x34 + 1) / 2, accuracy: 1)
        XCTAssertEqual(Int(dimmed.green), (255 + 0xC7 + 1) / 2, accuracy: 1)
    }

    func testSwitchMirrorsInRightToLeft() throws {
        let image = try render { view in
            let on = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
            on.isOn = true
            on.semanticContentAttribute = .forceRightToLeft
            view.addSubview(on)
        }
        XCTAssertEqual(pixel(image, 20 + 51 - 8, 115.5), systemGreen)
        XCTAssertEqual(pixel(image, 20 + 15.5, 115.5), white)
    }

    func testTheSelectedSegmentIsRaisedOverTheTrack() throws {
        let image = try render { view in
            let control = UISegmentedControl(items: ["", ""])
            control.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
            control.selectedSegmentIndex = 1
            control.selectedSegmentTintColor = .red
            view.addSubview(control)
        }
        XCTAssertEqual(pixel(image, 170, 110), RGBAImage.Pixel(red: 255, green: 0, blue: 0), "selected segment")
        // tertiarySystemFill (#767680, α 0.12) over white.
        let track = pixel(image, 70, 110)
        XCTAssertEqual(Int(track.red), Int((255 - 0.12 * (255 - 0x76)).rounded()), accuracy: 1)
        XCTAssertEqual(Int(track.blue), Int((255 - 0.12 * (255 - 0x80)).rounded()), accuracy: 1)
        XCTAssertEqual(pixel(image, 120, 131.5), white, "the bottom point is outside the track")
    }

    /// uikit-facts-breadth §5: placeholderText is (60, 60, 67) at α 0.3: over white the darkest pixel of
    /// the glyphs is 255 − 0.3 × (255 − 60) ≈ 197, never darker.
    func testPlaceholderIsDrawnAtThirtyPercent() throws {
        var field: UITextField!
        let image = try render { view in
            field = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
            field.placeholder = "Placeholder"
            view.addSubview(field)
        }
        let darkest = (40..<(2 * 270)).flatMap { x in (200..<268).map { y in image[x, y] } }
            .map { Int($0.red) }.min()!
        XCTAssertEqual(darkest, 197, accuracy: 2)
        let text = try render { view in
            let filled = UITextField(frame: CGRect(x: 20, y: 100, width: 250, height: 34))
            filled.text = "Text"
            view.addSubview(filled)
        }
        let black = (40..<(2 * 270)).flatMap { x in (200..<268).map { y in text[x, y] } }.map { Int($0.red) }.min()!
        XCTAssertLessThan(black, 20, "text is in label colour")
    }

    func testProgressFillsTheTintUpToTheProgress() throws {
        let image = try render { view in
            let bar = UIProgressView(progressViewStyle: .default)
            bar.frame = CGRect(x: 0, y: 100, width: 200, height: 4)
            bar.progress = 0.5
            bar.progressTintColor = .blue
            bar.trackTintColor = .red
            view.addSubview(bar)
        }
        XCTAssertEqual(pixel(image, 50, 102), RGBAImage.Pixel(red: 0, green: 0, blue: 255))
        XCTAssertEqual(pixel(image, 150, 102), RGBAImage.Pixel(red: 255, green: 0, blue: 0))
    }

    func testFilledButtonDrawsItsBackgroundInTheTint() throws {
        let image = try render { view in
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Go"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
            view.addSubview(button)
        }
        XCTAssertEqual(pixel(image, 30, 110), RGBAImage.Pixel(red: 0, green: 0x7A, blue: 255), "systemBlue")
        XCTAssertEqual(pixel(image, 20.25, 100.25), white, "rounded corner")
    }

    /// The selected segment in dark mode is #636366 (systemGray2's dark value, `ControlMetrics`), not
    /// systemGray (#8E8E93); in light mode white.
    func testTheSelectedSegmentInDarkModeIsSystemGrayTwo() throws {
        let build: (UIView) -> Void = { view in
            let control = UISegmentedControl(items: ["", ""])
            control.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
            control.selectedSegmentIndex = 0
            view.addSubview(control)
        }
        let dark = try render(style: .dark, build)
        XCTAssertEqual(pixel(dark, 70, 110), RGBAImage.Pixel(red: 0x63, green: 0x63, blue: 0x66))
        let light = try render(build)
        XCTAssertEqual(pixel(light, 70, 110), white)
    }

    func testBackgroundStrokeAndColourAreDrawn() throws {
        let image = try render { view in
            var configuration = UIButton.Configuration.plain()
            configuration.background.backgroundColor = .green
            configuration.background.strokeColor = .red
            configuration.background.strokeWidth = 2
            configuration.background.cornerRadius = 0
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 20, y: 100, width: 100, height: 40)
            view.addSubview(button)
        }
        XCTAssertEqual(pixel(image, 20.25, 100.25), RGBAImage.Pixel(red: 255, green: 0, blue: 0), "square stroke")
        XCTAssertEqual(pixel(image, 21.5, 120), RGBAImage.Pixel(red: 255, green: 0, blue: 0))
        XCTAssertEqual(pixel(image, 30, 120), RGBAImage.Pixel(red: 0, green: 255, blue: 0), "fill")
    }

    /// `.contactAdd` draws a ring and a plus in the tint; `.close` a grey disc.
    func testGlyphButtonsDrawTheirSymbol() throws {
        let image = try render { view in
            let add = UIButton(type: .contactAdd)
            add.tintColor = .red
            add.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: add.intrinsicContentSize)
            let close = UIButton(type: .close)
            close.frame = CGRect(x: 60, y: 100, width: 30, height: 30)
            view.addSubview(add)
            view.addSubview(close)
        }
        let red = RGBAImage.Pixel(red: 255, green: 0, blue: 0)
        // The 24.333 × 23.667 glyph: a ring of the height's diameter, centred at (32.17, 111.83).
        XCTAssertEqual(pixel(image, 32.17, 111.83), red, "the plus's centre")
        XCTAssertEqual(pixel(image, 20 + 0.33 + 1.5, 111.83), red, "the ring's left edge")
        XCTAssertEqual(pixel(image, 27, 106), white, "between ring and plus")
        // tertiarySystemFill (#767680, α 0.12) over white, away from the cross.
        let disc = pixel(image, 64, 115)
        XCTAssertEqual(Int(disc.red), Int((255 - 0.12 * (255 - 0x76)).rounded()), accuracy: 1)
    }

    /// The activity indicator of `showsActivityIndicator` is drawn in the foreground colour.
    func testTheButtonsActivityIndicatorIsDrawn() throws {
        var spinnerFrame = CGRect.zero
        let image = try render { view in
            var configuration = UIButton.Configuration.plain()
            configuration.title = "Wait"
            configuration.baseForegroundColor = .red
            configuration.showsActivityIndicator = true
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 20, y: 100, width: 200, height: 40)
            view.addSubview(button)
            button.layoutIfNeeded()
            spinnerFrame = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first!.frame
        }
        // The spoke at twelve o'clock is at full alpha.
        let top = pixel(image, 20 + spinnerFrame.midX, 100 + spinnerFrame.minY + 3)
        XCTAssertEqual(top, RGBAImage.Pixel(red: 255, green: 0, blue: 0))
        XCTAssertEqual(pixel(image, 20 + spinnerFrame.midX, 100 + spinnerFrame.midY), white, "hollow centre")
    }

    /// The minimum track is drawn up to the value, the maximum track after it, the thumb at the value.
    func testSliderTintsSplitAtTheValue() throws {
        let image = try render { view in
            let slider = UISlider(frame: CGRect(x: 0, y: 100, width: 228, height: 31))
            slider.value = 0.5
            slider.minimumTrackTintColor = .red
            slider.maximumTrackTintColor = .blue
            slider.thumbTintColor = .green
            view.addSubview(slider)
        }
        // The track runs from 14 to 214 (thumb radius 14): the value 0.5 puts the thumb at 114.
        XCTAssertEqual(pixel(image, 40, 115.5), RGBAImage.Pixel(red: 255, green: 0, blue: 0))
        XCTAssertEqual(pixel(image, 190, 115.5), RGBAImage.Pixel(red: 0, green: 0, blue: 255))
        XCTAssertEqual(pixel(image, 114, 115.5), RGBAImage.Pixel(red: 0, green: 255, blue: 0))
    }
}
