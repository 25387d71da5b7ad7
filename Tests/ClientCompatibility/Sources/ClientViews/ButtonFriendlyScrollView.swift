import UIKit

/// A horizontally scrolling row of buttons where a drag that starts on a button still scrolls: the scroll view
/// subclass apps write, answering `touchesShouldCancel(in:)` yes for buttons (UIKit's default keeps a
/// control's touches) and not delaying content touches.
public final class ButtonFriendlyScrollView: UIScrollView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        delaysContentTouches = false
        showsHorizontalScrollIndicator = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIButton || super.touchesShouldCancel(in: view)
    }
}
