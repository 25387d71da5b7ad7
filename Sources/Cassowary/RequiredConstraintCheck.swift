/// What `Solver.verifyRequiredConstraints()` reads: the required constraints held, in the order they
/// were added (so the first violation reported is the same on every run), and the edit suggestions,
/// whose magnitudes scale its tolerance. The constants of the held constraints, which scale it too,
/// are read from the tableau's records when a check runs: keeping them here cost a dictionary
/// insertion for every constraint added (4% of the enaml-like build), for a check rarely made.
struct RequiredConstraintCheck {
    private var required: [Constraint] = []
    private var indexOf: [ObjectIdentifier: Int] = [:]
    private var suggestions: [ObjectIdentifier: Double] = [:]

    /// See `Tableau.reserveCapacity`.
    mutating func reserveCapacity(_ constraints: Int) {
        required.reserveCapacity(constraints)
        indexOf.reserveCapacity(constraints)
    }

    mutating func added(_ constraint: Constraint) {
        guard constraint.isRequired else { return }
        indexOf[ObjectIdentifier(constraint)] = required.count
        required.append(constraint)
    }

    mutating func removed(_ constraint: Constraint) {
        guard let index = indexOf.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        let last = required.removeLast()
        if index < required.count {
            required[index] = last
            indexOf[ObjectIdentifier(last)] = index
        }
    }

    mutating func suggested(_ value: Double, for variable: Variable) {
        suggestions[ObjectIdentifier(variable)] = abs(value)
    }

    mutating func editRemoved(_ variable: Variable) {
        suggestions[ObjectIdentifier(variable)] = nil
    }

    /// The first required constraint the variables' current values break beyond the tolerance, with
    /// its residual, or nil. `largestConstant` is the largest magnitude of a held constraint's
    /// constant (0 when none is held).
    func firstViolation(largestConstant: Double) -> (Constraint, Double)? {
        var largest = largestConstant
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
