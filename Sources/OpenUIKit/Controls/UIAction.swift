import Foundation

/// A closure with a title and image, as menus and controls take it (iOS 14). Unlike target-action this
/// delivers on Linux: `UIControl.sendActions(for:)` calls the handler.
@preconcurrency @MainActor
open class UIAction: NSObject {
    public typealias Identifier = String

    open var title: String
    open var image: UIImage?
    public let identifier: Identifier
    let handler: @MainActor (UIAction) -> Void
    /// The control that sent the action, while its handler runs.
    open private(set) weak var sender: AnyObject?

    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping @MainActor (UIAction) -> Void
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? UUID().uuidString
        self.handler = handler
        super.init()
    }

    func perform(from sender: AnyObject) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}
