import XCTest

@testable import OpenUIKit

final class UIButtonTests: XCTestCase {
    /// uikit-facts-breadth §4: a classic button's title is system 15 with 6 pt above and below: 30 tall.
    func testClassicSystemButtonIsThirtyTall() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        XCTAssertEqual(button.titleLabel?.font.pointSize, 15)
        XCTAssertEqual(button.intrinsicContentSize.height, 30)
        XCTAssertEqual(button.intrinsicContentSize.width, button.titleLabel!.intrinsicContentSize.width)
    }

    /// uikit-facts-breadth §4: with an 18-pt font the height is 21 + 12 = 33.
    func testThePaddingFollowsTheFont() {
        let button = UIButton(type: .system)
        button.setTitle("Button", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 18)
        XCTAssertEqual(button.titleLabel!.intrinsicContentSize.height + 12, button.intrinsicContentSize.height)
    }

    func testContentEdgeInsetsReplaceThePadding() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 4, right: 8)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 28, height: title.height + 14))
    }

    func testPerStateTitlesFallBackToNormal() {
        let button = UIButton(type: .system)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        XCTAssertEqual(button.currentTitle, "Normal")
        XCTAssertEqual(button.title(for: .highlighted), "Normal")
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Selected")
        XCTAssertEqual(button.titleLabel?.text, "Selected")
        button.isSelected = false
        XCTAssertEqual(button.titleLabel?.text, "Normal")
    }

    func testTitleColoursPerStateAndTypeDefaults() {
        let system = UIButton(type: .system)
        XCTAssertEqual(system.titleColor(for: .normal), .systemBlue, "the tint colour")
        system.tintColor = .systemRed
        XCTAssertEqual(system.currentTitleColor, .systemRed)
        XCTAssertEqual(system.titleColor(for: .disabled), .tertiaryLabel)
        system.setTitleColor(.systemGreen, for: .normal)
        system.setTitleColor(.systemOrange, for: .highlighted)
        XCTAssertEqual(system.titleColor(for: .normal), .systemGreen)
        system.isHighlighted = true
        XCTAssertEqual(system.titleLabel?.textColor, .systemOrange)
        XCTAssertEqual(UIButton(type: .custom).titleColor(for: .normal), .white)
    }

    func testAttributedTitleWinsOverThePlainOne() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .normal)
        XCTAssertEqual(button.titleLabel?.text, "Fancy")
        XCTAssertEqual(button.currentAttributedTitle?.string, "Fancy")
    }

    func testImagesPerStateShowInTheImageView() {
        let button = UIButton(type: .system)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 12)).image { _ in }
        button.setImage(image, for: .normal)
        XCTAssertTrue(button.imageView?.image === image)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 10, height: 12), "no title, no padding")
    }

    func testSendActionsReachesTheButtonsActions() {
        var taps = 0
        let button = UIButton(configuration: .filled(), primaryAction: UIAction { _ in taps += 1 })
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(taps, 1)
    }

    /// The configuration's insets per size are a choice (uikit-facts-breadth §6 item 7); medium
    /// around body 17 gives 20.5 + 14 at @2x.
    func testConfigurationSizesItsTitleWithItsInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        let button = UIButton(configuration: configuration)
        XCTAssertEqual(button.titleLabel?.font.pointSize, 17)
        let title = button.titleLabel!.intrinsicContentSize
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 24, height: title.height + 14))
        XCTAssertEqual(button.currentTitle, "Sign In")
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        configuration.buttonSize = .large
        button.configuration = configuration
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 6, height: title.height + 4))
    }

    /// uikit-facts-breadth §4: the background's corner radius is 5.95 for the default (dynamic) style.
    func testConfigurationCornersAndColours() {
        var configuration = UIButton.Configuration.filled()
        XCTAssertEqual(configuration.cornerRadius(height: 40), 5.95)
        configuration.cornerStyle = .capsule
        XCTAssertEqual(configuration.cornerRadius(height: 40), 20)
        let filled = UIButton(configuration: configuration)
        XCTAssertEqual(filled.configurationForeground, .white)
        XCTAssertEqual(filled.configurationBackground, .systemBlue)
        let plain = UIButton(configuration: .plain())
        XCTAssertNil(plain.configurationBackground)
        XCTAssertEqual(plain.configurationForeground, .systemBlue)
        var tinted = UIButton.Configuration.tinted()
        tinted.baseForegroundColor = .systemPink
        XCTAssertEqual(UIButton(configuration: tinted).configurationForeground, .systemPink)
        XCTAssertEqual(UIButton(configuration: .bordered()).configurationBackground, .tertiarySystemFill)
    }

    func testSubtitleAndImagePlacement() {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { _ in }
        configuration.imagePadding = 8
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        let subtitle = button.subtitleLabel!.intrinsicContentSize
        let textHeight = title.height + subtitle.height
        XCTAssertEqual(
            button.intrinsicContentSize.width, 20 + 8 + max(title.width, subtitle.width) + 24, accuracy: 1e-9)
        XCTAssertEqual(button.intrinsicContentSize.height, max(20, textHeight) + 14, accuracy: 1e-9)
        configuration.imagePlacement = .top
        button.configuration = configuration
        XCTAssertEqual(button.intrinsicContentSize.height, 20 + 8 + textHeight + 14, accuracy: 1e-9)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        XCTAssertEqual(button.imageView!.frame.minY, 7)
        XCTAssertEqual(button.titleLabel!.frame.minY, 35)
    }

    func testConfiguredButtonsGrowWithTheContentSizeCategory() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Grow"
        let button = UIButton(configuration: configuration)
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        window.addSubview(button)
        let regular = button.intrinsicContentSize.height
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertGreaterThan(button.intrinsicContentSize.height, regular * 2)
    }

    func testDisabledButtonsDimTheirConfiguration() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Off"
        let button = UIButton(configuration: configuration)
        button.isEnabled = false
        XCTAssertEqual(button.configurationForeground, .tertiaryLabel)
        XCTAssertEqual(button.configurationBackground, .quaternarySystemFill)
        XCTAssertEqual(button.titleLabel?.textColor, .tertiaryLabel)
    }
}

final class UIButtonBackgroundImageTests: XCTestCase {
    private func image(_ size: CGSize) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in }
    }

    /// The background fills the bounds behind the title; the button is at least the image's size; the
    /// highlighted state's image shows when highlighted, the normal one otherwise.
    func testBackgroundImagesFillTheButton() {
        let button = UIButton(type: .custom)
        XCTAssertEqual(button.subviews.count, 3, "no background view until one is set")
        let normal = image(CGSize(width: 120, height: 50))
        let pressed = image(CGSize(width: 10, height: 10))
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        button.setTitle("Go", for: .normal)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: 120, height: 50))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let background = button.subviews[0] as! UIImageView
        XCTAssertEqual(background.frame, button.bounds)
        XCTAssertTrue(background.image === normal)
        button.isHighlighted = true
        XCTAssertTrue(background.image === pressed)
        XCTAssertTrue(button.currentBackgroundImage === pressed)
    }
}
