import OpenUIKit
import XCTest

/// Colour values from uikit-facts §7 (Alderis dump, ColorCompatibility; Apple docs for the fixed greys).
final class UIColorTests: XCTestCase {
    private let light = UITraitCollection(userInterfaceStyle: .light)
    private let dark = UITraitCollection(userInterfaceStyle: .dark)

    func testDynamicSystemColours() {
        XCTAssertEqual(UIColor.systemBackground.hexString(in: light), "#FFFFFF")
        XCTAssertEqual(UIColor.systemBackground.hexString(in: dark), "#000000")
        XCTAssertEqual(UIColor.secondarySystemBackground.hexString(in: light), "#F2F2F7")
        XCTAssertEqual(UIColor.secondarySystemBackground.hexString(in: dark), "#1C1C1E")
        XCTAssertEqual(UIColor.systemGray4.hexString(in: light), "#D1D1D6")
        XCTAssertEqual(UIColor.systemGray6.hexString(in: dark), "#1C1C1E")
        XCTAssertEqual(UIColor.systemBlue.hexString(in: dark), "#0A84FF")
        XCTAssertEqual(UIColor.label.hexString(in: dark), "#FFFFFF")
        let secondary = UIColor.secondaryLabel.resolvedColor(with: dark)
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        secondary.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 0xEB / 255, accuracy: 1e-9)
        XCTAssertEqual(b, 0xF5 / 255, accuracy: 1e-9)
        XCTAssertEqual(a, 0.6, accuracy: 1e-9)
        XCTAssertTrue(UIColor.separator.isDynamic)
    }

    func testUnspecifiedStyleResolvesLight() {
        XCTAssertEqual(UIColor.label.hexString(in: UITraitCollection()), "#000000")
    }

    func testFixedColoursAndInitialisers() {
        XCTAssertEqual(UIColor.gray.hexString(), "#808080")
        XCTAssertEqual(UIColor.lightGray.hexString(), "#AAAAAA")
        XCTAssertEqual(UIColor.darkGray.hexString(), "#555555")
        XCTAssertEqual(UIColor.clear.hexString(), "#00000000")
        XCTAssertEqual(UIColor(white: 1, alpha: 0.5).hexString(), "#FFFFFF80")
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor.orange)
        XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), UIColor.red)
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.25).hexString(), "#FF000040")
        XCTAssertFalse(UIColor.red.isDynamic)
    }

    func testDynamicProviderAndWindowStyle() {
        let custom = UIColor { $0.userInterfaceStyle == .dark ? .blue : .green }
        XCTAssertEqual(custom.resolvedColor(with: dark), UIColor.blue)
        let window = UIWindow(device: .iPhone8)
        let view = UIView()
        window.addSubview(view)
        window.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(view.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(custom.resolvedColor(with: view.traitCollection), UIColor.blue)
        view.overrideUserInterfaceStyle = .light
        XCTAssertEqual(UIColor.systemBackground.hexString(in: view.traitCollection), "#FFFFFF")
    }

    func testLayerColours() {
        let view = UIView()
        view.layer.borderColor = UIColor.red.cgColor
        view.layer.borderWidth = 2
        view.layer.cornerRadius = 8
        view.layer.masksToBounds = true
        XCTAssertTrue(view.clipsToBounds)
        XCTAssertEqual(UIColor(cgColor: view.layer.borderColor!), UIColor.red)
    }
}
