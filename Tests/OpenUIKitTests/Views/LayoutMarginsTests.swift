import OpenUIKit
import XCTest

/// Root-view margins: system minimum 16 (compact) / 20 (regular) leading/trailing, 0 top/bottom, measured from the
/// safe area (uikit-facts §2.1, §2.2: useyourloaf; monday.com's iPhone 11 landscape leading margin of 64 = 44 + 20).
final class LayoutMarginsTests: XCTestCase {
    private func marginsGuideFrame(_ device: Device, _ orientation: Orientation) -> CGRect {
        let vc = GuidePinningViewController { $0.layoutMarginsGuide }
        _ = present(vc, on: device, orientation)
        return vc.content.frame
    }

    func testIPhone8PortraitMarginsAreSixteenBelowTheStatusBar() {
        XCTAssertRect(marginsGuideFrame(.iPhone8, .portrait), 16, 20, 343, 647)
    }

    /// iPhone 8 landscape is compact width: 16 pt, no safe area, no status bar.
    func testIPhone8LandscapeMarginsAreSixteenWithoutSafeArea() {
        XCTAssertRect(marginsGuideFrame(.iPhone8, .landscape), 16, 0, 635, 375)
    }

    /// monday.com: iPhone 11 landscape leading margin 64 (safe area 44 + regular 20).
    func testIPhone11LandscapeIsSafeAreaPlusTwenty() {
        XCTAssertRect(marginsGuideFrame(.iPhone11, .landscape), 64, 0, 896 - 128, 414 - 21)
    }

    func testIPhoneXPortraitMarginsSitInsideTheNotchAndHomeIndicator() {
        XCTAssertRect(marginsGuideFrame(.iPhoneX, .portrait), 16, 44, 343, 812 - 44 - 34)
    }

    func testIPadUsesTwenty() {
        XCTAssertRect(marginsGuideFrame(.iPadAir2, .landscape), 20, 20, 984, 748)
        XCTAssertRect(marginsGuideFrame(.iPadPro11, .portrait), 20, 24, 794, 1194 - 44)
    }

    func testRootLayoutMarginsIncludeTheSafeArea() {
        let vc = UIViewController()
        _ = present(vc, on: .iPhone8)
        XCTAssertEqual(vc.view.layoutMargins, UIEdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        XCTAssertEqual(
            vc.systemMinimumLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    /// Apple: a custom root margin smaller than the system minimum is raised to it ("whichever values are greater").
    func testSystemMinimumWinsOverSmallerCustomMargins() {
        let vc = GuidePinningViewController { $0.layoutMarginsGuide }
        vc.loadViewIfNeeded()
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 30)
        _ = present(vc, on: .iPhone8)
        XCTAssertRect(vc.content.frame, 16, 25, 375 - 16 - 30, 667 - 20 - 10)
    }

    func testNotRespectingSystemMinimumUsesOwnMargins() {
        let vc = GuidePinningViewController { $0.layoutMarginsGuide }
        vc.viewRespectsSystemMinimumLayoutMargins = false
        vc.loadViewIfNeeded()
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        _ = present(vc, on: .iPhone8)
        XCTAssertRect(vc.content.frame, 4, 20, 367, 647)
    }

    /// Ordinary views: 8 on each side (Apple docs, `layoutMargins`).
    func testOrdinaryViewHasEightPointMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
            child.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertRect(child.frame, 8, 8, 184, 84)
        XCTAssertEqual(container.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    func testMarginAttributesOfTheItemInit() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 12, bottom: 3, trailing: 4)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .leading, relatedBy: .equal, toItem: container, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .trailing, relatedBy: .equal, toItem: container, attribute: .trailingMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: container, attribute: .topMargin,
                multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertRect(child.frame, 12, 1, 184, 10)
        container.semanticContentAttribute = .forceRightToLeft
        container.layoutIfNeeded()
        // Leading margin is on the right in right-to-left layouts (UIView.h).
        XCTAssertRect(child.frame, 4, 1, 184, 10)
    }

    /// A full-screen subview on iPhone X: margins grow by the safe area it overlaps; without
    /// `insetsLayoutMarginsFromSafeArea` they stay 8.
    func testSubviewMarginsIncludeTheSafeArea() {
        let vc = UIViewController()
        let full = UIView()
        let inner = UIView()
        vc.loadViewIfNeeded()
        full.frame = CGRect(x: 0, y: 0, width: 375, height: 812)
        vc.view.addSubview(full)
        inner.translatesAutoresizingMaskIntoConstraints = false
        full.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: full.layoutMarginsGuide.topAnchor),
            inner.bottomAnchor.constraint(equalTo: full.layoutMarginsGuide.bottomAnchor),
            inner.leadingAnchor.constraint(equalTo: full.layoutMarginsGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: full.layoutMarginsGuide.trailingAnchor),
        ])
        let window = present(vc, on: .iPhoneX)
        XCTAssertEqual(full.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertRect(inner.frame, 8, 52, 359, 812 - 52 - 42)
        full.insetsLayoutMarginsFromSafeArea = false
        window.layoutIfNeeded()
        XCTAssertRect(inner.frame, 8, 8, 359, 796)
    }

    func testPreservesSuperviewLayoutMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        let middle = UIView(frame: CGRect(x: 10, y: 0, width: 280, height: 100))
        container.addSubview(middle)
        let leaf = UIView()
        leaf.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(leaf)
        NSLayoutConstraint.activate([
            leaf.leadingAnchor.constraint(equalTo: middle.layoutMarginsGuide.leadingAnchor),
            leaf.trailingAnchor.constraint(equalTo: middle.layoutMarginsGuide.trailingAnchor),
            leaf.topAnchor.constraint(equalTo: middle.topAnchor),
            leaf.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertRect(leaf.frame, 8, 0, 264, 10)
        middle.preservesSuperviewLayoutMargins = true
        container.layoutIfNeeded()
        // The superview's 30-pt margin reaches 20 pt into `middle`, which sits 10 pt inside it.
        XCTAssertRect(leaf.frame, 20, 0, 240, 10)
    }

    /// Leading/trailing flip with the window's layout direction; the left/right margins swap with them.
    func testRightToLeftRootMarginsAndLeadingConstraints() {
        let vc = UIViewController()
        let box = UIView()
        vc.loadViewIfNeeded()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 16)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: vc.view.safeAreaLayoutGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 50),
        ])
        let window = present(vc, on: .iPhone8) { $0.traitOverrides.layoutDirection = .rightToLeft }
        XCTAssertEqual(vc.view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        XCTAssertEqual(vc.view.layoutMargins.right, 40)
        XCTAssertEqual(vc.view.layoutMargins.left, 16)
        XCTAssertRect(box.frame, 375 - 40 - 10 - 100, 20, 100, 50)
        window.traitOverrides.layoutDirection = .leftToRight
        window.layoutIfNeeded()
        XCTAssertRect(box.frame, 50, 20, 100, 50)
    }
}
