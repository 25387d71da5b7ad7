import OpenUIKit
import XCTest

/// The keyboard guide with no keyboard on screen. Safe areas from uikit-facts §3: iPhone 15 Pro portrait
/// (59, 0, 34, 0), landscape (0, 59, 21, 59); iPhone 8 portrait zero at the bottom. `usesBottomSafeArea`
/// (default true) ties the guide's top to the safe area's bottom, false to the view's bottom (Apple's
/// documentation of the property).
final class KeyboardLayoutGuideTests: XCTestCase {
    private final class ComposerViewController: UIViewController {
        let field = UIView()
        var usesBottomSafeArea = true

        override func viewDidLoad() {
            super.viewDidLoad()
            field.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(field)
            view.keyboardLayoutGuide.usesBottomSafeArea = usesBottomSafeArea
            NSLayoutConstraint.activate([
                field.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
                view.keyboardLayoutGuide.topAnchor.constraint(
                    equalToSystemSpacingBelow: field.bottomAnchor, multiplier: 1),
            ])
        }
    }

    func testGuideIsTheStripBelowTheSafeArea() {
        let controller = ComposerViewController()
        _ = present(controller, on: .iPhone15Pro)
        XCTAssertRect(controller.view.keyboardLayoutGuide.layoutFrame, 0, 852 - 34, 393, 34)
        XCTAssertRect(controller.field.frame, 0, 852 - 34 - 8 - 44, 393, 44)
    }

    func testGuideFollowsRotation() {
        let controller = ComposerViewController()
        let window = present(controller, on: .iPhone15Pro)
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertRect(controller.view.keyboardLayoutGuide.layoutFrame, 0, 393 - 21, 852, 21)
        XCTAssertEqual(controller.field.frame.maxY, 393 - 21 - 8)
    }

    func testWithoutBottomSafeAreaTheGuideIsTheViewsBottomEdge() {
        let controller = ComposerViewController()
        controller.usesBottomSafeArea = false
        _ = present(controller, on: .iPhone15Pro)
        XCTAssertRect(controller.view.keyboardLayoutGuide.layoutFrame, 0, 852, 393, 0)
        XCTAssertEqual(controller.field.frame.maxY, 852 - 8)
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = true
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.field.frame.maxY, 852 - 34 - 8)
    }

    func testHomeButtonPhoneHasAnEmptyGuide() {
        let controller = ComposerViewController()
        _ = present(controller, on: .iPhone8)
        XCTAssertRect(controller.view.keyboardLayoutGuide.layoutFrame, 0, 667, 375, 0)
    }

    func testGuideIsMadeOnceAndKnowsItsView() {
        let view = UIView()
        XCTAssertTrue(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
        XCTAssertTrue(view.keyboardLayoutGuide.owningView === view)
        XCTAssertFalse(view.keyboardLayoutGuide.followsUndockedKeyboard)
        XCTAssertEqual(view.keyboardLayoutGuide.keyboardDismissPadding, 0)
    }

    /// Docked and hidden, the guide is near the bottom and away from the top: the sets for those
    /// conditions are active, the others are not.
    func testTrackedConstraintSetsFollowTheDockedGuide() {
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        let guide = view.keyboardLayoutGuide
        let nearBottom = child.bottomAnchor.constraint(equalTo: guide.topAnchor)
        let awayFromTop = child.heightAnchor.constraint(equalToConstant: 10)
        let nearTop = child.topAnchor.constraint(equalTo: view.topAnchor)
        let awayFromBottom = child.widthAnchor.constraint(equalToConstant: 10)
        guide.setConstraints([nearBottom], activeWhenNearEdge: .bottom)
        guide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)
        guide.setConstraints([nearTop], activeWhenNearEdge: .top)
        guide.setConstraints([awayFromBottom], activeWhenAwayFrom: .bottom)
        XCTAssertTrue(nearBottom.isActive)
        XCTAssertTrue(awayFromTop.isActive)
        XCTAssertFalse(nearTop.isActive)
        XCTAssertFalse(awayFromBottom.isActive)
        XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom), [nearBottom])
        XCTAssertEqual(guide.constraints(activeWhenAwayFrom: .top), [awayFromTop])
        guide.removeAllTrackedConstraints()
        XCTAssertEqual(guide.constraints(activeWhenNearEdge: .bottom), [])
        XCTAssertTrue(nearBottom.isActive)
    }
}
