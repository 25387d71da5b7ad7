import OpenUIKit
import XCTest

nonisolated(unsafe) private var badgeKey: UInt8 = 0
nonisolated(unsafe) private var countKey: UInt8 = 0

private final class Tracked {
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

private final class PlainOwner {}

final class AssociatedObjectTests: XCTestCase {
    func testValuesAreStoredPerOwnerAndKey() {
        let a = UIView()
        let b = UIView()
        objc_setAssociatedObject(a, &badgeKey, "new", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(a, &countKey, 3, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(objc_getAssociatedObject(a, &badgeKey) as? String, "new")
        XCTAssertEqual(objc_getAssociatedObject(a, &countKey) as? Int, 3)
        XCTAssertNil(objc_getAssociatedObject(b, &badgeKey))
        objc_setAssociatedObject(a, &badgeKey, nil, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(a, &badgeKey))
        XCTAssertEqual(objc_getAssociatedObject(a, &countKey) as? Int, 3)
        objc_removeAssociatedObjects(a)
        XCTAssertNil(objc_getAssociatedObject(a, &countKey))
    }

    /// A retained value goes with its owner, a view here (held in the view itself).
    func testRetainedValuesAreReleasedWithTheirViewOwner() {
        var released = false
        var owner: UIView? = UIView()
        objc_setAssociatedObject(owner!, &badgeKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertFalse(released)
        owner = nil
        XCTAssertTrue(released)
    }

    /// Owners that are not views keep their values in a table that drops them once the owner is gone:
    /// at the next call, even one about another object.
    func testValuesOfOtherOwnersAreReleasedAfterTheOwnerGoes() {
        var released = false
        var owner: PlainOwner? = PlainOwner()
        objc_setAssociatedObject(owner!, &badgeKey, Tracked { released = true }, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNotNil(objc_getAssociatedObject(owner!, &badgeKey))
        owner = nil
        _ = objc_getAssociatedObject(PlainOwner(), &badgeKey)
        XCTAssertTrue(released)
    }

    /// `ASSIGN` does not keep an object alive; the value reads nil once it is gone.
    func testAssignHoldsObjectsWeakly() {
        let view = UIView()
        var value: Tracked? = Tracked {}
        objc_setAssociatedObject(view, &badgeKey, value, .OBJC_ASSOCIATION_ASSIGN)
        XCTAssertTrue(objc_getAssociatedObject(view, &badgeKey) as? Tracked === value)
        value = nil
        XCTAssertNil(objc_getAssociatedObject(view, &badgeKey))
    }

    func testCopyPolicyCopiesNSCopyingValues() {
        let view = UIView()
        let text = NSMutableString(string: "a")
        objc_setAssociatedObject(view, &badgeKey, text, .OBJC_ASSOCIATION_COPY)
        text.append("b")
        XCTAssertEqual(objc_getAssociatedObject(view, &badgeKey) as? String, "a")
    }

    func testValueTypeOwnersHoldNothing() {
        objc_setAssociatedObject(42, &badgeKey, "x", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(42, &badgeKey))
    }
}
