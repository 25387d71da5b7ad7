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
        let constraint = Constraint(LinearExpression(variable), .equal, priority: priority)
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
        optimizeIfPending()
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
            shiftConstants(byMarker: marker, delta)
        }
        dualOptimize()
    }

    /// Adds `delta` times the marker's coefficient to every row holding the marker, queueing the
    /// restricted rows that turn negative; prunes the marker's column on the way.
    private mutating func shiftConstants(byMarker marker: Symbol, _ delta: Double) {
        var column = columns[marker]
        columns[marker] = []
        nextStamp()
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            if slotStamps[slot] == stamp { continue }
            slotStamps[slot] = stamp
            let basic = basicOf[slot]
            guard basic >= 0, let coefficient = rows[slot].storedCoefficient(of: marker) else { continue }
            column[kept] = slot
            kept += 1
            let constant = rows[slot].constant + delta * coefficient
            rows[slot].constant = constant
            if constant < 0 && kinds[basic] != .external { infeasible.append(basic) }
        }
        column.removeLast(column.count - kept)
        columns[marker] = column
    }

    /// Mutating although it changes no state of the tableau's: called on the solver's stored
    /// tableau, a non-mutating method made Swift copy the whole struct (a retain of each of its
    /// arrays) and destroy the copy again, a third of the time of a suggest-and-update round on the
    /// enaml-like system (`bench solver`, perf). The values' buffer is kept between calls.
    mutating func updateVariables() {
        var values = valueScratch
        valueScratch = []
        // Zeroed in place, not refilled from `repeatElement`, which a debug build appends element by
        // element through the iterator protocol (a quarter of a golden test's time went there).
        if values.count == kinds.count {
            values.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        } else {
            values = [Double](repeating: 0, count: kinds.count)
        }
        externals.withUnsafeBufferPointer { externals in
            for i in externals.indices {
                let symbol = externals[i].symbol
                // `isDefined(symbol)` spelled out: a method called on `self` in here copies the whole
                // tableau (and destroys the copy) once per variable in a debug build.
                if definitionIndex[symbol] >= 0 && kinds[symbol] == .external { continue }
                let slot = rowOf[symbol]
                values[symbol] = slot >= 0 ? rows[slot].constant : 0
            }
        }
        refreshDefinitionOrder()
        evaluateDefinitions(into: &values)
        externals.withUnsafeBufferPointer { externals in
            for i in externals.indices {
                let value = values[externals[i].symbol]
                // No negative zero in results.
                externals[i].variable.value = value == 0 ? 0 : value
            }
        }
        valueScratch = values
    }
}
