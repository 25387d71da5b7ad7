import OpenUIKit
import XCTest

final class AmbiguityTests: XCTestCase {
    func testMissingConstraintIsAmbiguousAndReportedInTheDump() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 20),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertTrue(view.hasAmbiguousLayout)
        XCTAssertFalse(root.hasAmbiguousLayout)
        XCTAssertTrue(root.recursiveDescription.contains("AMBIGUOUS LAYOUT for minY"))
        view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        root.layoutIfNeeded()
        XCTAssertFalse(view.hasAmbiguousLayout)
        XCTAssertFalse(root.recursiveDescription.contains("AMBIGUOUS"))
    }

    /// Two equal-priority optional constraints that disagree leave a range of equally good solutions.
    func testEqualPriorityConflictIsAmbiguous() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let w1 = view.widthAnchor.constraint(equalToConstant: 50)
        w1.priority = UILayoutPriority(500)
        let w2 = view.widthAnchor.constraint(equalToConstant: 80)
        w2.priority = UILayoutPriority(500)
        NSLayoutConstraint.activate([
            w1, w2, view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        let before = view.frame
        XCTAssertTrue(view.hasAmbiguousLayout)
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, before, "probing must not move the view")
        w2.priority = UILayoutPriority(501)
        root.layoutIfNeeded()
        XCTAssertFalse(view.hasAmbiguousLayout)
        XCTAssertEqual(view.frame.width, 80)
    }
}
