import OpenUIKit
import SnapshotRenderer
import XCTest

/// A snapshot draws the model layer tree (the rule on `CAAnimation`): a running animation, or one held at its
/// end by `fillMode = .forwards` with `isRemovedOnCompletion = false`, leaves the image as it is without it.
final class AnimationSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        AnimationTimeline.shared.reset()
        MediaClock.pinned = 500
    }

    override func tearDown() {
        AnimationTimeline.shared.reset()
        MediaClock.pinned = nil
        super.tearDown()
    }

    private func basic(_ keyPath: String, from: Any, to: Any, beginTime: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = from
        animation.toValue = to
        animation.duration = 1
        animation.beginTime = beginTime
        return animation
    }

    /// A card with a badge layer; `animate` adds its animations (then commits them) before the render.
    private func render(animate: ((UIView, CALayer) -> Void)? = nil) throws -> RGBAImage {
        try renderHostedView { root in
            let card = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 12
            let badge = CAShapeLayer()
            badge.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 24, height: 24), transform: nil)
            badge.fillColor = UIColor.systemRed.cgColor
            badge.frame = CGRect(x: 90, y: 8, width: 24, height: 24)
            card.layer.addSublayer(badge)
            root.addSubview(card)
            guard let animate else { return }
            animate(card, badge)
            CATransaction.flush()
        }
    }

    private func animateEverything(beginTime: CFTimeInterval, hold: Bool) -> (UIView, CALayer) -> Void {
        { card, badge in
            let animations = [
                self.basic("opacity", from: 1, to: 0.2, beginTime: beginTime),
                self.basic("position", from: CGPoint(x: 80, y: 60), to: CGPoint(x: 200, y: 300), beginTime: beginTime),
                self.basic(
                    "backgroundColor", from: UIColor.green.cgColor, to: UIColor.yellow.cgColor, beginTime: beginTime),
                self.basic("cornerRadius", from: 0, to: 40, beginTime: beginTime),
            ]
            for animation in animations {
                animation.fillMode = hold ? .forwards : .removed
                animation.isRemovedOnCompletion = !hold
                card.layer.add(animation, forKey: animation.keyPath)
            }
            let stroke = self.basic(
                "fillColor", from: UIColor.black.cgColor, to: UIColor.white.cgColor, beginTime: beginTime)
            stroke.fillMode = hold ? .forwards : .removed
            stroke.isRemovedOnCompletion = !hold
            badge.add(stroke, forKey: "fill")
        }
    }

    func testARunningAnimationLeavesTheSnapshotAsTheModel() throws {
        var presentedOpacity: Float?
        let animated = try render { card, badge in
            self.animateEverything(beginTime: 499.5, hold: false)(card, badge)
            CATransaction.flush()
            presentedOpacity = card.layer.presentation()?.opacity
        }
        XCTAssertEqual(Double(try XCTUnwrap(presentedOpacity)), 0.6, accuracy: 1e-6, "half-way at render time")
        XCTAssertEqual(animated, try render())
    }

    func testAnAnimationHeldAtItsEndLeavesTheSnapshotAsTheModel() throws {
        var presentedOpacity: Float?
        let held = try render { card, badge in
            self.animateEverything(beginTime: 490, hold: true)(card, badge)
            CATransaction.flush()
            presentedOpacity = card.layer.presentation()?.opacity
        }
        XCTAssertEqual(Double(try XCTUnwrap(presentedOpacity)), 0.2, accuracy: 1e-6, "held at the end")
        XCTAssertEqual(held, try render())
    }
}
