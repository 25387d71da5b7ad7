import Foundation

/// An alert or action sheet: its title, message, actions and text fields, as client code builds them.
/// Alerts are presented in UIKit's own custom style, which is not drawn yet: a window showing one fails
/// to render with that reason, and nothing taps its buttons.
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    open var message: String?
    private var preferredStyleStorage = Style.alert
    open var preferredStyle: Style { preferredStyleStorage }
    open private(set) var actions: [UIAlertAction] = []
    open private(set) var textFields: [UITextField]?
    /// Must be one of `actions`, as UIKit requires.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let action = preferredAction, !actions.contains(where: { $0 === action }) {
                preconditionFailure("UIAlertController: the preferred action must be one of the alert's actions")
            }
        }
    }

    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        preferredStyleStorage = preferredStyle
        modalPresentationStyle = .custom
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Text fields exist in alerts only, as UIKit requires.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(preferredStyle == .alert, "UIAlertController: text fields can only be added to an alert")
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}

/// A button of an alert, with the handler UIKit calls when it is tapped.
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    private let titleStorage: String?
    private let styleStorage: Style
    /// Get-only and overridable, as UIKit declares them.
    open var title: String? { titleStorage }
    open var style: Style { styleStorage }
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
    }
}
