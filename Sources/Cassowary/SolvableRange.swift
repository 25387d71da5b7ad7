/// The magnitudes the solver accepts, chosen once (issue 11; README "Choices").
///
/// The tableau tests for zero against an absolute `epsilon` of 1e-8 and drops smaller coefficients, so
/// its answers are only as good as the spread of the numbers it combines. Measured over random
/// systems (`SolverRangeTests`), the worst required-constraint residual it leaves is about 1.5e-10 of
/// the largest magnitude in the system: at 1e8 points that is 0.015 pt, a twentieth of a pixel at 3x,
/// while Double's 53-bit mantissa still resolves 1e8 to 1.5e-8. Beyond that, and for constants of
/// 1e100 to 1e308, whose products overflow to infinity and then NaN, the results are noise. Chains of
/// multipliers spanning more than 1e3 either way multiply below `epsilon` and are dropped. So
/// constraints and suggestions outside these bounds are refused with an error naming them, and
/// `Solver.verifyRequiredConstraints()` catches what rounding still gets wrong inside them.
public enum SolvableRange {
    /// Largest magnitude of a constraint's constant, an updated constant or a suggested value.
    public static let maximumMagnitude: Double = 1e8
    /// Magnitudes a nonzero coefficient may take, after the terms of a variable are merged.
    public static let coefficientMagnitudes: ClosedRange<Double> = 1e-3...1e3
    /// A required constraint holds when its residual is within this fraction of the magnitudes involved
    /// (its own terms plus the largest constant or suggestion in the solver, plus one point). About
    /// fifty times the worst residual measured on well-scaled systems.
    public static let relativeTolerance: Double = 1e-8

    /// Refuses a constraint whose constant or merged coefficients lie outside the range. Non-finite
    /// values are left to the tableau, which names them `.nonFiniteValue`.
    static func check(_ constraint: Constraint) throws(SolverError) {
        let constant = constraint.expression.constant
        if constant.isFinite && !(abs(constant) <= maximumMagnitude) {
            throw .outOfSolvableRange(constraint, "constant \(constant) is beyond ±\(maximumMagnitude)")
        }
        let terms = constraint.expression.terms
        for term in terms where !term.coefficient.isFinite { return }
        // Merged in place, first occurrence first, adding left to right: the sums a dictionary keyed
        // by variable gave, without allocating one for every constraint added (a tenth of the
        // enaml-like build went to that dictionary). Quadratic in the terms of one constraint, which
        // are a handful; long expressions go through `mergedTerms`.
        guard terms.count <= 16 else { return try checkMerged(constraint, mergedTerms(terms)) }
        for i in terms.indices {
            let variable = terms[i].variable
            if terms[..<i].contains(where: { $0.variable === variable }) { continue }
            var coefficient = terms[i].coefficient
            for term in terms[(i + 1)...] where term.variable === variable {
                coefficient = coefficient + term.coefficient
            }
            try checkCoefficient(coefficient, of: variable, in: constraint)
        }
    }

    private static func mergedTerms(_ terms: [Term]) -> [(variable: Variable, coefficient: Double)] {
        var merged: [(variable: Variable, coefficient: Double)] = []
        var indexOf: [ObjectIdentifier: Int] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let index = indexOf[key] {
                merged[index].coefficient = merged[index].coefficient + term.coefficient
            } else {
                indexOf[key] = merged.count
                merged.append((term.variable, term.coefficient))
            }
        }
        return merged
    }

    private static func checkMerged(
        _ constraint: Constraint, _ merged: [(variable: Variable, coefficient: Double)]
    ) throws(SolverError) {
        for (variable, coefficient) in merged {
            try checkCoefficient(coefficient, of: variable, in: constraint)
        }
    }

    private static func checkCoefficient(
        _ coefficient: Double, of variable: Variable, in constraint: Constraint
    ) throws(SolverError) {
        if coefficient != 0 && !coefficientMagnitudes.contains(abs(coefficient)) {
            throw .outOfSolvableRange(
                constraint,
                "coefficient \(coefficient) of \(variable) is outside ±\(coefficientMagnitudes.lowerBound)"
                    + "...\(coefficientMagnitudes.upperBound)")
        }
    }

    static func check(constant: Double, of constraint: Constraint) throws(SolverError) {
        if constant.isFinite && !(abs(constant) <= maximumMagnitude) {
            throw .outOfSolvableRange(constraint, "constant \(constant) is beyond ±\(maximumMagnitude)")
        }
    }

    static func check(suggestion value: Double, for variable: Variable) throws(SolverError) {
        if value.isFinite && !(abs(value) <= maximumMagnitude) {
            throw .valueOutOfSolvableRange("suggested value \(value) for \(variable) is beyond ±\(maximumMagnitude)")
        }
    }
}
