import Foundation

/// A list cell's accessory (iOS 14): a standard glyph, a label or an app's view, on the cell's leading or
/// trailing side, shown always or only while (or unless) the list is editing. Accessories on one side keep the
/// array's order. Nothing is tapped, swiped or reordered here: handlers are kept for client code.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable {
        case always = 0
        case whenEditing = 1
        case whenNotEditing = 2
    }

    public enum LayoutDimension: Hashable, Sendable {
        /// The standard width of the accessory's kind (its glyph's).
        case standard
        /// The accessory's own width.
        case actual
        case custom(CGFloat)
    }

    public enum AccessoryType: Int, Sendable {
        case disclosureIndicator, outlineDisclosure, checkmark, delete, insert, reorder, multiselect, label,
            customView, popUpMenu, detail
    }

    public enum OutlineDisclosureStyle: Int, Sendable {
        case automatic = 0
        case header = 1
        case cell = 2
    }

    public typealias ActionHandler = @MainActor () -> Void
    public typealias PlacementPosition = ([UICellAccessory]) -> Int
    public typealias MenuSelectedElementDidChangeHandler = @MainActor (UIMenu) -> Void

    public struct DisclosureIndicatorOptions {
        /// A hidden accessory keeps its place in the layout (UIKit documents this), so rows align.
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions
    public typealias PopUpMenuOptions = DisclosureIndicatorOptions

    public struct DeleteOptions {
        /// A hidden accessory keeps its place in the layout (UIKit documents this), so rows align.
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            backgroundColor: UIColor? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public typealias InsertOptions = DeleteOptions
    public typealias MultiselectOptions = DeleteOptions

    public struct ReorderOptions {
        /// A hidden accessory keeps its place in the layout (UIKit documents this), so rows align.
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            showsVerticalSeparator: Bool = true
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct OutlineDisclosureOptions {
        public var style: OutlineDisclosureStyle
        /// A hidden accessory keeps its place in the layout (UIKit documents this), so rows align.
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(
            style: OutlineDisclosureStyle = .automatic, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil
        ) {
            self.style = style
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        /// A hidden accessory keeps its place in the layout (UIKit documents this), so rows align.
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// nil: body.
        public var font: UIFont?
        public var adjustsFontForContentSizeCategory: Bool
        public init(
            isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
            font: UIFont? = nil, adjustsFontForContentSizeCategory: Bool? = nil
        ) {
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.font = font
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    public enum Placement {
        case leading(displayed: DisplayedState = .always, at: PlacementPosition = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: PlacementPosition = { $0.count })
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var maintainsFixedSize: Bool
        public init(
            customView: UIView, placement: Placement, isHidden: Bool? = nil,
            reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, maintainsFixedSize: Bool? = nil
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden ?? false
            self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize ?? false
        }
    }

    enum Kind {
        case glyph
        case label(String, font: UIFont?, adjustsFont: Bool)
        case customView(UIView, maintainsFixedSize: Bool)
    }

    public let accessoryType: AccessoryType
    public var displayedState: DisplayedState
    public var isHidden: Bool
    public var reservedLayoutWidth: LayoutDimension
    public var tintColor: UIColor?
    let kind: Kind
    let isLeading: Bool
    /// Delete, insert and multiselect backgrounds; the reorder control's separator flag.
    let backgroundColor: UIColor?
    let outlineStyle: OutlineDisclosureStyle
    let actionHandler: ActionHandler?

    private init(
        _ type: AccessoryType, displayed: DisplayedState, isHidden: Bool?, reserved: LayoutDimension?,
        tintColor: UIColor?, kind: Kind = .glyph, leading: Bool = false, backgroundColor: UIColor? = nil,
        outlineStyle: OutlineDisclosureStyle = .automatic, actionHandler: ActionHandler? = nil
    ) {
        accessoryType = type
        displayedState = displayed
        self.isHidden = isHidden ?? false
        reservedLayoutWidth = reserved ?? .standard
        self.tintColor = tintColor
        self.kind = kind
        isLeading = leading
        self.backgroundColor = backgroundColor
        self.outlineStyle = outlineStyle
        self.actionHandler = actionHandler
    }

    public static func disclosureIndicator(
        displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = .init()
    ) -> UICellAccessory {
        Self(
            .disclosureIndicator, displayed: displayed, isHidden: options.isHidden,
            reserved: options.reservedLayoutWidth, tintColor: options.tintColor)
    }

    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init())
        -> UICellAccessory
    {
        Self(
            .checkmark, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    public static func detail(
        displayed: DisplayedState = .always, options: DetailOptions = .init(), actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        Self(
            .detail, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor, actionHandler: actionHandler)
    }

    public static func delete(
        displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        Self(
            .delete, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor, leading: true, backgroundColor: options.backgroundColor,
            actionHandler: actionHandler)
    }

    public static func insert(
        displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        Self(
            .insert, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor, leading: true, backgroundColor: options.backgroundColor,
            actionHandler: actionHandler)
    }

    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init())
        -> UICellAccessory
    {
        Self(
            .multiselect, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor, leading: true, backgroundColor: options.backgroundColor)
    }

    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init())
        -> UICellAccessory
    {
        Self(
            .reorder, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    public static func outlineDisclosure(
        displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
        actionHandler: ActionHandler? = nil
    ) -> UICellAccessory {
        Self(
            .outlineDisclosure, displayed: displayed, isHidden: options.isHidden,
            reserved: options.reservedLayoutWidth, tintColor: options.tintColor, outlineStyle: options.style,
            actionHandler: actionHandler)
    }

    /// The menu is kept and never presented (as buttons' menus are).
    public static func popUpMenu(
        _ menu: UIMenu, displayed: DisplayedState = .always, options: PopUpMenuOptions = .init(),
        selectedElementDidChangeHandler: MenuSelectedElementDidChangeHandler? = nil
    ) -> UICellAccessory {
        Self(
            .popUpMenu, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor)
    }

    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init())
        -> UICellAccessory
    {
        Self(
            .label, displayed: displayed, isHidden: options.isHidden, reserved: options.reservedLayoutWidth,
            tintColor: options.tintColor,
            kind: .label(text, font: options.font, adjustsFont: options.adjustsFontForContentSizeCategory))
    }

    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        let leading: Bool
        switch configuration.placement {
        case .leading(let state, _):
            displayed = state
            leading = true
        case .trailing(let state, _):
            displayed = state
            leading = false
        }
        return Self(
            .customView, displayed: displayed, isHidden: configuration.isHidden,
            reserved: configuration.reservedLayoutWidth, tintColor: configuration.tintColor,
            kind: .customView(configuration.customView, maintainsFixedSize: configuration.maintainsFixedSize),
            leading: leading)
    }

    /// Whether the accessory shows for a list that is (or is not) editing.
    func isDisplayed(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayedState {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }
}
