import XCTest

@testable import OpenUIKit

/// A layer stores copies of its animations under their keys, and its presentation copy shows their values at
/// the (pinned) media time while the model keeps its own.
final class CALayerAnimationTests: MediaClockTestCase {
    private func opacityAnimation(from: Float = 1, to: Float = 0, duration: CFTimeInterval = 2) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        return animation
    }

    /// Adds `animation` and commits its transaction at the pinned time, as the next run-loop turn would.
    private func layer(with animations: [(String?, CAAnimation)], layer: CALayer = CALayer()) -> CALayer {
        for (key, animation) in animations { layer.add(animation, forKey: key) }
        CATransaction.flush()
        return layer
    }

    func testAddStoresACopy() throws {
        let animation = opacityAnimation()
        let layer = CALayer()
        layer.add(animation, forKey: "fade")
        let stored = try XCTUnwrap(layer.animation(forKey: "fade") as? CABasicAnimation)
        XCTAssertFalse(stored === animation)
        animation.toValue = Float(0.5)
        animation.duration = 9
        XCTAssertEqual(stored.toValue as? Float, 0, "later changes to the original do not reach the copy")
        XCTAssertEqual(stored.duration, 2)
    }

    func testKeysInOrderReplacementAndRemoval() {
        let layer = CALayer()
        XCTAssertNil(layer.animationKeys())
        layer.add(opacityAnimation(), forKey: "a")
        layer.add(opacityAnimation(), forKey: "b")
        layer.add(opacityAnimation(), forKey: nil)
        XCTAssertEqual(layer.animationKeys(), ["a", "b"], "an animation without a key is not listed")
        let replacement = opacityAnimation(duration: 5)
        layer.add(replacement, forKey: "a")
        XCTAssertEqual(layer.animationKeys(), ["b", "a"])
        XCTAssertEqual(layer.animation(forKey: "a")?.duration, 5)
        layer.removeAnimation(forKey: "b")
        layer.removeAnimation(forKey: "missing")
        XCTAssertEqual(layer.animationKeys(), ["a"])
        XCTAssertNil(layer.animation(forKey: "b"))
        layer.removeAllAnimations()
        XCTAssertNil(layer.animationKeys())
    }

    func testZeroDurationTakesTheTransactionsDuration() {
        let layer = CALayer()
        layer.add(opacityAnimation(duration: 0), forKey: "default")
        CATransaction.begin()
        CATransaction.setAnimationDuration(1.5)
        layer.add(opacityAnimation(duration: 0), forKey: "slow")
        CATransaction.commit()
        XCTAssertEqual(layer.animation(forKey: "default")?.basicDuration, 0.25)
        XCTAssertEqual(layer.animation(forKey: "slow")?.basicDuration, 1.5)
        XCTAssertEqual(layer.animation(forKey: "slow")?.duration, 0, "the stored value is kept as set")
    }

    func testCommitFixesAZeroBeginTimeAtTheCurrentTime() {
        let layer = layer(with: [("fade", opacityAnimation())])
        XCTAssertEqual(layer.animation(forKey: "fade")?.beginTime, 1000)
    }

    func testPresentationShowsValuesMidAnimation() throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.opacity = 1
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = CGPoint(x: 0, y: 0)
        move.toValue = CGPoint(x: 100, y: 200)
        move.duration = 2
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 300
        grow.duration = 2
        let tint = CABasicAnimation(keyPath: "backgroundColor")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 2
        let round = CABasicAnimation(keyPath: "cornerRadius")
        round.byValue = 20
        round.duration = 4
        _ = self.layer(
            with: [("fade", opacityAnimation()), ("move", move), ("grow", grow), ("tint", tint), ("round", round)],
            layer: layer)

        setClock(1000.5)
        let presentation = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(presentation.opacity, 0.75, accuracy: 1e-6)
        XCTAssertEqual(presentation.position.x, 25, accuracy: 1e-9)
        XCTAssertEqual(presentation.position.y, 50, accuracy: 1e-9)
        XCTAssertEqual(presentation.bounds.width, 150, accuracy: 1e-9, "from the model's 100 to 300")
        XCTAssertEqual(presentation.bounds.height, 50)
        XCTAssertEqual(presentation.backgroundColor, CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
        XCTAssertEqual(presentation.cornerRadius, 2.5, accuracy: 1e-9)
        XCTAssertEqual(layer.opacity, 1, "the model keeps its values")
        XCTAssertEqual(layer.position, CGPoint(x: 50, y: 25))
        XCTAssertTrue(presentation.model() === layer)
        XCTAssertTrue(layer.model() === layer)

        setClock(1003)
        let later = try XCTUnwrap(layer.presentation())
        XCTAssertEqual(later.opacity, 1, "the fade is over and, removed, shows the model again")
        XCTAssertEqual(later.cornerRadius, 15, accuracy: 1e-9, "the four-second animation still runs")
    }

    func testUncommittedAnimationsAreNotPresented() throws {
        let layer = CALayer()
        layer.add(opacityAnimation(), forKey: "fade")
        setClock(1000.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 1)
    }

    func testTimingFunctionPacesThePresentation() throws {
        let animation = opacityAnimation(from: 0, to: 1)
        animation.timingFunction = CAMediaTimingFunction(name: .easeIn)
        let layer = layer(with: [("fade", animation)])
        setClock(1000.5)
        let expected = CAMediaTimingFunction(name: .easeIn).progress(at: 0.25)
        XCTAssertEqual(Double(try XCTUnwrap(layer.presentation()).opacity), expected, accuracy: 1e-6)
        XCTAssertLessThan(expected, 0.25)
    }

    func testFillModeForwardsHoldsTheEndInThePresentationOnly() throws {
        let animation = opacityAnimation()
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        let layer = layer(with: [("fade", animation)])
        setClock(1010)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0)
        XCTAssertEqual(layer.opacity, 1)
    }

    func testFillModeBackwardsHoldsTheStartBeforeBeginTime() throws {
        let animation = opacityAnimation(from: 0.2, to: 0.8)
        animation.beginTime = 1005
        let layer = layer(with: [("fade", animation)])
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 1, "not begun: the model")
        layer.removeAllAnimations()
        animation.fillMode = .backwards
        layer.add(animation, forKey: "fade")
        CATransaction.flush()
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.2, accuracy: 1e-6)
    }

    func testAutoreverseRepeatAndCumulative() throws {
        let pulse = opacityAnimation(from: 0, to: 1)
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        let layer = layer(with: [("pulse", pulse)])
        setClock(1003)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5, accuracy: 1e-6, "on the way back")
        setClock(1401)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5, accuracy: 1e-6, "forever")

        let step = CABasicAnimation(keyPath: "position.x")
        step.fromValue = 0
        step.toValue = 10
        step.duration = 1
        step.repeatCount = 3
        step.isCumulative = true
        layer.add(step, forKey: "step")
        CATransaction.flush()
        setClock(1403.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).position.x, 25, accuracy: 1e-9)
    }

    func testAdditiveAddsToTheModelValue() throws {
        let layer = CALayer()
        layer.position = CGPoint(x: 100, y: 100)
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, -10, 10, 0]
        shake.duration = 3
        shake.isAdditive = true
        _ = self.layer(with: [("shake", shake)], layer: layer)
        setClock(1001.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).position.x, 100, accuracy: 1e-9)
        setClock(1001.25)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).position.x, 95, accuracy: 1e-9)
    }

    func testKeyframesWithKeyTimesSegmentTimingAndDiscreteMode() throws {
        let keyframes = CAKeyframeAnimation(keyPath: "opacity")
        keyframes.values = [0, 1, 0.5]
        keyframes.keyTimes = [0, 0.25, 1]
        keyframes.duration = 4
        let layer = layer(with: [("k", keyframes)])
        setClock(1000.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5, accuracy: 1e-6)
        setClock(1002.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.75, accuracy: 1e-6)

        let steps = CAKeyframeAnimation(keyPath: "opacity")
        steps.values = [0.1, 0.2, 0.3, 0.4]
        steps.calculationMode = .discrete
        steps.duration = 4
        steps.beginTime = 1002.5
        layer.add(steps, forKey: "steps")
        CATransaction.flush()
        setClock(1004.7)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.3, accuracy: 1e-6)
    }

    func testShapeAndGradientLayersPresentTheirOwnValues() throws {
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        ring.strokeEnd = 0
        let progress = CABasicAnimation(keyPath: "strokeEnd")
        progress.toValue = 1
        progress.duration = 1
        _ = layer(with: [("progress", progress)], layer: ring)

        let shimmer = CAGradientLayer()
        shimmer.locations = [0, 0.1, 0.2]
        let sweep = CABasicAnimation(keyPath: "locations")
        sweep.fromValue = [0, 0.1, 0.2]
        sweep.toValue = [0.8, 0.9, 1]
        sweep.duration = 1
        _ = layer(with: [("sweep", sweep)], layer: shimmer)

        setClock(1000.25)
        let ringNow = try XCTUnwrap(ring.presentation())
        XCTAssertEqual(ringNow.strokeEnd, 0.25, accuracy: 1e-9)
        XCTAssertNotNil(ringNow.path, "the copy keeps the shape")
        let shimmerNow = try XCTUnwrap(shimmer.presentation())
        XCTAssertEqual(shimmerNow.locations?.map(\.doubleValue) ?? [], [0.2, 0.3, 0.4], accuracy: 1e-9)
    }

    func testSpringPresentationFollowsTheSpring() throws {
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        let layer = layer(with: [("spring", spring)])
        setClock(1000.3)
        let expected = 100 * spring.progress(atBasicTime: 0.3)
        XCTAssertEqual(Double(try XCTUnwrap(layer.presentation()).position.y), expected, accuracy: 1e-9)
        XCTAssertGreaterThan(expected, 100, "overshooting")
    }

    func testGroupRunsItsChildrenOnItsTimeLine() throws {
        let fade = opacityAnimation(from: 0, to: 1, duration: 1)
        fade.beginTime = 1
        let group = CAAnimationGroup()
        group.animations = [fade]
        group.duration = 3
        let layer = layer(with: [("group", group)])
        setClock(1000.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 1, "the child begins a second in")
        setClock(1001.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5, accuracy: 1e-6)
    }

    /// The usual pause: the layer's time stops at the current moment, and animations with it.
    func testPausingTheLayersTimeFreezesItsAnimations() throws {
        let layer = layer(with: [("fade", opacityAnimation())])
        setClock(1001)
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        setClock(1100)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.5, accuracy: 1e-6)
        // Resuming as apps do: time runs again from where it stopped.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        setClock(1100.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.25, accuracy: 1e-6)
    }

    func testConvertTimeThroughTheLayerTree() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        parent.speed = 2
        parent.beginTime = 10
        child.timeOffset = 3
        XCTAssertEqual(child.convertTime(20, from: nil), 23)
        XCTAssertEqual(child.convertTime(23, to: nil), 20)
        XCTAssertEqual(parent.convertTime(23, from: child), 20)
    }

    /// A view's layer presents a free-standing copy: nothing done to it reaches the view.
    func testPresentationOfAViewsLayerLeavesTheViewAlone() throws {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        _ = layer(with: [("fade", opacityAnimation())], layer: view.layer)
        setClock(1001)
        let presentation = try XCTUnwrap(view.layer.presentation())
        XCTAssertEqual(presentation.opacity, 0.5, accuracy: 1e-6)
        XCTAssertEqual(presentation.frame, view.frame)
        XCTAssertEqual(view.alpha, 1)
    }

    /// Transforms are not drawn from animations here, so their key paths keep the model value.
    func testKeyPathsWithoutAnEvaluationKeepTheModelValue() throws {
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        let layer = layer(with: [("spin", spin)])
        layer.opacity = 0.4
        setClock(1000.5)
        XCTAssertEqual(try XCTUnwrap(layer.presentation()).opacity, 0.4)
    }
}

private func XCTAssertEqual(
    _ actual: [Double], _ expected: [Double], accuracy: Double, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(actual.count, expected.count, file: file, line: line)
    for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: accuracy, file: file, line: line) }
}
