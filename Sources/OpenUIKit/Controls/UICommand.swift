import Foundation

/// A menu element that sends a selector along the responder chain when chosen (iOS 13). Menus are never
/// presented here, and nothing chooses a command: a command keeps its action for code that reads it,
/// and `UIApplication.shared.sendAction(command.action, to: nil, from: command, for: nil)` sends it as
/// choosing it would.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    open var action: Selector
    open var propertyList: Any?
    open var alternates: [UICommandAlternate]
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State

    public init(
        title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
        alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
    ) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: nil, image: image)
    }
}
