/// What `Solver.verifyRequiredConstraints()` reads: the required constraints held, in the order they
/// were added (so the first violation reported is the same on every run), and the magnitudes that
/// scale its tolerance.
struct RequiredConstraintCheck {
    private var required: [Constraint] = []
    private var indexOf: [ObjectIdentifier: Int] = [:]
    /// Held constraints of any priority by the magnitude of their constant, and the edit suggestions.
    private var constants: [ObjectIdentifier: Double] = [:]
    private var suggestions: [ObjectIdentifier: Double] = [:]

    mutating func added(_ constraint: Constraint) {
        constants[ObjectIdentifier(constraint)] = abs(constraint.expression.constant)
        guard constraint.isRequired else { return }
        indexOf[ObjectIdentifier(constraint)] = required.count
        required.append(constraint)
    }

    mutating func removed(_ constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        constants[key] = nil
        guard let index = indexOf.removeValue(forKey: key) else { return }
        let last = required.removeLast()
        if index < required.count {
            required[index] = last
            indexOf[ObjectIdentifier(last)] = index
        }
    }

    mutating func constantChanged(_ constraint: Constraint) {
        let key = ObjectIdentifier(constraint)
        if constants[key] != nil { constants[key] = abs(constraint.expression.constant) }
    }

    mutating func suggested(_ value: Double, for variable: Variable) {
        suggestions[ObjectIdentifier(variable)] = abs(value)
    }

    mutating func editRemoved(_ variable: Variable) {
        suggestions[ObjectIdentifier(variable)] = nil
    }

    /// The first required constraint the variables' current values break beyond the tolerance, with
    /// its residual, or nil.
    func firstViolation() -> (Constraint, Double)? {
        var largest = 0.0
        for value in constants.values where value > largest { largest = value }
        for value in suggestions.values where value > largest { largest = value }
        for constraint in required {
            let expression = constraint.expression
            var residual = expression.constant
            var scale = abs(residual)
            for term in expression.terms {
                let product = term.coefficient * term.variable.value
                residual += product
                scale += abs(product)
            }
            let tolerance = SolvableRange.relativeTolerance * (1 + scale + largest)
            let holds: Bool
            switch constraint.relation {
            case .equal: holds = abs(residual) <= tolerance
            case .lessThanOrEqual: holds = residual <= tolerance
            case .greaterThanOrEqual: holds = residual >= -tolerance
            }
            // A NaN residual fails every comparison above, so it is reported too.
            if !holds { return (constraint, residual) }
        }
        return nil
    }
}
