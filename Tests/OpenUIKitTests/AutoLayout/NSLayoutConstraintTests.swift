import OpenUIKit
import XCTest

final class NSLayoutConstraintTests: XCTestCase {
    private var root: UIView!
    private var a: UIView!
    private var b: UIView!

    override func setUp() {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        a = UIView()
        b = UIView()
        for v in [a!, b!] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
    }

    func testAnchorVariants() {
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            a.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor, constant: 5),
            a.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -20),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 1),
            b.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
            b.widthAnchor.constraint(greaterThanOrEqualToConstant: 500),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        ])
        // b's width wants 500 but can't: an optional... no, required >= 500 conflicts with <= trailing.
        let (_, log) = UnsatisfiableConstraintLog.capture { root.layoutIfNeeded() }
        XCTAssertEqual(log.count, 1)
        XCTAssertRect(a.frame, 10, 5, 130, 40)
        XCTAssertEqual(b.frame.minX, 156)
        XCTAssertEqual(b.frame.minY, 53)
        XCTAssertEqual(b.frame.height, 80)
    }

    func testItemAttributeInitAndProperties() {
        let c = NSLayoutConstraint(
            item: a!, attribute: .width, relatedBy: .lessThanOrEqual, toItem: b, attribute: .height, multiplier: 0.5,
            constant: 3)
        XCTAssertTrue(c.firstItem === a)
        XCTAssertTrue(c.secondItem === b)
        XCTAssertEqual(c.firstAttribute, .width)
        XCTAssertEqual(c.secondAttribute, .height)
        XCTAssertEqual(c.relation, .lessThanOrEqual)
        XCTAssertEqual(c.multiplier, 0.5)
        XCTAssertEqual(c.constant, 3)
        XCTAssertEqual(c.priority, .required)
        XCTAssertFalse(c.isActive)
        c.identifier = "half"
        c.isActive = true
        XCTAssertTrue(c.isActive)
        XCTAssertTrue(root.constraints.contains(c), "installed on the nearest common ancestor")
        XCTAssertTrue(c.description.contains("'half'"))
        XCTAssertTrue(c.description.contains(".width <= 0.5*UIView:"))
        XCTAssertTrue(c.description.hasSuffix(".height + 3   (active)>"))
        NSLayoutConstraint.deactivate([c])
        XCTAssertFalse(c.isActive)
        XCTAssertFalse(root.constraints.contains(c))
    }

    func testConstantAndActivationChangesRelayout() {
        let left = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, a.topAnchor.constraint(equalTo: root.topAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            a.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 10)
        left.constant = 70
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 70)
        left.isActive = false
        let right = a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -5)
        right.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.minX, 245)
    }

    /// Higher priorities always win; an optional equality is met as closely as possible (NSLayoutConstraint.h).
    func testTheHigherOfTwoConflictingPrioritiesWins() {
        let weak = a.widthAnchor.constraint(equalToConstant: 100)
        weak.priority = .defaultLow
        let strong = a.widthAnchor.constraint(equalToConstant: 200)
        strong.priority = .defaultHigh
        let cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        cap.priority = .defaultHigh + 1
        NSLayoutConstraint.activate([
            weak, strong, cap, a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 150)
        cap.priority = .defaultHigh - 1
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 200)
    }

    func testNoCommonAncestorIsNotActivated() {
        let stranger = UIView()
        let c = a.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        let (_, log) = UnsatisfiableConstraintLog.capture { c.isActive = true }
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(log.first?.contains("because they have no common ancestor") ?? false)
    }

    func testRemovingAViewDeactivatesItsExternalConstraints() {
        let c = a.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let inner = a.widthAnchor.constraint(equalToConstant: 4)
        NSLayoutConstraint.activate([c, inner])
        a.removeFromSuperview()
        XCTAssertFalse(c.isActive)
        XCTAssertTrue(inner.isActive)
    }

    func testCentringAndRightToLeftConstants() {
        NSLayoutConstraint.activate([
            a.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalToConstant: 20),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        XCTAssertRect(a.frame, 100, 90, 100, 20)
        XCTAssertRect(b.frame, 208, 90, 30, 20)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        XCTAssertRect(b.frame, 62, 90, 30, 20)
    }

    func testLayoutPriorityValuesFromTheHeader() {
        XCTAssertEqual(UILayoutPriority.required.rawValue, 1000)
        XCTAssertEqual(UILayoutPriority.defaultHigh.rawValue, 750)
        XCTAssertEqual(UILayoutPriority.dragThatCanResizeScene.rawValue, 510)
        XCTAssertEqual(UILayoutPriority.sceneSizeStayPut.rawValue, 500)
        XCTAssertEqual(UILayoutPriority.dragThatCannotResizeScene.rawValue, 490)
        XCTAssertEqual(UILayoutPriority.defaultLow.rawValue, 250)
        XCTAssertEqual(UILayoutPriority.fittingSizeLevel.rawValue, 50)
        XCTAssertEqual((UILayoutPriority.defaultLow + 1).rawValue, 251)
        XCTAssertEqual((UILayoutPriority.required - 1).rawValue, 999)
        XCTAssertTrue(UILayoutPriority.defaultLow < .defaultHigh)
        XCTAssertEqual(UILayoutPriority(rawValue: 300), UILayoutPriority(300))
    }
}
