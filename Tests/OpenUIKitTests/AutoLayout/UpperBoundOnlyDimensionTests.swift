import OpenUIKit
import XCTest

/// A dimension with only an upper limit comes out at 0 in UIKit, not at the limit; intrinsic sizes
/// still fill up to it (the clients' tests that found the difference check exactly this).
final class UpperBoundOnlyDimensionTests: XCTestCase {
    private let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))

    private func place(_ view: UIView, _ constraints: (UIView) -> [NSLayoutConstraint]) -> CGRect {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate(
            [
                view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                view.topAnchor.constraint(equalTo: root.topAnchor, constant: 7),
            ] + constraints(view))
        root.layoutIfNeeded()
        return view.frame
    }

    func testOnlyCappedDimensionsAreZero() {
        let frame = place(UIView()) { [$0.widthAnchor.constraint(lessThanOrEqualToConstant: 23)] }
        XCTAssertEqual(frame, CGRect(x: 5, y: 7, width: 0, height: 0))
    }

    func testOnlyFlooredDimensionsSitAtTheFloor() {
        let frame = place(UIView()) {
            [
                $0.widthAnchor.constraint(greaterThanOrEqualToConstant: 23),
                $0.heightAnchor.constraint(lessThanOrEqualTo: self.root.heightAnchor),
            ]
        }
        XCTAssertEqual(frame.size, CGSize(width: 23, height: 0))
    }

    /// A label's intrinsic size (one line of "Hello" at 17 pt) fills up to the cap, and is cut at it.
    func testIntrinsicSizesStillApplyUnderACap() {
        let label = UILabel()
        label.text = "Hello"
        let natural = label.intrinsicContentSize
        XCTAssertGreaterThan(natural.width, 23)
        let capped = place(label) { [$0.widthAnchor.constraint(lessThanOrEqualToConstant: 23)] }
        XCTAssertEqual(capped.size, CGSize(width: 23, height: natural.height))

        let roomy = UILabel()
        roomy.text = "Hello"
        let free = place(roomy) { [$0.widthAnchor.constraint(lessThanOrEqualToConstant: 200)] }
        XCTAssertEqual(free.size.width, natural.width, accuracy: 0.5)
    }

    /// `loadView` makes the view the size of the screen, before any window (UIScreen.main).
    func testDefaultLoadViewUsesTheScreenBounds() {
        let controller = UIViewController()
        XCTAssertEqual(controller.view.frame, UIScreen.main.bounds)
        XCTAssertNotEqual(controller.view.frame.size, .zero)
        _ = present(UIViewController(), on: .iPadPro11)
        XCTAssertEqual(UIViewController().view.frame, CGRect(x: 0, y: 0, width: 834, height: 1194))
    }
}
