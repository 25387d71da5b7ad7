import OpenUIKit
import XCTest

/// The parts of the Auto Layout API that layout libraries read back or subclass.
final class ConstraintIntrospectionTests: XCTestCase {
    /// Layout libraries subclass `NSLayoutConstraint` and describe their constraints their own way.
    private final class LabelledConstraint: NSLayoutConstraint {
        var label = ""
        override var description: String { "labelled(\(label))" }
    }

    func testPlainInitMakesAConstraintWithoutItemsThatActivatesNothing() {
        let constraint = NSLayoutConstraint()
        XCTAssertNil(constraint.firstItem)
        XCTAssertNil(constraint.secondItem)
        XCTAssertNil(constraint.secondAnchor)
        XCTAssertEqual(constraint.firstAttribute, .notAnAttribute)
        XCTAssertEqual(constraint.multiplier, 1)
        constraint.isActive = true
        XCTAssertFalse(constraint.isActive)
    }

    func testSubclassesOverrideTheDescription() {
        let view = UIView()
        let constraint = LabelledConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 10)
        constraint.label = "w"
        XCTAssertEqual("\(constraint)", "labelled(w)")
        XCTAssertEqual(LabelledConstraint().description, "labelled()")
    }

    func testAnchorsReadBackEqualToTheViewsOwn() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
        constraint.identifier = "half"
        constraint.shouldBeArchived = true
        XCTAssertTrue(constraint.firstAnchor == child.widthAnchor)
        XCTAssertTrue(constraint.secondAnchor == root.widthAnchor)
        XCTAssertFalse(constraint.firstAnchor == root.widthAnchor)
        XCTAssertFalse(constraint.firstAnchor == child.heightAnchor)
        XCTAssertEqual(child.leadingAnchor, child.leadingAnchor)
        XCTAssertEqual(child.leadingAnchor.hash, child.leadingAnchor.hash)
        XCTAssertNil(child.heightAnchor.constraint(equalToConstant: 3).secondAnchor)
        XCTAssertEqual(constraint.identifier, "half")
        root.addConstraint(constraint)
        XCTAssertTrue(root.constraints.contains(constraint))
        root.removeConstraints([constraint])
        XCTAssertFalse(constraint.isActive)
    }

    /// Dimensions from two anchors: the gap between views is a size that can be constrained.
    func testAnchorWithOffsetConstrainsTheGap() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let a = UIView()
        let b = UIView()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
            a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor).constraint(equalToConstant: 15),
            a.bottomAnchor.anchorWithOffset(to: b.topAnchor).constraint(
                equalTo: a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor), multiplier: 2),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 75, y: 60, width: 50, height: 20))
        XCTAssertTrue(root.layoutGuides.isEmpty, "the helper guides are not the client's")
    }

    func testAlignmentRectsFollowTheInsets() {
        final class Shadowed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
        }
        let plain = UIView()
        let frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        XCTAssertEqual(plain.alignmentRect(forFrame: frame), frame)
        let shadowed = Shadowed()
        XCTAssertEqual(shadowed.alignmentRect(forFrame: frame), CGRect(x: 12, y: 11, width: 94, height: 46))
        XCTAssertEqual(shadowed.frame(forAlignmentRect: CGRect(x: 12, y: 11, width: 94, height: 46)), frame)
        XCTAssertTrue(plain.viewForFirstBaselineLayout === plain.forFirstBaselineLayout)
        XCTAssertTrue(plain.viewForLastBaselineLayout === plain)
    }

    func testDimensionsRelateByMultiplierWithEveryRelation() {
        let a = UIView()
        let b = UIView()
        let relations = [
            a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 2),
            a.widthAnchor.constraint(greaterThanOrEqualTo: b.heightAnchor, multiplier: 2),
            a.widthAnchor.constraint(lessThanOrEqualTo: b.heightAnchor, multiplier: 2),
        ]
        XCTAssertEqual(relations.map(\.relation), [.equal, .greaterThanOrEqual, .lessThanOrEqual])
        XCTAssertEqual(relations.map(\.multiplier), [2, 2, 2])
        XCTAssertEqual(UIView.layoutFittingExpandedSize.width, UIView.layoutFittingExpandedSize.height)
    }
}
