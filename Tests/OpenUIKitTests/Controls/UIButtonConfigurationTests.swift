import XCTest

@testable import OpenUIKit

/// `UIButton.Configuration` beyond the basics: attributed titles, title padding and alignment, the
/// activity indicator, the image colour transformer, the background, and configuration updates.
final class UIButtonConfigurationTests: XCTestCase {
    private func laidOut(_ configuration: UIButton.Configuration) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        return button
    }

    func testAttributedTitleWinsAndKeepsItsFont() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Plain"
        var fancy = AttributedString("Fancy")
        fancy.font = .systemFont(ofSize: 30)
        configuration.attributedTitle = fancy
        let button = UIButton(configuration: configuration)
        XCTAssertEqual(button.titleLabel?.text, "Fancy")
        XCTAssertEqual(button.currentTitle, "Fancy")
        let font = button.titleLabel?.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        XCTAssertEqual(font?.pointSize, 30)
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        label.text = "Fancy"
        XCTAssertEqual(button.intrinsicContentSize.height, label.intrinsicContentSize.height + 14, "medium insets")
    }

    func testAttributedSubtitleAndTitlePadding() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.attributedSubtitle = AttributedString("Subtitle")
        let tight = laidOut(configuration)
        XCTAssertEqual(tight.subtitleLabel?.text, "Subtitle")
        XCTAssertFalse(tight.subtitleLabel!.isHidden)
        configuration.titlePadding = 6
        let padded = laidOut(configuration)
        XCTAssertEqual(padded.intrinsicContentSize.height, tight.intrinsicContentSize.height + 6)
        XCTAssertEqual(padded.subtitleLabel!.frame.minY, padded.titleLabel!.frame.maxY + 6)
        configuration.subtitle = nil
        configuration.attributedSubtitle = nil
        XCTAssertEqual(
            laidOut(configuration).intrinsicContentSize.height, tight.titleLabel!.intrinsicContentSize.height + 14,
            "no subtitle: no padding")
    }

    func testTitleAlignment() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "A longer subtitle"
        XCTAssertEqual(UIButton(configuration: configuration).titleLabel?.textAlignment, .natural, "automatic")
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        configuration.imagePlacement = .top
        XCTAssertEqual(UIButton(configuration: configuration).titleLabel?.textAlignment, .center, "image on top")
        configuration.titleAlignment = .trailing
        let trailing = UIButton(configuration: configuration)
        XCTAssertEqual(trailing.titleLabel?.textAlignment, .right)
        XCTAssertEqual(trailing.subtitleLabel?.textAlignment, .right)
        configuration.titleAlignment = .leading
        XCTAssertEqual(UIButton(configuration: configuration).titleLabel?.textAlignment, .natural)
    }

    func testTheActivityIndicatorTakesTheImagesPlace() {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Loading"
        configuration.imagePadding = 6
        let plain = laidOut(configuration)
        configuration.showsActivityIndicator = true
        let loading = laidOut(configuration)
        let spinner = loading.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        XCTAssertNotNil(spinner)
        XCTAssertEqual(spinner?.isHidden, false)
        XCTAssertEqual(spinner?.isAnimating, true)
        XCTAssertEqual(spinner?.frame.size, CGSize(width: 20, height: 20), "medium (uikit-facts-breadth §4)")
        XCTAssertEqual(spinner?.frame.minX, 12, "leading, after the medium inset")
        XCTAssertEqual(loading.titleLabel!.frame.minX, 12 + 20 + 6)
        XCTAssertEqual(loading.intrinsicContentSize.width, plain.intrinsicContentSize.width + 26)
        XCTAssertEqual(spinner?.color, loading.configurationForeground)
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let withImage = laidOut(configuration)
        XCTAssertTrue(withImage.imageView!.isHidden, "the indicator replaces the image")
        XCTAssertEqual(
            withImage.subviews.map { String(describing: type(of: $0)) },
            ["UIImageView", "UIActivityIndicatorView", "UILabel", "UILabel"], "over the image view, under the title")
        configuration.showsActivityIndicator = false
        XCTAssertFalse(laidOut(configuration).subviews.contains { $0 is UIActivityIndicatorView })
    }

    /// UIKit makes the indicator only when the configuration shows one, and drops it when it stops.
    func testButtonsWithoutAnActivityIndicatorHaveNoSuchSubview() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Save"
        for button in [UIButton(configuration: configuration), UIButton(type: .system), UIButton(type: .contactAdd)] {
            XCTAssertFalse(button.subviews.contains { $0 is UIActivityIndicatorView }, "\(button.buttonType)")
        }
        let button = UIButton(configuration: configuration)
        button.configuration?.showsActivityIndicator = true
        let spinner = button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        XCTAssertEqual(spinner?.isAnimating, true)
        button.configuration?.showsActivityIndicator = false
        XCTAssertFalse(button.subviews.contains { $0 is UIActivityIndicatorView })
        XCTAssertNil(spinner?.superview)
        XCTAssertEqual(spinner?.isAnimating, false)
    }

    func testImageColourTransformerTintsTheImage() {
        var configuration = UIButton.Configuration.plain()
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        configuration.imageColorTransformer = .grayscale
        let button = UIButton(configuration: configuration)
        let tint = button.imageView!.tintColor!.rgba(in: UITraitCollection(userInterfaceStyle: .light))
        // systemBlue (0, 122, 255) as Rec. 709 luminance.
        let luminance = (0.7152 * 122 + 0.0722 * 255) / 255
        XCTAssertEqual(tint.red, luminance, accuracy: 1e-6)
        XCTAssertEqual(tint.green, tint.red)
        XCTAssertEqual(tint.blue, tint.red)
        XCTAssertEqual(configuration.imageColorTransformer, .grayscale)
        XCTAssertNotEqual(configuration.imageColorTransformer, UIConfigurationColorTransformer { $0 })
    }

    func testBackgroundReplacesTheStylesFill() {
        var configuration = UIButton.Configuration.filled()
        XCTAssertEqual(configuration.background.cornerRadius, 5.95, "uikit-facts-breadth §4")
        XCTAssertEqual(configuration.background.strokeWidth, 1)
        XCTAssertNil(configuration.background.strokeColor)
        XCTAssertNil(configuration.background.backgroundColor, "nil: the style's fill")
        configuration.background.backgroundColor = .systemRed
        configuration.background.cornerRadius = 3
        XCTAssertEqual(UIButton(configuration: configuration).configurationBackground, .systemRed)
        XCTAssertEqual(configuration.cornerRadius(height: 40), 3)
        XCTAssertEqual(UIBackgroundConfiguration.clear().cornerRadius, 0)
        XCTAssertEqual(UIBackgroundConfiguration.clear().backgroundColor, .clear)
    }

    /// The handler runs before the next layout, not at once, after state changes and when asked.
    func testConfigurationUpdateHandlerRunsBeforeTheNextLayout() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        var calls = 0
        button.configurationUpdateHandler = { button in
            calls += 1
            var updated = button.configuration
            updated?.title = button.isSelected ? "Following" : "Follow"
            button.configuration = updated
        }
        XCTAssertEqual(calls, 0, "not at once")
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 1)
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 1, "only when needed")
        button.isSelected = true
        XCTAssertEqual(button.titleLabel?.text, "Follow")
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 2)
        XCTAssertEqual(button.titleLabel?.text, "Following")
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 3)
        button.automaticallyUpdatesConfiguration = false
        button.isSelected = false
        button.layoutIfNeeded()
        XCTAssertEqual(calls, 3, "state changes no longer ask")
    }

    func testUpdateConfigurationCanBeOverridden() {
        final class Toggle: UIButton {
            override func updateConfiguration() {
                var configuration = UIButton.Configuration.plain()
                configuration.title = isSelected ? "On" : "Off"
                self.configuration = configuration
            }
        }
        let toggle = Toggle(type: .system)
        toggle.isSelected = true
        toggle.layoutIfNeeded()
        XCTAssertEqual(toggle.currentTitle, "On")
    }

    /// The glyph types draw a symbol in the image's place. `.contactAdd` and the info types are 24.333 ×
    /// 23.667 pt on iOS (73 × 71 px at 3x: the intrinsic size in swift-snapshot-testing's iOS reference
    /// recordings, issue 32 item 7); `.close`'s 30 is a choice (ControlMetrics).
    func testGlyphButtonTypesHaveTheirSizeAndNoTitle() {
        let iOS = CGSize(width: 24.333, height: 23.667)
        for (type, size) in [
            (UIButton.ButtonType.contactAdd, iOS), (.detailDisclosure, iOS), (.infoLight, iOS), (.infoDark, iOS),
            (.close, CGSize(width: 30, height: 30)),
        ] {
            let button = UIButton(type: type)
            XCTAssertNil(button.currentTitle, "\(type)")
            XCTAssertEqual(button.intrinsicContentSize.width, size.width, accuracy: 0.001, "\(type)")
            XCTAssertEqual(button.intrinsicContentSize.height, size.height, accuracy: 0.001, "\(type)")
            button.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            button.layoutIfNeeded()
            let glyph = button.systemGlyphFrame ?? .zero
            // Centred, its origin on the pixel grid.
            XCTAssertEqual(glyph.midX, 20, accuracy: 1.0 / 3, "\(type)")
            XCTAssertEqual(glyph.midY, 20, accuracy: 1.0 / 3, "\(type)")
            XCTAssertEqual(glyph.width, size.width, accuracy: 0.001, "\(type)")
            XCTAssertEqual(glyph.height, size.height, accuracy: 0.001, "\(type)")
        }
        XCTAssertNil(UIButton(type: .system).systemGlyph)
        let titled = UIButton(type: .contactAdd)
        titled.setTitle("Add", for: .normal)
        XCTAssertEqual(
            titled.intrinsicContentSize.width, 73.0 / 3 + titled.titleLabel!.intrinsicContentSize.width,
            accuracy: 0.001, "glyph, then title")
    }

    /// Every control that shows text follows Dynamic Type when asked to.
    func testClassicTitlesFollowDynamicType() {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let button = UIButton(type: .system)
        button.setTitle("Forgot password?", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        window.addSubview(button)
        let regular = button.intrinsicContentSize.height
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertGreaterThan(button.intrinsicContentSize.height, regular * 2)
    }
}
