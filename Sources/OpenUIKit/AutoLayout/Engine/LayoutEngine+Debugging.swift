import Cassowary

/// Questions a developer asks of the engine (`constraintsAffectingLayout(for:)`, `hasAmbiguousLayout`), apart from
/// the layout pass.
extension LayoutEngine {
    func constraintsAffecting(_ item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        refreshIfNeeded()
        let horizontal: Set<NSLayoutConstraint.Attribute> = [
            .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins,
        ]
        return installed.values.map(\.constraint).filter { c in
            (c.firstItem === item || c.secondItem === item)
                && horizontal.contains(c.firstAttribute) == (axis == .horizontal)
        }.sorted { $0.description < $1.description }
    }

    /// Names of the variables of `item` that can move without violating any constraint: each is nudged by an edit
    /// at a priority below every real one, then put back. Variables the required equalities fix are skipped
    /// (`LayoutEngine+Determinacy`): the nudge could not move them. Tests probe every variable
    /// (`skippingFixed: false`) to check that the skip changes no answer.
    func ambiguousAttributes(of item: AnyObject, skippingFixed: Bool = true) -> [String] {
        refreshIfNeeded()
        guard let v = translator.existingVariables(of: item), item !== root else { return [] }
        var result: [String] = []
        for (name, variable) in [("minX", v.left), ("minY", v.top), ("width", v.width), ("height", v.height)] {
            if skippingFixed && requiredEqualitiesFix(variable) { continue }
            let original = variable.value
            guard (try? solver.addEditVariable(variable, priority: 0.5)) != nil else { continue }
            var moved = false
            for delta in [37.25, -37.25] {
                try? solver.suggestValue(variable, original + delta)
                solver.updateVariables()
                if abs(variable.value - original) > 1e-6 { moved = true }
            }
            try? solver.suggestValue(variable, original)
            solver.updateVariables()
            try? solver.removeEditVariable(variable)
            solver.updateVariables()
            if moved { result.append(name) }
        }
        return result
    }
}
