import Foundation

/// What an assistive technology's user can choose to do with an element, besides activating it. No
/// assistive technology runs here: actions are kept for code and tests that read them. VoiceOver would
/// call the handler, or perform the selector on the target with the action as its argument; a test
/// can do the same (`(action.target as? NSObject)?.perform(action.selector, with: action)`, see
/// `Selector`).
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var attributedName: NSAttributedString {
        get { NSAttributedString(string: name) }
        set { name = newValue.string }
    }
    open var image: UIImage?
    open weak var target: AnyObject?
    open var selector: Selector?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target.map { $0 as AnyObject }
        self.selector = selector
        super.init()
    }

    public convenience init(attributedName: NSAttributedString, target: Any?, selector: Selector) {
        self.init(name: attributedName.string, target: target, selector: selector)
    }

    public convenience init(name: String, image: UIImage?, target: Any?, selector: Selector) {
        self.init(name: name, target: target, selector: selector)
        self.image = image
    }

    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    public convenience init(
        name: String, image: UIImage?, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: name, actionHandler: actionHandler)
        self.image = image
    }

    public convenience init(
        attributedName: NSAttributedString, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool
    ) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }
}
