import OpenUIKit
import XCTest

/// Autoresizing masks, applied directly to manual subviews and turned into constraints when Auto Layout is
/// involved (UIView.h, `translatesAutoresizingMaskIntoConstraints`).
final class AutoresizingMaskTests: XCTestCase {
    func testManualSubviewsResizeWithTheirSuperview() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 80))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let fixed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        for v in [fill, pinnedRight, fixed, centred] { parent.addSubview(v) }
        parent.frame = CGRect(x: 0, y: 0, width: 300, height: 150)
        XCTAssertRect(fill.frame, 10, 10, 280, 130)
        XCTAssertRect(pinnedRight.frame, 250, 10, 40, 20)
        XCTAssertRect(fixed.frame, 5, 5, 10, 10)
        XCTAssertRect(centred.frame, 100, 40, 100, 20)
    }

    func testMaskBecomesConstraintsNextToAutoLayout() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let manual = UIView(frame: CGRect(x: 20, y: 10, width: 160, height: 30))
        manual.autoresizingMask = [.flexibleWidth]
        parent.addSubview(manual)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: manual.bottomAnchor, constant: 5),
            follower.leadingAnchor.constraint(equalTo: manual.leadingAnchor),
            follower.trailingAnchor.constraint(equalTo: manual.trailingAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        XCTAssertRect(follower.frame, 20, 45, 160, 10)
        parent.frame.size.width = 400
        parent.layoutIfNeeded()
        XCTAssertRect(manual.frame, 20, 10, 360, 30)
        XCTAssertRect(follower.frame, 20, 45, 360, 10)
        manual.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        parent.layoutIfNeeded()
        XCTAssertRect(follower.frame, 0, 25, 100, 10)
        XCTAssertFalse(follower.hasAmbiguousLayout)
    }

    func testRootViewOfAWindowFollowsTheWindow() {
        let vc = UIViewController()
        let window = present(vc, on: .iPhone8)
        XCTAssertEqual(vc.view.autoresizingMask, [.flexibleWidth, .flexibleHeight])
        XCTAssertRect(vc.view.frame, 0, 0, 375, 667)
        window.orientation = .landscape
        XCTAssertRect(vc.view.frame, 0, 0, 667, 375)
    }
}
