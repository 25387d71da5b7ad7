import OpenUIKit
import XCTest

/// NaN and infinite numbers from client code must not become NaN frames or crash the layout.
final class NonFiniteInputTests: XCTestCase {
    func testANaNConstantIsRejectedWithAUIKitStyleLogAndLayoutFinishes() {
        let controller = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: .nan),
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: .infinity),
            box.heightAnchor.constraint(equalToConstant: 40),
        ])
        let (_, messages) = UnsatisfiableConstraintLog.capture {
            let window = present(controller, on: .iPhone8)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(messages.count, 2, "\(messages)")
        XCTAssertTrue(messages.allSatisfy { $0.contains("Constraint constant is not finite! That's illegal.") })
        XCTAssertTrue(messages.contains { $0.contains("constant:nan") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("constant:inf") }, "\(messages)")
        XCTAssertTrue(box.frame.origin.x.isFinite && box.frame.width.isFinite, "\(box.frame)")
        XCTAssertEqual(box.frame.minY, 10)
        XCTAssertEqual(box.frame.height, 40)
    }
}
