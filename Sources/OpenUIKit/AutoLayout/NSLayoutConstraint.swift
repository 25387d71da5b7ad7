import Foundation

/// Something a constraint can refer to: a view or a layout guide.
protocol LayoutItem: AnyObject {
    /// The view whose coordinate space and layout direction the item uses.
    var layoutOwningView: UIView? { get }
    var layoutItemName: String { get }
}

/// A linear relation `first.attribute (relation) multiplier × second.attribute + constant`, as UIKit's.
open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1
        case right
        case top
        case bottom
        case leading
        case trailing
        case width
        case height
        case centerX
        case centerY
        case lastBaseline
        case firstBaseline
        case leftMargin
        case rightMargin
        case topMargin
        case bottomMargin
        case leadingMargin
        case trailingMargin
        case centerXWithinMargins
        case centerYWithinMargins
        case notAnAttribute = 0

        public static let baseline = Attribute.lastBaseline
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    // FormatOptions' values are in NSLayoutConstraint+VisualFormat.swift.

    weak var firstItemStorage: AnyObject?
    weak var secondItemStorage: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    /// The view the constraint is installed on while active: the items' nearest common ancestor.
    weak var container: UIView?
    /// Set while a required constraint is broken to recover from an unsatisfiable set.
    var isBroken = false

    open var firstItem: AnyObject? { firstItemStorage }
    open var secondItem: AnyObject? { secondItemStorage }

    open var constant: CGFloat {
        didSet { if constant != oldValue { constraintDidChange() } }
    }

    open var priority: UILayoutPriority = .required {
        didSet {
            // UIKit throws when a constraint moves between required and optional while installed.
            if isActive && oldValue.isRequired != priority.isRequired {
                FileHandle.standardError.write(
                    Data(
                        ("Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                            + "supported. You passed priority \(priority) and the existing priority was "
                            + "\(oldValue).\n").utf8))
            }
            if priority != oldValue { constraintDidChange() }
        }
    }

    open var identifier: String?
    open var shouldBeArchived = false

    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItemStorage = view1 as AnyObject
        secondItemStorage = view2.map { $0 as AnyObject }
        firstAttribute = attr1
        secondAttribute = view2 == nil ? .notAnAttribute : attr2
        self.relation = relation
        self.multiplier = multiplier
        constant = c
        super.init()
    }

    /// `NSObject`'s initialiser, which every subclass has: a constraint without items, which activates
    /// nothing. Layout libraries subclass `NSLayoutConstraint` and come through here.
    public override init() {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        super.init()
    }

    /// Archives are not read (no nib or storyboard loading): a constraint without items, as `init()` makes.
    public required init?(coder: NSCoder) {
        firstAttribute = .notAnAttribute
        secondAttribute = .notAnAttribute
        relation = .equal
        multiplier = 1
        constant = 0
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for c in constraints { c.isActive = false }
    }

    var firstLayoutItem: LayoutItem? { firstItemStorage as? LayoutItem }
    var secondLayoutItem: LayoutItem? { secondItemStorage as? LayoutItem }

    /// The class name UIKit prints in descriptions.
    var className: String { "NSLayoutConstraint" }

    /// Internal constraints (autoresizing, guides, intrinsic size) are not listed in `UIView.constraints`.
    var isInternal: Bool { false }

    private func activate() {
        guard container == nil else { return }
        guard let first = firstLayoutItem?.layoutOwningView else { return }
        var common: UIView? = first
        if let second = secondLayoutItem?.layoutOwningView {
            common = first.nearestCommonAncestor(with: second)
        }
        guard let common else {
            UnsatisfiableConstraintLog.emit(
                "Unable to activate constraint with anchors \(firstAnchorDescription) and \(secondAnchorDescription) "
                    + "because they have no common ancestor.  Does the constraint or its anchors reference items in "
                    + "different view hierarchies?  That's illegal.")
            return
        }
        container = common
        isBroken = false
        common.installedConstraints.append(self)
        common.treeEngine?.constraintWasActivated(self)
        common.setNeedsLayout()
    }

    private func deactivate() {
        guard let view = container else { return }
        if let index = view.installedConstraints.firstIndex(where: { $0 === self }) {
            view.installedConstraints.remove(at: index)
        }
        container = nil
        isBroken = false
        view.treeEngine?.constraintWasDeactivated(self)
        view.setNeedsLayout()
    }

    private func constraintDidChange() {
        guard let view = container else { return }
        view.treeEngine?.constraintDidChange(self)
        view.setNeedsLayout()
    }

    var firstAnchorDescription: String { Self.anchorDescription(firstLayoutItem, firstAttribute) }
    var secondAnchorDescription: String { Self.anchorDescription(secondLayoutItem, secondAttribute) }

    static func anchorDescription(_ item: LayoutItem?, _ attribute: Attribute) -> String {
        guard let item else { return "nil" }
        return "\"\(item.layoutItemName).\(attribute.name)\""
    }

    /// The equation as UIKit prints it, e.g. `UIView:0x….width == 0.5*UIView:0x….width + 10`.
    var equationDescription: String {
        var text = "\(firstLayoutItem?.layoutItemName ?? "nil").\(firstAttribute.name) \(relation.symbol) "
        if let second = secondLayoutItem {
            if multiplier != 1 { text += "\(multiplier.layoutString)*" }
            text += "\(second.layoutItemName).\(secondAttribute.name)"
            if constant > 0 { text += " + \(constant.layoutString)" }
            if constant < 0 { text += " - \((-constant).layoutString)" }
        } else {
            text += constant.layoutString
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    open override var description: String {
        let name = identifier.map { "'\($0)' " } ?? ""
        return
            "<\(className):\(addressString(self)) \(name)\(equationDescription)   (\(isActive || isInternal ? "active" : "inactive"))>"
    }
}

extension NSLayoutConstraint.Attribute {
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }

    /// The plain attribute a margin attribute maps to on the margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }
}

