extension Tableau {
    mutating func addEditVariable(_ variable: Variable, priority: Double) throws(SolverError) {
        guard priority.isFinite else {
            throw .nonFiniteValue("edit priority \(priority) of \(variable)")
        }
        guard priority > 0 && priority < Priority.required else {
            throw .badEditPriority(priority)
        }
        let key = ObjectIdentifier(variable)
        if editOfVariable[key] != nil { throw .duplicateEditVariable(variable) }
        let constraint = Constraint(Expression(variable), .equal, priority: priority)
        // A non-required equality always has a subject, so this cannot throw.
        try insert(constraint)
        let record = records[recordOfConstraint[ObjectIdentifier(constraint)]!]!
        editOfVariable[key] = edits.count
        edits.append(
            EditRecord(
                variable: variable, constraint: constraint, marker: record.marker, other: record.other, constant: 0))
    }

    mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let index = editOfVariable.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        let edit = edits[index]
        remove(recordAt: recordOfConstraint[ObjectIdentifier(edit.constraint)]!)
        let last = edits.count - 1
        if index != last {
            edits[index] = edits[last]
            editOfVariable[ObjectIdentifier(edits[index].variable)] = index
        }
        edits.removeLast()
    }

    /// Moves the edit constraint's constant: its error symbols shift by the delta, which changes row
    /// constants only; the dual simplex then repairs any row driven negative.
    mutating func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        guard value.isFinite else {
            throw .nonFiniteValue("suggested value \(value) for \(variable)")
        }
        guard let index = editOfVariable[ObjectIdentifier(variable)] else {
            throw .unknownEditVariable(variable)
        }
        let delta = value - edits[index].constant
        edits[index].constant = value
        let marker = edits[index].marker
        let other = edits[index].other
        if rowOf[marker] >= 0 {
            let slot = rowOf[marker]
            rows[slot].constant -= delta
            if rows[slot].constant < 0 { infeasible.append(marker) }
        } else if rowOf[other] >= 0 {
            let slot = rowOf[other]
            rows[slot].constant += delta
            if rows[slot].constant < 0 { infeasible.append(other) }
        } else {
            for slot in liveColumn(marker) {
                let c = rows[slot].coefficient(of: marker)
                rows[slot].constant += delta * c
                let basic = basicOf[slot]
                if kinds[basic] != .external && rows[slot].constant < 0 { infeasible.append(basic) }
            }
        }
        dualOptimize()
    }

    func updateVariables() {
        for entry in externals {
            let slot = rowOf[entry.symbol]
            let value = slot >= 0 ? rows[slot].constant : 0
            // No negative zero in results.
            entry.variable.value = value == 0 ? 0 : value
        }
    }
}
