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
    /// Variables are numbered as met and the equations and each variable's uses are held in flat arrays: a full
    /// sync of the card screen at 10,000 views runs this over 37,000 equalities, and a dictionary of arrays and
    /// a dictionary per equality made it 4% of the first layout.
    static func variablesFixed(by constraints: some Sequence<Constraint>) -> Set<ObjectIdentifier> {
        var numbers: [ObjectIdentifier: Int] = [:]
        var identifiers: [ObjectIdentifier] = []
        // Equation e's variables are members[starts[e]..<starts[e + 1]].
        var members: [Int] = []
        var starts = [0]
        var terms: [(variable: Int, coefficient: Double)] = []
        for c in constraints {
            guard c.isRequired, c.relation == .equal else { continue }
            terms.removeAll(keepingCapacity: true)
            for term in c.expression.terms {
                let id = ObjectIdentifier(term.variable)
                let v: Int
                if let number = numbers[id] {
                    v = number
                } else {
                    v = identifiers.count
                    numbers[id] = v
                    identifiers.append(id)
                }
                if let i = terms.firstIndex(where: { $0.variable == v }) {
                    terms[i].coefficient += term.coefficient
                } else {
                    terms.append((v, term.coefficient))
                }
            }
            // As the solver does, a coefficient below its tolerance is no term.
            for term in terms where abs(term.coefficient) >= 1e-8 { members.append(term.variable) }
            starts.append(members.count)
        }
        let equationCount = starts.count - 1
        // The equations using variable v are uses[useStarts[v]..<useStarts[v + 1]].
        var useStarts = [Int](repeating: 0, count: identifiers.count + 1)
        for v in members { useStarts[v + 1] += 1 }
        for v in identifiers.indices { useStarts[v + 1] += useStarts[v] }
        var uses = [Int](repeating: 0, count: members.count)
        var filled = useStarts
        for e in 0..<equationCount {
            for k in starts[e]..<starts[e + 1] {
                uses[filled[members[k]]] = e
                filled[members[k]] += 1
            }
        }
        var unknownCounts = (0..<equationCount).map { starts[$0 + 1] - starts[$0] }
        var isFixed = [Bool](repeating: false, count: identifiers.count)
        var fixed = Set<ObjectIdentifier>()
        var ready = (0..<equationCount).filter { unknownCounts[$0] == 1 }
        while let index = ready.popLast() {
            guard unknownCounts[index] == 1,
                let unknown = members[starts[index]..<starts[index + 1]].first(where: { !isFixed[$0] })
            else { continue }
            isFixed[unknown] = true
            fixed.insert(identifiers[unknown])
            for other in uses[useStarts[unknown]..<useStarts[unknown + 1]] {
                unknownCounts[other] -= 1
                if unknownCounts[other] == 1 { ready.append(other) }
            }
        }
        return fixed
    }
}
