import Cassowary

/// Which solver variables the required equalities fix on their own, so that the ambiguity probe
/// (`ambiguousAttributes(of:)`) nudges only the others. The probe costs a few solver edits per variable,
/// each as long as the rows it touches; over a 10,000-deep constrained chain that was quadratic and the
/// layout dump took minutes (issue 11). Propagation is linear in the constraints' terms.
extension LayoutEngine {
    /// Whether the required equalities held by the solver fix `variable` whatever the other constraints
    /// say: then no edit can move it, and the probe would find it unambiguous.
    func requiredEqualitiesFix(_ variable: Variable) -> Bool {
        if determinedVariables == nil { determinedVariables = propagateFixedVariables() }
        return determinedVariables?.contains(ObjectIdentifier(variable)) ?? false
    }

    /// An equality with one variable not yet known fixes that variable; repeated until nothing changes.
    /// The result does not depend on the order the equalities are visited in.
    private func propagateFixedVariables() -> Set<ObjectIdentifier> {
        Self.variablesFixed(by: installed.values.lazy.compactMap(\.solverConstraint))
    }

    /// The variables that the required equalities among `constraints` fix on their own (others are ignored).
    static func variablesFixed(by constraints: some Sequence<Constraint>) -> Set<ObjectIdentifier> {
        var equations: [[ObjectIdentifier]] = []
        var unknownCounts: [Int] = []
        var uses: [ObjectIdentifier: [Int]] = [:]
        var merged: [ObjectIdentifier: Double] = [:]
        for c in constraints {
            guard c.isRequired, c.relation == .equal else { continue }
            merged.removeAll(keepingCapacity: true)
            for term in c.expression.terms { merged[ObjectIdentifier(term.variable), default: 0] += term.coefficient }
            // As the solver does, a coefficient below its tolerance is no term.
            let variables = merged.filter { abs($0.value) >= 1e-8 }.map(\.key)
            for v in variables { uses[v, default: []].append(equations.count) }
            equations.append(variables)
            unknownCounts.append(variables.count)
        }
        var fixed = Set<ObjectIdentifier>()
        var ready = equations.indices.filter { unknownCounts[$0] == 1 }
        while let index = ready.popLast() {
            guard unknownCounts[index] == 1, let unknown = equations[index].first(where: { !fixed.contains($0) })
            else { continue }
            fixed.insert(unknown)
            for other in uses[unknown] ?? [] {
                unknownCounts[other] -= 1
                if unknownCounts[other] == 1 { ready.append(other) }
            }
        }
        return fixed
    }
}
