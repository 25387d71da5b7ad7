import XCTest

@testable import OpenUIKit

/// Animations end at once: a snapshot shows the state they end in, and completions report a finish.
final class UIViewAnimationTests: XCTestCase {
    func testBlocksApplyAtOnceAndCompleteFinished() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: Bool?
        UIView.animate(
            withDuration: 0.3, delay: 0.1, usingSpringWithDamping: 0.7, initialSpringVelocity: 0,
            options: [.curveEaseOut, .beginFromCurrentState],
            animations: { view.alpha = 0.5 }, completion: { finished = $0 })
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertEqual(finished, true)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.2 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0.9 }
        }
        XCTAssertEqual(view.alpha, 0.9, "the last keyframe wins, as at the end")
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
    }

    func testTransitionsSwapViews() {
        let container = UIView()
        let old = UIView()
        let new = UIView()
        container.addSubview(old)
        UIView.transition(from: old, to: new, duration: 0.25, options: .transitionCrossDissolve)
        XCTAssertTrue(container.subviews == [new])
        UIView.transition(from: new, to: old, duration: 0.25, options: [.showHideTransitionViews])
        XCTAssertTrue(new.isHidden)
        XCTAssertFalse(old.isHidden)
    }

    func testPropertyAnimatorsFinishWhenStarted() {
        let view = UIView()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.4, curve: .easeIn) { view.alpha = 0 }
        animator.addCompletion { positions.append($0) }
        XCTAssertEqual(view.alpha, 1, "nothing moves before the start")
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(view.alpha, 0)
        XCTAssertEqual(positions, [.end])
        XCTAssertFalse(animator.isRunning)

        let stopped = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.8) { view.alpha = 1 }
        stopped.addCompletion { positions.append($0) }
        stopped.stopAnimation(true)
        stopped.startAnimation()
        XCTAssertEqual(view.alpha, 0, "a stopped animator does not run")
        XCTAssertEqual(positions, [.end])
        _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, options: []) {
            view.alpha = 0.3
        }
        XCTAssertEqual(view.alpha, 0.3)
    }

    func testDeviceFollowsTheKeyWindow() {
        _ = present(UIViewController(), on: .iPadPro11, .landscape)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .pad)
        XCTAssertEqual(UIDevice.current.model, "iPad")
        XCTAssertTrue(UIDevice.current.orientation.isLandscape)
        _ = present(UIViewController(), on: .iPhone8)
        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
    }

    func testPasteboardKeepsWhatIsCopied() {
        let board = UIPasteboard.general
        let before = board.changeCount
        board.string = "copied"
        XCTAssertEqual(board.strings, ["copied"])
        XCTAssertTrue(board.hasStrings)
        XCTAssertGreaterThan(board.changeCount, before)
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }
}
