import Foundation
import ObjectiveC
import XCTest

nonisolated(unsafe) private var labelKey: UInt8 = 0
nonisolated(unsafe) private var otherKey: UInt8 = 0

/// The shape of SnapKit's `ConstraintViewDSL`: a wrapper whose `target` is an optional object, and a
/// protocol extension that passes it on as `Any`.
private protocol LabelledDSL {
    var target: AnyObject? { get }
}

extension LabelledDSL {
    func setLabel(_ value: String?) {
        objc_setAssociatedObject(self.target as Any, &labelKey, value, .OBJC_ASSOCIATION_COPY_NONATOMIC)
    }

    func label() -> String? {
        objc_getAssociatedObject(self.target as Any, &labelKey) as? String
    }
}

private struct ViewDSL: LabelledDSL {
    let view: PlainObject?
    var target: AnyObject? { view }
}

/// An owner that keeps its values itself, as UIKit's responders do.
private final class SelfStoringOwner: AssociatedObjectOwner {
    var associatedObjects: AssociatedObjectStore?
}

final class AssociatedObjectTests: XCTestCase {
    func testAnOptionalOwnerInsideAnyStoresAndReadsBack() {
        let view = PlainObject()
        let dsl = ViewDSL(view: view)
        dsl.setLabel("header")
        XCTAssertEqual(dsl.label(), "header")
        XCTAssertEqual(objc_getAssociatedObject(view, &labelKey) as? String, "header")
        dsl.setLabel(nil)
        XCTAssertNil(dsl.label())
    }

    func testEveryLevelOfOptionalIsLookedThrough() {
        let view = PlainObject()
        let once: PlainObject? = view
        let twice: PlainObject?? = once
        objc_setAssociatedObject(twice as Any, &labelKey, "deep", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(objc_getAssociatedObject(view, &labelKey) as? String, "deep")
        XCTAssertEqual(objc_getAssociatedObject(once as Any, &labelKey) as? String, "deep")
        objc_removeAssociatedObjects(twice as Any)
        XCTAssertNil(objc_getAssociatedObject(view, &labelKey))
    }

    /// A nil owner holds nothing, as a message to nil does nothing in Objective-C.
    func testANilOwnerHoldsNothing() {
        let dsl = ViewDSL(view: nil)
        dsl.setLabel("lost")
        XCTAssertNil(dsl.label())
    }

    /// A value passed as an optional inside `Any` is the value, or a removal when nil.
    func testAnOptionalValueInsideAnyIsItsWrappedValue() {
        let owner = PlainObject()
        let text: String? = "kept"
        objc_setAssociatedObject(owner, &otherKey, text as Any, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertEqual(objc_getAssociatedObject(owner, &otherKey) as? String, "kept")
        let none: String? = nil
        objc_setAssociatedObject(owner, &otherKey, none as Any, .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject(owner, &otherKey))
    }

    /// Released with the owner itself, with no later call needed.
    func testAnOwnerWithItsOwnStorageReleasesValuesWithItself() {
        var released = false
        var owner: SelfStoringOwner? = SelfStoringOwner()
        do {
            let marker = Marker()
            marker.onDeinit = { released = true }
            objc_setAssociatedObject(owner!, &labelKey, marker, .OBJC_ASSOCIATION_RETAIN)
            XCTAssertTrue(objc_getAssociatedObject(owner!, &labelKey) as? Marker === marker)
        }
        XCTAssertNotNil(owner?.associatedObjects)
        owner = nil
        XCTAssertTrue(released)
    }

    func testOtherOwnersValuesGoOnceTheOwnerIsGone() {
        var released = false
        var owner: PlainObject? = PlainObject()
        do {
            let marker = Marker()
            marker.onDeinit = { released = true }
            objc_setAssociatedObject(owner!, &labelKey, marker, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        XCTAssertFalse(released)
        owner = nil
        _ = objc_getAssociatedObject(PlainObject(), &labelKey)
        XCTAssertTrue(released)
    }

    func testValueTypeOwnersHoldNothing() {
        objc_setAssociatedObject("text", &labelKey, "x", .OBJC_ASSOCIATION_RETAIN)
        XCTAssertNil(objc_getAssociatedObject("text", &labelKey))
    }
}
