import Foundation

/// The space the keyboard takes in a view. A snapshot never shows a keyboard, so the guide is always where
/// UIKit puts it with the keyboard hidden: a strip across the bottom of the view as tall as the bottom safe
/// area (`usesBottomSafeArea`, the default since iOS 17), or of no height at the view's bottom edge
/// (`false`). Content pinned to its top sits on the safe area, as on a device before the keyboard shows.
/// Docked at the bottom and full width, it is near the bottom, leading and trailing edges and away from the
/// top, which decides the tracked constraint sets.
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard on iPad; no keyboard shows, so only kept.
    open var followsUndockedKeyboard = false

    /// True: the guide's top is the safe area's bottom. False: the view's bottom.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { owningView?.setNeedsLayout() } }
    }

    /// Extra height above the keyboard for the interactive dismissal gesture; kept, since nothing is dismissed.
    open var keyboardDismissPadding: CGFloat = 0

    override var nearEdges: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }
}

extension UIView {
    /// The view's keyboard guide, made on first use as UIKit does.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = keyboardGuideStorage { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.owningView = self
        guide.systemKind = .keyboard
        guide.identifier = "UIKeyboardLayoutGuide"
        keyboardGuideStorage = guide
        return guide
    }
}
