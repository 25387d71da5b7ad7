import Foundation

/// Another action a command performs while modifier keys are held.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    open var title: String
    open var action: Selector
    open var modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
