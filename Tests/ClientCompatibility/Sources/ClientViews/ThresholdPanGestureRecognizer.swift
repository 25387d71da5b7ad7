import UIKit

/// A drag that begins only once the finger has moved `threshold` points, and fails if it moves mostly
/// vertically first, so that a table under it keeps scrolling: a gesture recognizer subclass written against
/// UIKit's subclassing hooks (`touchesBegan`… setting `state`, `reset()`).
public final class ThresholdPanGestureRecognizer: UIGestureRecognizer {
    public var threshold: CGFloat = 10
    public private(set) var translation = CGPoint.zero
    /// The translation when the drag last failed, for the screen that shows why the drag did not start.
    public var translationBeforeFailing: CGPoint?
    private var start: CGPoint?

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        start = touch.location(in: view)
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, let point = touches.first?.location(in: view) else { return }
        translation = CGPoint(x: point.x - start.x, y: point.y - start.y)
        switch state {
        case .possible:
            if abs(translation.y) > abs(translation.x), abs(translation.y) > threshold {
                translationBeforeFailing = translation
                state = .failed
            } else if abs(translation.x) > threshold {
                state = .began
            }
        case .began, .changed: state = .changed
        default: break
        }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .ended
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }

    public override func reset() {
        super.reset()
        start = nil
        translation = .zero
    }
}
