import Foundation

/// A closure with a title and image, as menus and controls take it (iOS 14): `UIControl.sendActions(for:)`
/// calls the handler, before the control's target-action pairs.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    public typealias Identifier = String

    /// Shown instead of `image` while the state is on (iOS 17).
    open var selectedImage: UIImage?
    public let identifier: Identifier
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open private(set) weak var sender: AnyObject?

    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.selectedImage = selectedImage
        self.identifier = identifier ?? UUID().uuidString
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    func perform(from sender: AnyObject) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
