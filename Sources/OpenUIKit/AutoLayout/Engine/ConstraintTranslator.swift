import Cassowary
import Foundation

/// Writes `NSLayoutConstraint`s as Cassowary constraints over the items' variables, which it owns.
final class ConstraintTranslator {
    private(set) var variables: [ObjectIdentifier: ItemVariables] = [:]

    /// The item's variables, created on first use.
    func variables(for item: AnyObject) -> ItemVariables {
        let id = ObjectIdentifier(item)
        if let existing = variables[id], existing.item === item { return existing }
        let fresh = ItemVariables(item)
        variables[id] = fresh
        return fresh
    }

    func existingVariables(of item: AnyObject) -> ItemVariables? {
        guard let v = variables[ObjectIdentifier(item)], v.item === item else { return nil }
        return v
    }

    /// Forgets the variables of items that left the engine or no longer exist.
    func keepVariables(of live: Set<ObjectIdentifier>) {
        variables = variables.filter { live.contains($0.key) && $0.value.item != nil }
    }

    /// One direction per constraint, so both sides flip together: the direction of the view the constraint is
    /// installed on (the items' nearest common ancestor), or of the first item's view for framework constraints.
    func isRightToLeft(_ c: NSLayoutConstraint) -> Bool {
        let view = c.container ?? c.firstLayoutItem?.layoutOwningView
        return view?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// The solver form `first - multiplier × second - constant (relation) 0`, or nil when an attribute cannot be
    /// expressed for its item.
    func solverConstraint(for c: NSLayoutConstraint) -> Constraint? {
        if let a = c as? NSAutoresizingMaskLayoutConstraint {
            guard let view = a.firstItem, let superview = a.secondItem else { return nil }
            let v = variables(for: view)
            let s = variables(for: superview)
            let horizontal = a.axis == .horizontal
            let own: LinearExpression =
                a.isPosition
                ? (horizontal ? v.left : v.top) - (horizontal ? s.left : s.top)
                : LinearExpression(horizontal ? v.width : v.height)
            let expression = own - Double(a.factor) * (horizontal ? s.width : s.height) - Double(a.offset)
            return Constraint(expression, .equal, priority: Priority.required)
        }
        let rtl = isRightToLeft(c)
        guard let first = c.firstLayoutItem, var expression = self.expression(first, c.firstAttribute, rtl: rtl)
        else { return nil }
        if let second = c.secondLayoutItem, c.secondAttribute != .notAnAttribute {
            guard let rhs = self.expression(second, c.secondAttribute, rtl: rtl) else { return nil }
            expression = expression - Double(c.multiplier) * rhs
        }
        expression = expression - Double(c.constant)
        let relation: Relation
        switch c.relation {
        case .equal: relation = .equal
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        let p = Double(c.priority.rawValue)
        let priority = p >= 1000 ? Priority.required : Swift.max(p, 0.01)
        return Constraint(expression, relation, priority: priority)
    }

    /// The attribute as a linear expression. Leading/trailing in right-to-left layouts are negated x coordinates,
    /// so that constants grow in the reading direction as in UIKit.
    private func expression(
        _ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, rtl: Bool
    ) -> LinearExpression? {
        if let plain = attribute.withoutMargin, let view = item as? UIView {
            return expression(view.layoutMarginsGuide, plain, rtl: rtl)
        }
        switch attribute {
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else {
                return expression(item, attribute == .firstBaseline ? .top : .bottom, rtl: rtl)
            }
            let target = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            let position = target.baselineLayoutPosition(first: attribute == .firstBaseline)
            let v = variables(for: target)
            var line = LinearExpression(v.top)
            if position.heightFraction != 0 { line = line + Double(position.heightFraction) * v.height }
            return line + Double(position.offset)
        default:
            break
        }
        let v = variables(for: item)
        switch attribute {
        case .left: return LinearExpression(v.left)
        case .right: return v.left + v.width
        case .top: return LinearExpression(v.top)
        case .bottom: return v.top + v.height
        case .width: return LinearExpression(v.width)
        case .height: return LinearExpression(v.height)
        case .centerX: return v.left + 0.5 * v.width
        case .centerY: return v.top + 0.5 * v.height
        case .leading: return rtl ? -v.left - v.width : LinearExpression(v.left)
        case .trailing: return rtl ? LinearExpression(-v.left) : v.left + v.width
        default: return nil
        }
    }
}
