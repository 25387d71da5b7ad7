import XCTest

@testable import OpenUIKit

/// Effects and their view: UIKit's raw values (UIBlurEffectStyle, UIVibrancyEffectStyle), the content view that
/// fills the view, and the documented tints (`VisualEffectMetrics`, README "Choices").
final class UIVisualEffectViewTests: XCTestCase {
    func testBlurStyleRawValues() {
        XCTAssertEqual(UIBlurEffect.Style.extraLight.rawValue, 0)
        XCTAssertEqual(UIBlurEffect.Style.dark.rawValue, 2)
        XCTAssertNil(UIBlurEffect.Style(rawValue: 3), "extraDark is tvOS only")
        XCTAssertEqual(UIBlurEffect.Style.regular.rawValue, 4)
        XCTAssertEqual(UIBlurEffect.Style.prominent.rawValue, 5)
        XCTAssertEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterial.rawValue, 10, "the bars' default (breadth §3.3)")
        XCTAssertEqual(UIBlurEffect.Style.systemUltraThinMaterialLight.rawValue, 11)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        XCTAssertEqual(UIBlurEffect.Style.allCases.count, 20)
        XCTAssertEqual(UIVibrancyEffectStyle.label.rawValue, 0)
        XCTAssertEqual(UIVibrancyEffectStyle.separator.rawValue, 7)
    }

    func testEffectsCompareByStyle() {
        XCTAssertEqual(UIBlurEffect(style: .systemMaterial), UIBlurEffect(style: .systemMaterial))
        XCTAssertNotEqual(UIBlurEffect(style: .systemMaterial), UIBlurEffect(style: .systemThinMaterial))
        let blur = UIBlurEffect(style: .dark)
        XCTAssertEqual(UIVibrancyEffect(blurEffect: blur).style, .label)
        XCTAssertEqual(
            UIVibrancyEffect(blurEffect: blur, style: .fill), UIVibrancyEffect(blurEffect: blur, style: .fill))
    }

    func testContentViewFillsTheView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        XCTAssertIdentical(view.contentView.superview, view)
        view.frame = CGRect(x: 10, y: 20, width: 200, height: 60)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 200, height: 60))
        XCTAssertNotNil(view.blurEffect)
        view.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        XCTAssertNil(view.blurEffect)
        XCTAssertNotNil(view.vibrancyEffect)
        XCTAssertNil(UIVisualEffectView(frame: .zero).effect)
    }

    func testContentViewWithConstraintsSizesTheView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        view.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = "Now playing"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.contentView.addSubview(label)
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        host.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: host.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: host.trailingAnchor),
            view.topAnchor.constraint(equalTo: host.topAnchor),
            label.centerYAnchor.constraint(equalTo: view.contentView.centerYAnchor),
            label.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor, constant: 16),
            view.heightAnchor.constraint(equalToConstant: 56),
        ])
        host.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame.size, CGSize(width: 300, height: 56))
        XCTAssertEqual(label.frame.minX, 16)
    }

    func testMaterialsAdaptAndFixedStylesDoNot() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        XCTAssertEqual(VisualEffectMetrics.tint(.systemMaterial, in: light).red, 255)
        XCTAssertEqual(VisualEffectMetrics.tint(.systemMaterial, in: dark).red, 28)
        XCTAssertEqual(
            VisualEffectMetrics.tint(.systemMaterialLight, in: dark),
            VisualEffectMetrics.tint(.systemMaterial, in: light))
        XCTAssertEqual(
            VisualEffectMetrics.tint(.systemMaterialDark, in: light),
            VisualEffectMetrics.tint(.systemMaterial, in: dark))
        // Thicker materials hide more of the backdrop.
        let order: [UIBlurEffect.Style] = [
            .systemUltraThinMaterial, .systemThinMaterial, .systemMaterial, .systemThickMaterial,
        ]
        for traits in [light, dark] {
            let alphas = order.map { VisualEffectMetrics.tint($0, in: traits).alpha }
            XCTAssertEqual(alphas, alphas.sorted())
            XCTAssertEqual(Set(alphas).count, alphas.count)
        }
        XCTAssertEqual(VisualEffectMetrics.tint(.regular, in: dark), VisualEffectMetrics.tint(.dark, in: light))
        XCTAssertEqual(VisualEffectMetrics.tint(.prominent, in: light), VisualEffectMetrics.tint(.extraLight, in: dark))
    }

    func testVibrancyColourFollowsTheBlursLook() {
        let light = UITraitCollection(userInterfaceStyle: .light)
        let onDark = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .secondaryLabel)
        let resolved = VisualEffectMetrics.vibrancyColor(onDark, in: light)
        XCTAssertTrue(resolved.isEqual(UIColor.secondaryLabel.resolvedColor(with: .init(userInterfaceStyle: .dark))))
    }
}
