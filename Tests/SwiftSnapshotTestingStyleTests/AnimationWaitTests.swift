import SnapshotTesting
import UIKit
import XCTest

/// `.wait(for:on:)` turns the main run loop, so an explicit animation's delegate hears its start and its end
/// during the wait, while the image stays the model's (the rule on `CAAnimation`).
final class AnimationWaitTests: XCTestCase {
    private final class Recorder: NSObject, CAAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: CAAnimation) { events.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
    }

    private func pulsingButton() -> UIView {
        let button = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        button.backgroundColor = .systemPink
        button.layer.cornerRadius = 30
        return button
    }

    private func png(_ strategy: Snapshotting<UIView, UIImage>, _ view: UIView) throws -> Data? {
        var image: UIImage?
        try strategy.capture(view).run { image = $0.format }
        return try XCTUnwrap(image).pngData()
    }

    func testWaitingDeliversTheCallbacksAndTheImageIsTheModels() throws {
        let recorder = Recorder()
        let button = pulsingButton()
        let pulse = CABasicAnimation(keyPath: "transform.scale")
        pulse.fromValue = 1
        pulse.toValue = 1.2
        pulse.duration = 0.02
        pulse.fillMode = .forwards
        pulse.isRemovedOnCompletion = false
        pulse.delegate = recorder
        button.layer.add(pulse, forKey: "pulse")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.02
        button.layer.add(fade, forKey: "fade")

        XCTAssertEqual(recorder.events, [], "nothing before the run loop turns")
        let waited = try png(.wait(for: 1, on: .image), button)
        XCTAssertEqual(recorder.events, ["start", "stop true"])
        XCTAssertEqual(button.layer.animationKeys(), ["pulse"], "the held animation stays, the other left")
        XCTAssertEqual(waited, try png(.image, pulsingButton()))
    }
}
