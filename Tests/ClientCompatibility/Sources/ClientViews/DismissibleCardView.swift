import UIKit

/// A card as apps write one: a close button whose touch area is widened by overriding `hitTest`,
/// a tap on the background that ends editing, a swipe down that dismisses, and a delegate that keeps
/// the tap off the button.
public final class DismissibleCardView: UIView, UIGestureRecognizerDelegate {
    public let closeButton = UIButton(type: .close)
    public private(set) lazy var backgroundTap = UITapGestureRecognizer(
        target: self, action: Selector("endEditingFromTap"))
    public private(set) lazy var swipeDown: UISwipeGestureRecognizer = {
        let swipe = UISwipeGestureRecognizer(target: self, action: Selector("dismissFromSwipe"))
        swipe.direction = .down
        return swipe
    }()
    public private(set) var touchesSeen = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(closeButton)
        backgroundTap.delegate = self
        backgroundTap.cancelsTouchesInView = false
        addGestureRecognizer(backgroundTap)
        addGestureRecognizer(swipeDown)
        backgroundTap.require(toFail: swipeDown)
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func layoutSubviews() {
        super.layoutSubviews()
        closeButton.frame = CGRect(x: bounds.width - 38, y: 8, width: 30, height: 30)
    }

    /// 44-point touch target around the 30-point button.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let target = closeButton.frame.insetBy(dx: -7, dy: -7)
        if !closeButton.isHidden && target.contains(point) { return closeButton }
        return super.hitTest(point, with: event)
    }

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchesSeen += touches.count
        super.touchesBegan(touches, with: event)
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touch.view !== closeButton
    }
}
