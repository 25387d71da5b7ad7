import XCTest

@testable import OpenUIKit

/// Defaults are Core Animation's (https://developer.apple.com/documentation/quartzcore/camediatiming and
/// https://developer.apple.com/documentation/quartzcore/caanimation/isremovedoncompletion), and `copy()`
/// carries every property, as `add(_:forKey:)` relies on.
final class CAAnimationTests: XCTestCase {
    func testTimingDefaults() {
        let animation = CABasicAnimation(keyPath: "opacity")
        XCTAssertEqual(animation.keyPath, "opacity")
        XCTAssertEqual(animation.beginTime, 0)
        XCTAssertEqual(animation.duration, 0)
        XCTAssertEqual(animation.speed, 1)
        XCTAssertEqual(animation.timeOffset, 0)
        XCTAssertEqual(animation.repeatCount, 0)
        XCTAssertEqual(animation.repeatDuration, 0)
        XCTAssertFalse(animation.autoreverses)
        XCTAssertEqual(animation.fillMode, .removed)
        XCTAssertTrue(animation.isRemovedOnCompletion)
        XCTAssertNil(animation.timingFunction)
        XCTAssertNil(animation.delegate)
        XCTAssertFalse(animation.isAdditive)
        XCTAssertFalse(animation.isCumulative)
        XCTAssertNil(animation.fromValue)
        XCTAssertEqual(animation.basicDuration, 0.25, "a zero duration stands for the transaction's 0.25 s")
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "speed") as? Float, 1)
        XCTAssertEqual(CAAnimation.defaultValue(forKey: "removedOnCompletion") as? Bool, true)
        XCTAssertNil(CAAnimation.defaultValue(forKey: "somethingElse"))
    }

    func testSubclassDefaults() {
        let keyframes = CAKeyframeAnimation(keyPath: "position")
        XCTAssertEqual(keyframes.calculationMode, .linear)
        XCTAssertNil(keyframes.values)
        XCTAssertNil(keyframes.keyTimes)
        XCTAssertNil(keyframes.rotationMode)
        let transition = CATransition()
        XCTAssertEqual(transition.type, .fade)
        XCTAssertNil(transition.subtype)
        XCTAssertEqual(transition.startProgress, 0)
        XCTAssertEqual(transition.endProgress, 1)
        XCTAssertNil(CAAnimationGroup().animations)
    }

    func testCopyCarriesEveryProperty() throws {
        let recorder = AnimationRecorder()
        let animation = CASpringAnimation(keyPath: "position.y")
        animation.fromValue = 10
        animation.toValue = 20
        animation.byValue = 5
        animation.duration = 2
        animation.beginTime = 3
        animation.speed = 2
        animation.timeOffset = 0.5
        animation.repeatCount = 4
        animation.autoreverses = true
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        animation.isAdditive = true
        animation.isCumulative = true
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        animation.delegate = recorder
        animation.damping = 7
        animation.stiffness = 200
        animation.mass = 2
        animation.initialVelocity = 1
        animation.setValue("pulse", forKey: "name")

        let copy = try XCTUnwrap(animation.copy() as? CASpringAnimation)
        XCTAssertFalse(copy === animation)
        XCTAssertEqual(copy.keyPath, "position.y")
        XCTAssertEqual(copy.fromValue as? Int, 10)
        XCTAssertEqual(copy.toValue as? Int, 20)
        XCTAssertEqual(copy.byValue as? Int, 5)
        XCTAssertEqual(copy.duration, 2)
        XCTAssertEqual(copy.beginTime, 3)
        XCTAssertEqual(copy.speed, 2)
        XCTAssertEqual(copy.timeOffset, 0.5)
        XCTAssertEqual(copy.repeatCount, 4)
        XCTAssertTrue(copy.autoreverses)
        XCTAssertEqual(copy.fillMode, .both)
        XCTAssertFalse(copy.isRemovedOnCompletion)
        XCTAssertTrue(copy.isAdditive)
        XCTAssertTrue(copy.isCumulative)
        XCTAssertTrue(copy.timingFunction === animation.timingFunction)
        XCTAssertTrue(copy.delegate === recorder)
        XCTAssertEqual(copy.damping, 7)
        XCTAssertEqual(copy.stiffness, 200)
        XCTAssertEqual(copy.mass, 2)
        XCTAssertEqual(copy.initialVelocity, 1)
        XCTAssertEqual(copy.value(forKey: "name") as? String, "pulse")
    }

    func testKeyframeGroupAndTransitionCopies() throws {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0]
        keyframes.keyTimes = [0, 0.2, 1]
        keyframes.calculationMode = .discrete
        keyframes.timingFunctions = [CAMediaTimingFunction(name: .easeOut)]
        keyframes.rotationMode = .rotateAuto
        let keyframesCopy = try XCTUnwrap(keyframes.copy() as? CAKeyframeAnimation)
        XCTAssertEqual(keyframesCopy.values?.count, 3)
        XCTAssertEqual(keyframesCopy.keyTimes, [0, 0.2, 1])
        XCTAssertEqual(keyframesCopy.calculationMode, .discrete)
        XCTAssertEqual(keyframesCopy.timingFunctions?.count, 1)
        XCTAssertEqual(keyframesCopy.rotationMode, .rotateAuto)

        let group = CAAnimationGroup()
        group.animations = [keyframes]
        group.duration = 1
        let groupCopy = try XCTUnwrap(group.copy() as? CAAnimationGroup)
        XCTAssertEqual(groupCopy.animations?.count, 1)
        XCTAssertEqual(groupCopy.duration, 1)

        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromLeft
        let transitionCopy = try XCTUnwrap(transition.copy() as? CATransition)
        XCTAssertEqual(transitionCopy.type, .push)
        XCTAssertEqual(transitionCopy.subtype, .fromLeft)
    }

    /// Apps tag animations with values under their own keys so that one delegate can tell them apart.
    func testArbitraryKeysAreStored() {
        let animation = CABasicAnimation()
        XCTAssertNil(animation.value(forKey: "tag"))
        animation.setValue(7, forKey: "tag")
        XCTAssertEqual(animation.value(forKey: "tag") as? Int, 7)
        animation.setValue(nil, forKey: "tag")
        XCTAssertNil(animation.value(forKey: "tag"))
    }

    /// A property's key reads and writes the property, as key-value coding does.
    func testPropertyKeysReachTheProperties() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        XCTAssertEqual(animation.value(forKey: "duration") as? CFTimeInterval, 2)
        XCTAssertEqual(animation.value(forKey: "keyPath") as? String, "opacity")
        XCTAssertNil(animation.value(forKey: "toValue"))
        animation.setValue(NSNumber(value: 0.5), forKey: "toValue")
        animation.setValue(NSNumber(value: 3), forKey: "repeatCount")
        animation.setValue(false, forKey: "removedOnCompletion")
        animation.setValue("forwards", forKey: "fillMode")
        XCTAssertEqual((animation.toValue as? NSNumber)?.doubleValue, 0.5)
        XCTAssertEqual(animation.repeatCount, 3)
        XCTAssertFalse(animation.isRemovedOnCompletion)
        XCTAssertEqual(animation.fillMode, .forwards)
        let spring = CASpringAnimation()
        spring.setValue(4, forKey: "damping")
        XCTAssertEqual(spring.damping, 4)
        let keyframes = CAKeyframeAnimation()
        keyframes.setValue([1, 2], forKey: "values")
        XCTAssertEqual(keyframes.values?.count, 2)
        XCTAssertEqual(keyframes.value(forKey: "calculationMode") as? String, "linear")
    }

    /// The active duration counts repeats, reversal and speed; the animation is in effect only inside it,
    /// unless its fill mode holds it before or after.
    func testTimingModel() {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.duration = 2
        animation.beginTime = 10
        animation.repeatCount = 1.5
        XCTAssertEqual(animation.activeDuration, 3)
        animation.autoreverses = true
        XCTAssertEqual(animation.activeDuration, 6)
        XCTAssertEqual(animation.basicTime(atParentTime: 11), 1)
        XCTAssertEqual(animation.basicTime(atParentTime: 13), 1, "reversing: one second back from the end")
        XCTAssertEqual(animation.basicTime(atParentTime: 14.5), 0.5)
        XCTAssertNil(animation.basicTime(atParentTime: 9), "not yet begun")
        XCTAssertNil(animation.basicTime(atParentTime: 16), "over")
        animation.fillMode = .both
        XCTAssertEqual(animation.basicTime(atParentTime: 9), 0)
        XCTAssertEqual(animation.basicTime(atParentTime: 20), 2, "held where the last half pass ended")
        animation.speed = 2
        XCTAssertEqual(animation.endParentTime, 13)
        animation.repeatCount = .infinity
        XCTAssertNil(animation.endParentTime)
        animation.repeatCount = 0
        animation.repeatDuration = 5
        XCTAssertEqual(animation.activeDuration, 5)
    }
}