extension NSLayoutConstraint.Relation {
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

func addressString(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
}

/// Constraints the framework creates itself (guides, content size, root size); named with UIKit's identifiers.
class InternalLayoutConstraint: NSLayoutConstraint {
    override var isInternal: Bool { true }
}

/// UIKit's translation of an autoresizing mask into constraints. The position or size is linear in the
/// superview's size: `view.min - superview.min == factor * superview.size + offset`.
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    /// `minX`/`minY` (position) or `width`/`height` (size).
    let isPosition: Bool
    let axis: NSLayoutConstraint.Axis
    let factor: CGFloat
    let offset: CGFloat
    let maskDescription: String

    init(
        view: UIView, superview: UIView, axis: NSLayoutConstraint.Axis, isPosition: Bool, factor: CGFloat,
        offset: CGFloat, maskDescription: String
    ) {
        self.isPosition = isPosition
        self.axis = axis
        self.factor = factor
        self.offset = offset
        self.maskDescription = maskDescription
        let attribute: Attribute = axis == .horizontal ? (isPosition ? .left : .width) : (isPosition ? .top : .height)
        super.init(
            item: view, attribute: attribute, relatedBy: .equal, toItem: superview,
            attribute: axis == .horizontal ? .width : .height, multiplier: factor, constant: offset)
    }

    /// Never archived: the framework makes these from a view's autoresizing mask.
    required init?(coder: NSCoder) { nil }

    override var isInternal: Bool { true }
    override var className: String { "NSAutoresizingMaskLayoutConstraint" }

    override var equationDescription: String {
        let name = firstLayoutItem?.layoutItemName ?? "nil"
        let attribute = axis == .horizontal ? (isPosition ? "minX" : "width") : (isPosition ? "minY" : "height")
        var text = "\(maskDescription) \(name).\(attribute) == "
        if factor != 0, let superview = secondLayoutItem {
            text += "\(factor.layoutString)*\(superview.layoutItemName).\(axis == .horizontal ? "width" : "height")"
            if offset > 0 { text += " + \(offset.layoutString)" }
            if offset < 0 { text += " - \((-offset).layoutString)" }
        } else {
            text += offset.layoutString
        }
        return text
    }
}
