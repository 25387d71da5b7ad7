extension Tableau {
    /// Moves the constant of a held constraint through the edit path rather than remove and re-add.
    ///
    /// The constraint's row was made from `e + a·marker (+ error) = 0`. A new constant `e + δ` gives
    /// the same equation with `marker` replaced by `marker + δ/a`: a change of variable, so the basis
    /// stays optimal (no reduced cost moves) and only row constants shift, exactly as for
    /// `suggestValue`. The dual simplex then repairs the rows driven infeasible. Constraints whose
    /// equation the tableau holds only implicitly (a required equality found redundant) are removed
    /// and re-inserted instead.
    mutating func updateConstant(of constraint: Constraint, to value: Double) throws(SolverError) {
        guard value.isFinite else {
            throw .nonFiniteValue("constant \(value) of \(constraint)")
        }
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        let old = constraint.expression.constant
        let delta = value - old
        if delta == 0 { return }
        let record = records[index]!
        let batched = batchingConstants && record.priority != nil
        if !batched { settleConstantBatch() }
        optimizeIfPending()
        let marker = record.marker
        let markerSlot = rowOf[marker]
        if kinds[marker] == .dummy && definitionIndex[marker] < 0 && (markerSlot >= 0 || liveColumn(marker).isEmpty) {
            try reinsert(constraint, recordAt: index, constant: value)
            return
        }
        let shift = delta / markerCoefficient(constraint, required: record.priority == nil)
        constraint.expression.constant = value
        var stuck = shiftMarker(marker, at: markerSlot, by: shift)
        // A non-required constraint's marker is never a dummy, so nothing is stuck: the repair
        // waits for the end of the batch.
        if batched { return }
        if stuck < 0 { stuck = dualOptimize() }
        guard stuck >= 0 else { return }

        // A required constraint cannot hold at the new constant: put the old one back. The basis is
        // still dual feasible and the old system feasible, so the dual simplex restores it.
        let conflicting = explainConflict(rows[stuck]).filter { $0 !== constraint }
        infeasible.removeAll(keepingCapacity: true)
        constraint.expression.constant = old
        shiftMarker(marker, at: rowOf[marker], by: -shift)
        for slot in rows.indices where basicOf[slot] >= 0 && kinds[basicOf[slot]] != .external {
            if rows[slot].constant < 0 { infeasible.append(basicOf[slot]) }
        }
        dualOptimize()
        throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
    }

    /// Starts deferring the dual simplex of non-required constants' updates (see
    /// `Solver.batchConstantUpdates`).
    mutating func beginConstantBatch() {
        batchingConstants = true
    }

    mutating func endConstantBatch() {
        settleConstantBatch()
        batchingConstants = false
    }

    /// Repairs the rows the batch's updates drove infeasible, before anything that needs a
    /// feasible tableau. Soft constraints alone cannot make the required ones infeasible, so the
    /// dual simplex always succeeds here.
    mutating func settleConstantBatch() {
        if batchingConstants && !infeasible.isEmpty { dualOptimize() }
    }

    /// The coefficient `makeRow` gives the marker, before any negation of the row.
    private func markerCoefficient(_ constraint: Constraint, required: Bool) -> Double {
        switch constraint.relation {
        case .lessThanOrEqual: 1
        case .greaterThanOrEqual: -1
        case .equal: required ? 1 : -1
        }
    }

    /// Rewrites the tableau for `marker` → `marker + shift`, queueing the rows driven negative.
    /// Returns a slot whose basic is a dummy (a required equality found redundant) left away from
    /// zero, which no pivot can repair, or -1.
    @discardableResult
    private mutating func shiftMarker(_ marker: Symbol, at slot: Int, by shift: Double) -> Int {
        if slot >= 0 {
            rows[slot].constant -= shift
            if rows[slot].constant < 0 { infeasible.append(marker) }
            return -1
        }
        shiftDefinition(marker: marker, by: shift)
        var stuck = -1
        for slot in liveColumn(marker) {
            let basic = basicOf[slot]
            let constant = rows[slot].constant + shift * rows[slot].coefficient(of: marker)
            rows[slot].constant = constant
            if kinds[basic] == .dummy {
                if !nearZero(constant) && stuck < 0 { stuck = slot }
            } else if constant < 0 && kinds[basic] != .external {
                infeasible.append(basic)
            }
        }
        return stuck
    }

    /// Remove and insert at the new constant; on failure the old constraint goes back in.
    private mutating func reinsert(_ constraint: Constraint, recordAt index: Int, constant: Double) throws(SolverError)
    {
        let old = constraint.expression.constant
        remove(recordAt: index)
        constraint.expression.constant = constant
        do {
            try insert(constraint)
        } catch {
            constraint.expression.constant = old
            // It held before with the same other constraints, so it fits again.
            try? insert(constraint)
            throw error
        }
    }
}
