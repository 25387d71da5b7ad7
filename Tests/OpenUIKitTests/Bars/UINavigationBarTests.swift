import XCTest

@testable import OpenUIKit

/// What the navigation bar shows and where: back button titled after the previous item, the title centred and
/// kept clear of the buttons, large titles by display mode, the appearance in use (uikit-facts-breadth §3.3).
final class UINavigationBarTests: BarLayoutTestCase {
    private func stack(_ titles: [String], large: Bool = false) -> (UINavigationController, [UIViewController]) {
        let controllers = titles.map { title -> UIViewController in
            let vc = UIViewController()
            vc.title = title
            return vc
        }
        let nav = UINavigationController(rootViewController: controllers[0])
        for vc in controllers.dropFirst() { nav.pushViewController(vc, animated: false) }
        nav.navigationBar.prefersLargeTitles = large
        return (nav, controllers)
    }

    func testBackButtonCarriesThePreviousTitle() {
        let (nav, controllers) = stack(["Library", "Chapter 1"])
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.backButtonLabel?.text, "Library")
        XCTAssertEqual(nav.navigationBar.titleLabel?.text, "Chapter 1")
        controllers[0].navigationItem.backButtonTitle = "Books"
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.backButtonLabel?.text, "Books")
        controllers[0].navigationItem.backBarButtonItem = UIBarButtonItem(
            title: "Back", style: .plain, target: nil, action: nil)
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.backButtonLabel?.text, "Back")
        controllers[1].navigationItem.hidesBackButton = true
        nav.view.layoutIfNeeded()
        XCTAssertNil(nav.navigationBar.backButton)
    }

    func testRootHasNoBackButtonAndTheTitleIsCentred() {
        let (nav, _) = stack(["Library"])
        present(nav, on: .iPhone8)
        XCTAssertNil(nav.navigationBar.backButton)
        let title = try! XCTUnwrap(nav.navigationBar.titleLabel)
        XCTAssertEqual(title.frame.midX, 187.5, accuracy: 0.5)
        XCTAssertEqual(title.frame.height, 44)
        XCTAssertEqual(title.font, UIFont.systemFont(ofSize: 17, weight: .semibold))
    }

    func testButtonsSitAtTheMarginsAndMirrorInRightToLeft() {
        let (nav, controllers) = stack(["Library"])
        controllers[0].navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: nil, action: nil)
        controllers[0].navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Edit", style: .plain, target: nil, action: nil)
        let window = present(nav, on: .iPhone8)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.leftButtons.first?.frame.minX, 16)
        XCTAssertEqual(bar.rightButtons.first?.frame.maxX, 359)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.layoutIfNeeded()
        XCTAssertEqual(bar.leftButtons.first?.frame.maxX, 359, "leading is on the right")
        XCTAssertEqual(bar.rightButtons.first?.frame.minX, 16)
    }

    func testLandscapeButtonsStayInsideTheSafeArea() {
        let (nav, controllers) = stack(["Library", "Chapter 1"])
        controllers[1].navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: nil, action: nil)
        present(nav, on: .iPhone15Pro, .landscape)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.backButton?.frame.minX, 59 + 8)
        XCTAssertEqual(bar.rightButtons.first?.frame.maxX, 852 - 59 - 16)
    }

    func testLongTitleSlidesClearOfTheButtons() {
        let (nav, controllers) = stack(["A very long previous title indeed", "Chapter"])
        controllers[1].title = "A title far too long to be centred between the buttons"
        present(nav, on: .iPhone8)
        let bar = nav.navigationBar
        let title = try! XCTUnwrap(bar.titleLabel)
        XCTAssertGreaterThanOrEqual(title.frame.minX, bar.backButton!.frame.maxX)
        XCTAssertLessThanOrEqual(title.frame.maxX, 375 - 16)
    }

    func testLargeTitleDisplayModes() {
        let (nav, controllers) = stack(["Library", "Chapter"], large: true)
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.frame.height, 96, "automatic inherits the root's large title")
        XCTAssertEqual(nav.navigationBar.largeTitleLabel?.text, "Chapter")
        XCTAssertEqual(nav.navigationBar.largeTitleLabel?.font, UIFont.systemFont(ofSize: 34, weight: .bold))
        XCTAssertEqual(nav.navigationBar.titleLabel?.isHidden, true, "the inline title gives way")
        controllers[1].navigationItem.largeTitleDisplayMode = .never
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44)
        XCTAssertNil(nav.navigationBar.largeTitleLabel)
        controllers[0].navigationItem.largeTitleDisplayMode = .never
        controllers[1].navigationItem.largeTitleDisplayMode = .automatic
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44, "automatic inherits never")
        nav.navigationBar.prefersLargeTitles = false
        controllers[1].navigationItem.largeTitleDisplayMode = .always
        nav.view.layoutIfNeeded()
        XCTAssertEqual(nav.navigationBar.frame.height, 44, "no effect without prefersLargeTitles")
    }

    func testScrollEdgeAppearanceIsTransparentUntilContentScrolls() {
        let content = UIViewController()
        let scroll = UIScrollView()
        scroll.contentSize = CGSize(width: 375, height: 2000)
        content.view = scroll
        let nav = UINavigationController(rootViewController: content)
        present(nav, on: .iPhone8)
        let bar = nav.navigationBar
        XCTAssertTrue(bar.isAtScrollEdge)
        XCTAssertNil(bar.backgroundView.backgroundColor, "iOS 15+: transparent at the scroll edge")
        XCTAssertTrue(bar.backgroundView.shadowView.isHidden)
        XCTAssertEqual(scroll.contentOffset.y, -64)
        scroll.contentOffset.y = 100
        nav.view.setNeedsLayout()
        nav.view.layoutIfNeeded()
        XCTAssertFalse(bar.isAtScrollEdge)
        XCTAssertEqual(bar.backgroundView.backgroundColor, BarMetrics.materialColor)
        XCTAssertFalse(bar.backgroundView.shadowView.isHidden)
        // The background reaches under the status bar; the hairline is one pixel below the bar.
        XCTAssertEqual(bar.backgroundView.frame, CGRect(x: 0, y: -20, width: 375, height: 64))
        XCTAssertEqual(bar.backgroundView.shadowView.frame, CGRect(x: 0, y: 64, width: 375, height: 0.5))
    }

    func testAppearanceConfigurations() {
        let appearance = UINavigationBarAppearance()
        XCTAssertTrue(appearance.usesMaterial)
        XCTAssertNotNil(appearance.shadowColor)
        appearance.configureWithOpaqueBackground()
        XCTAssertEqual(appearance.backgroundColor, .systemBackground)
        XCTAssertFalse(appearance.isTranslucent)
        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundColor)
        XCTAssertNil(appearance.shadowColor)
        appearance.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        let copy = appearance.copy() as! UINavigationBarAppearance
        XCTAssertEqual(copy.titleTextAttributes[.foregroundColor] as? UIColor, .systemRed)
        XCTAssertNil(copy.shadowColor)
    }

    func testItemAppearanceOverridesTheBarsAndTitleAttributesApply() {
        let (nav, controllers) = stack(["Library"])
        let opaque = UINavigationBarAppearance()
        opaque.configureWithOpaqueBackground()
        opaque.backgroundColor = .systemRed
        opaque.titleTextAttributes = [.foregroundColor: UIColor.white]
        controllers[0].navigationItem.scrollEdgeAppearance = opaque
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.backgroundView.backgroundColor, .systemRed)
        XCTAssertEqual(nav.navigationBar.titleLabel?.textColor, .white)
    }

    func testTitleViewIsCentredAtItsOwnSize() {
        let (nav, controllers) = stack(["Library"])
        let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        controllers[0].navigationItem.titleView = titleView
        present(nav, on: .iPhone8)
        XCTAssertTrue(titleView.superview === nav.navigationBar)
        XCTAssertEqual(titleView.frame, CGRect(x: 128, y: 7, width: 120, height: 30))
        XCTAssertNil(nav.navigationBar.titleLabel)
    }

    func testPromptSitsAboveTheTitle() {
        let (nav, controllers) = stack(["Library"])
        controllers[0].navigationItem.prompt = "Pick one"
        present(nav, on: .iPhone8)
        XCTAssertEqual(nav.navigationBar.promptLabel?.frame, CGRect(x: 16, y: 0, width: 343, height: 30))
        XCTAssertEqual(nav.navigationBar.titleLabel?.frame.minY, 30)
    }
}
