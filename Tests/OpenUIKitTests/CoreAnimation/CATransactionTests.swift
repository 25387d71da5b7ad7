import XCTest

@testable import OpenUIKit

/// Transactions' values nest, and their completion blocks wait for the animations added in them. The 0.25 s
/// default duration is Core Animation's (Core Animation Programming Guide, "Changing a Layer's Default
/// Behavior").
final class CATransactionTests: MediaClockTestCase {
    func testDefaults() {
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
        XCTAssertFalse(CATransaction.disableActions())
        XCTAssertNil(CATransaction.animationTimingFunction())
        XCTAssertNil(CATransaction.completionBlock())
    }

    func testNestedTransactionsInheritAndRestoreValues() {
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.setDisableActions(true)
        let function = CAMediaTimingFunction(name: .easeOut)
        CATransaction.setAnimationTimingFunction(function)
        CATransaction.begin()
        XCTAssertEqual(CATransaction.animationDuration(), 2, "inherited")
        CATransaction.setAnimationDuration(3)
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        XCTAssertTrue(CATransaction.disableActions())
        XCTAssertTrue(CATransaction.animationTimingFunction() === function)
        CATransaction.commit()
        XCTAssertEqual(CATransaction.animationDuration(), 2)
        XCTAssertEqual(CATransaction.value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval, 2)
        CATransaction.setValue("mine", forKey: "custom")
        XCTAssertEqual(CATransaction.value(forKey: "custom") as? String, "mine")
        CATransaction.commit()
        XCTAssertNil(CATransaction.value(forKey: "custom"))
        XCTAssertEqual(CATransaction.animationDuration(), 0.25)
    }

    func testCompletionBlockWaitsForTheTransactionsAnimations() {
        var completed = 0
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        XCTAssertNotNil(CATransaction.completionBlock())
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        let move = CABasicAnimation(keyPath: "position.x")
        move.duration = 2
        layer.add(move, forKey: "move")
        CATransaction.commit()
        turnRunLoop()
        setClock(1001.5)
        turnRunLoop()
        XCTAssertEqual(completed, 0, "one animation still runs")
        setClock(1002)
        turnRunLoop()
        XCTAssertEqual(completed, 1)
        setClock(1010)
        turnRunLoop()
        XCTAssertEqual(completed, 1, "once")
    }

    func testCompletionBlockRunsWhenItsAnimationIsRemoved() {
        var completed = false
        let layer = CALayer()
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        CATransaction.commit()
        layer.removeAnimation(forKey: "fade")
        XCTAssertFalse(completed, "not during the removal")
        turnRunLoop()
        XCTAssertTrue(completed)
    }

    func testCompletionBlockWithoutAnimationsRunsOnTheNextTurn() {
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        CATransaction.commit()
        XCTAssertFalse(completed)
        turnRunLoop()
        XCTAssertTrue(completed)
    }

    /// Outside `begin()`/`commit()`, the implicit transaction commits when the run loop turns.
    func testImplicitTransactionCommitsOnTheNextTurn() {
        let layer = CALayer()
        var completed = false
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        XCTAssertEqual(layer.animation(forKey: "fade")?.beginTime, 0, "not committed yet")
        turnRunLoop()
        XCTAssertEqual(layer.animation(forKey: "fade")?.beginTime, 1000)
        XCTAssertFalse(completed)
        setClock(1001)
        turnRunLoop()
        XCTAssertTrue(completed)
    }

    func testFlushCommitsTheImplicitTransactionAtOnce() {
        let layer = CALayer()
        layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
        CATransaction.flush()
        XCTAssertEqual(layer.animation(forKey: "fade")?.beginTime, 1000)
    }
}
