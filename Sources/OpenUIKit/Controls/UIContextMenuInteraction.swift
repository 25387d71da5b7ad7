import Foundation

public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// What a long press shows: a preview and a menu. Menus are never presented here (see `UIMenu`); the
/// configuration keeps its providers for client code and tests to call.
open class UIContextMenuConfiguration: NSObject {
    public let identifier: NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// Something added to a view with `addInteraction(_:)`.
@preconcurrency @MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration?
}

/// A context menu on a view. Nothing long-presses here, so the delegate is asked only by client code.
open class UIContextMenuInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    open private(set) weak var view: UIView?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }
    open func dismissMenu() {}
    open func location(in view: UIView?) -> CGPoint { .zero }
}
