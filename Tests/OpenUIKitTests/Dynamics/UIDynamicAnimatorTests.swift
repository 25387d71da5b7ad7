import Foundation
import XCTest

@testable import OpenUIKit

/// UIKit Dynamics as apps set it up (a card that falls and bounces, a view snapped into place): the
/// behaviours keep UIKit's defaults and settings, and nothing moves, since a snapshot is a screen at rest.
final class UIDynamicAnimatorTests: XCTestCase {
    func testADroppedCardStaysWhereLayoutPutIt() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
        container.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: container)
        let gravity = UIGravityBehavior(items: [card])
        let collision = UICollisionBehavior(items: [card])
        collision.translatesReferenceBoundsIntoBoundary = true
        let bounce = UIDynamicItemBehavior(items: [card])
        bounce.elasticity = 0.6
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(bounce)
        RunLoop.main.run(until: Date().addingTimeInterval(0.05))

        XCTAssertEqual(card.frame, CGRect(x: 20, y: 40, width: 100, height: 60))
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(animator.elapsedTime, 0)
        XCTAssertTrue(animator.referenceView === container)
        XCTAssertEqual(animator.behaviors.count, 3)
        XCTAssertTrue(gravity.dynamicAnimator === animator)
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 0, width: 30, height: 50)).count, 1)
        XCTAssertTrue(animator.items(in: CGRect(x: 200, y: 200, width: 10, height: 10)).isEmpty)

        animator.removeBehavior(gravity)
        XCTAssertNil(gravity.dynamicAnimator)
        animator.removeAllBehaviors()
        XCTAssertTrue(animator.behaviors.isEmpty)
    }

    /// UIGravityBehavior: direction (0, 1), magnitude 1, angle π/2 by default (Apple's documentation of
    /// gravityDirection, magnitude and angle).
    func testGravityDefaultsAndAngles() {
        let gravity = UIGravityBehavior(items: [])
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        gravity.setAngle(0, magnitude: 2)
        XCTAssertEqual(gravity.gravityDirection.dx, 2, accuracy: 1e-12)
        XCTAssertEqual(gravity.gravityDirection.dy, 0, accuracy: 1e-12)
        gravity.magnitude = 3
        XCTAssertEqual(gravity.gravityDirection.dx, 3, accuracy: 1e-12)
        let view = UIView()
        gravity.addItem(view)
        gravity.addItem(view)
        XCTAssertEqual(gravity.items.count, 1, "an item is added once")
        gravity.removeItem(view)
        XCTAssertTrue(gravity.items.isEmpty)
    }

    /// UISnapBehavior's damping defaults to 0.5; UIDynamicItemBehavior's density to 1 and the rest to 0
    /// (Apple's documentation of each property).
    func testBehaviourDefaults() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 100, y: 100))
        XCTAssertEqual(snap.damping, 0.5)
        XCTAssertEqual(snap.snapPoint, CGPoint(x: 100, y: 100))

        let item = UIDynamicItemBehavior(items: [view])
        XCTAssertEqual(item.density, 1)
        XCTAssertEqual(item.elasticity, 0)
        XCTAssertEqual(item.friction, 0)
        XCTAssertEqual(item.resistance, 0)
        XCTAssertTrue(item.allowsRotation)
        XCTAssertFalse(item.isAnchored)
        item.addLinearVelocity(CGPoint(x: 10, y: 0), for: view)
        item.addLinearVelocity(CGPoint(x: 5, y: -2), for: view)
        XCTAssertEqual(item.linearVelocity(for: view), CGPoint(x: 15, y: -2))
        item.addAngularVelocity(0.5, for: view)
        XCTAssertEqual(item.angularVelocity(for: view), 0.5)

        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        XCTAssertEqual(push.pushDirection, .zero)
        XCTAssertTrue(push.active)
        push.setAngle(.pi, magnitude: 2)
        XCTAssertEqual(push.pushDirection.dx, -2, accuracy: 1e-12)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 3, vertical: 0), for: view)
        XCTAssertEqual(push.targetOffsetFromCenter(for: view), UIOffset(horizontal: 3, vertical: 0))
    }

    /// An attachment's length starts as the distance between its points.
    func testAttachmentLength() {
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = UIView(frame: CGRect(x: 30, y: 40, width: 10, height: 10))
        let anchored = UIAttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 5, y: 25))
        XCTAssertEqual(anchored.length, 20)
        XCTAssertEqual(anchored.attachedBehaviorType, .anchor)
        let linked = UIAttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(linked.length, 50)
        XCTAssertEqual(linked.attachedBehaviorType, .items)
        XCTAssertTrue(linked.attachmentRange.isInfinite)
        XCTAssertEqual(linked.damping, 0)
    }

    func testCollisionBoundaries() {
        let collision = UICollisionBehavior(items: [])
        XCTAssertEqual(collision.collisionMode, .everything)
        XCTAssertNil(collision.boundaryIdentifiers)
        collision.addBoundary(
            withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 320, y: 400))
        collision.addBoundary(
            withIdentifier: "floor" as NSString, from: CGPoint(x: 0, y: 420), to: CGPoint(x: 320, y: 420))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1, "a boundary replaces one of the same identifier")
        XCTAssertNotNil(collision.boundary(withIdentifier: "floor" as NSString))
        collision.setTranslatesReferenceBoundsIntoBoundary(with: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertTrue(collision.translatesReferenceBoundsIntoBoundary)
        XCTAssertEqual(collision.referenceBoundsInsets.top, 8)
        collision.removeAllBoundaries()
        XCTAssertNil(collision.boundaryIdentifiers)
    }

    func testABehaviourMovesBetweenAnimatorsAndChildrenCount() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let first = UIDynamicAnimator(referenceView: UIView())
        let second = UIDynamicAnimator(referenceView: UIView())
        let parent = UIDynamicBehavior()
        parent.addChildBehavior(UIGravityBehavior(items: [view]))
        first.addBehavior(parent)
        second.addBehavior(parent)
        XCTAssertTrue(first.behaviors.isEmpty)
        XCTAssertTrue(parent.dynamicAnimator === second)
        XCTAssertEqual(second.items(in: CGRect(x: 0, y: 0, width: 5, height: 5)).count, 1)
        XCTAssertEqual(view.collisionBoundsType, .rectangle)
    }
}
