import OpenUIKit
import XCTest

/// iOS 17 trait change registrations, written as apps write them (Apple's sample code annotates the
/// handler's first parameter as `Self`).
final class TraitChangeRegistrationTests: XCTestCase {
    private final class BadgeView: UIView {
        var borderColors: [UIUserInterfaceStyle] = []
        var previousStyles: [UIUserInterfaceStyle] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.borderColors.append(self.traitCollection.userInterfaceStyle)
                self.previousStyles.append(previous.userInterfaceStyle)
            }
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    private final class SizeClassController: UIViewController {
        var sizeClasses: [UIUserInterfaceSizeClass] = []
        var registration: (any UITraitChangeRegistration)?

        override func viewDidLoad() {
            super.viewDidLoad()
            registration = registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
                (controller: SizeClassController, _: UITraitCollection) in
                controller.sizeClasses.append(controller.traitCollection.verticalSizeClass)
            }
        }
    }

    func testHandlerRunsWhenItsTraitChanges() {
        let badge = BadgeView(frame: .zero)
        let window = UIWindow(device: .iPhone15Pro, orientation: .portrait)
        window.addSubview(badge)
        XCTAssertEqual(badge.borderColors, [.light], "entering a light window changes unspecified to light")
        XCTAssertEqual(badge.previousStyles, [.unspecified])
        window.traitOverrides.userInterfaceStyle = .dark
        XCTAssertEqual(badge.borderColors, [.light, .dark])
        XCTAssertEqual(badge.previousStyles, [.unspecified, .light])
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        XCTAssertEqual(badge.borderColors.count, 2, "a trait it does not watch")
    }

    func testControllerRegistrationFollowsRotationUntilUnregistered() {
        let controller = SizeClassController()
        let window = present(controller, on: .iPhone15Pro)
        XCTAssertEqual(controller.sizeClasses, [.regular])
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertEqual(controller.sizeClasses, [.regular, .compact])
        controller.unregisterForTraitChanges(controller.registration!)
        window.orientation = .portrait
        window.layoutIfNeeded()
        XCTAssertEqual(controller.sizeClasses, [.regular, .compact])
    }

    func testTraitDefinitionsDescribeThemselves() {
        XCTAssertTrue(UITraitUserInterfaceStyle.affectsColorAppearance)
        XCTAssertFalse(UITraitHorizontalSizeClass.affectsColorAppearance)
        XCTAssertEqual(UITraitDisplayScale.defaultValue, 0)
        XCTAssertEqual(UITraitLayoutDirection.name, "UITraitLayoutDirection")
    }
}
