import Cassowary
import XCTest

@testable import OpenUIKit

/// Issue 11: constants and multipliers beyond what the solver resolves (`SolvableRange`) used to come
/// back as broken required constraints or NaN frames without a word. The engine now logs each such
/// constraint by name, as UIKit logs one it cannot satisfy, leaves it out and lays out the rest.
final class HostileConstraintTests: XCTestCase {
    func testHugeConstantsAndMultipliersAreLoggedByNameAndLayoutGoesOn() {
        let controller = UIViewController()
        let box = UIView()
        let other = UIView()
        for view in [box, other] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        let hugeLeading = box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 1e100)
        let hugeWidth = box.widthAnchor.constraint(equalToConstant: 1e308)
        let hugeMultiplier = other.heightAnchor.constraint(equalTo: box.heightAnchor, multiplier: 1e7)
        NSLayoutConstraint.activate([
            hugeLeading, hugeWidth, hugeMultiplier,
            box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20).withPriority(
                .defaultLow),
            box.widthAnchor.constraint(equalToConstant: 100).withPriority(.defaultLow),
            other.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 1e8),
            other.leadingAnchor.constraint(equalTo: box.leadingAnchor),
            other.widthAnchor.constraint(equalTo: box.widthAnchor),
            other.heightAnchor.constraint(equalToConstant: 5),
        ])
        let (_, messages) = UnsatisfiableConstraintLog.capture {
            let window = present(controller, on: .iPhone8)
            window.layoutIfNeeded()
        }
        XCTAssertEqual(messages.count, 3, "\(messages)")
        for c in [hugeLeading, hugeWidth, hugeMultiplier] {
            XCTAssertTrue(
                messages.contains { $0.contains("outside the solvable range") && $0.contains(c.description) },
                "\(c) not named in \(messages)")
        }
        XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 100, height: 40))
        // 1e8, the edge of the range, still solves exactly.
        XCTAssertEqual(other.frame, CGRect(x: 20, y: 50 + 1e8, width: 100, height: 5))
    }

    /// A constant moved out of the range after layout is refused the same way, and moved back it applies.
    func testAConstantChangedToAHugeValueIsLoggedAndTheFrameStaysFinite() {
        let controller = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let top = box.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 10)
        NSLayoutConstraint.activate([
            top, box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            box.topAnchor.constraint(greaterThanOrEqualTo: controller.view.topAnchor, constant: 3),
        ])
        let window = present(controller, on: .iPhone8)
        XCTAssertEqual(box.frame.minY, 10)
        let (_, messages) = UnsatisfiableConstraintLog.capture {
            top.constant = -1e300
            window.layoutIfNeeded()
        }
        XCTAssertEqual(messages.count, 1, "\(messages)")
        XCTAssertTrue(messages.first?.contains(top.description) ?? false, "\(messages)")
        XCTAssertTrue(box.frame.minY.isFinite && box.frame.minY >= 3, "\(box.frame)")
        top.constant = 12
        window.layoutIfNeeded()
        XCTAssertEqual(box.frame.minY, 12)
    }
}

extension NSLayoutConstraint {
    fileprivate func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
