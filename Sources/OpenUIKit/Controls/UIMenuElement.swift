import Foundation

/// What menus hold: actions and submenus. Menus are never presented in a snapshot; they exist so that
/// screens that attach them (to buttons and bar button items) compile and keep their state.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
