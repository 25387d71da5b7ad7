extension Tableau {
    /// Room for `symbols` symbols and half as many constraints and rows before any array or
    /// dictionary grows.
    ///
    /// Why (issue 18, the enaml-like build): a new solver grew each of its fifteen per-symbol
    /// arrays, its rows and its two dictionaries by doubling from empty, a reallocation and copy
    /// per doubling of each, which was a tenth of the instructions of building that 113-constraint
    /// system, and made its time depend on the allocator's state.
    mutating func reserveCapacity(symbols: Int) {
        kinds.reserveCapacity(symbols)
        rowOf.reserveCapacity(symbols)
        columns.reserveCapacity(symbols)
        columnLimits.reserveCapacity(symbols)
        owners.reserveCapacity(symbols)
        isCandidate.reserveCapacity(symbols)
        positions.reserveCapacity(symbols)
        variableReferences.reserveCapacity(symbols)
        externalIndex.reserveCapacity(symbols)
        definitionIndex.reserveCapacity(symbols)
        definitionMentions.reserveCapacity(symbols)
        expansion.reserveCapacity(symbols)
        definitionValues.reserveCapacity(symbols)
        expansionListed.reserveCapacity(symbols)
        createdSymbols.reserveCapacity(4)
        let constraints = symbols / 2
        rows.reserveCapacity(constraints)
        basicOf.reserveCapacity(constraints)
        slotStamps.reserveCapacity(constraints)
        journalStamps.reserveCapacity(constraints)
        records.reserveCapacity(constraints)
        recordOfConstraint.reserveCapacity(constraints)
        symbolOfVariable.reserveCapacity(constraints)
        externals.reserveCapacity(constraints)
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        guard constraint.priority.isFinite else {
            throw .nonFiniteValue("priority \(constraint.priority) of \(constraint)")
        }
        guard constraint.expression.constant.isFinite else {
            throw .nonFiniteValue("constant of \(constraint)")
        }
        for term in constraint.expression.terms where !term.coefficient.isFinite {
            throw .nonFiniteValue("coefficient of \(term.variable) in \(constraint)")
        }
    }

    mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
        if recordOfConstraint[ObjectIdentifier(constraint)] != nil {
            throw .duplicateConstraint(constraint)
        }
        try validate(constraint)
        try insert(constraint)
    }

    /// Adds a validated constraint; on failure the tableau is left as it was.
    mutating func insert(_ constraint: Constraint) throws(SolverError) {
        let priority: Double? = constraint.isRequired ? nil : constraint.priority
        let externalCount = externals.count
        createdSymbols.removeAll(keepingCapacity: true)
        if definesFreshVariables && priority == nil && constraint.relation == .equal,
            let variable = freshSubject(of: constraint)
        {
            let marker = define(constraint, by: variable)
            record(constraint, marker: marker, other: -1, priority: nil)
            return
        }
        var (row, marker, other) = makeRow(constraint, required: priority == nil)

        var subject = chooseSubject(row, marker: marker, other: other)
        if subject < 0 && row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            guard nearZero(row.constant) else {
                let conflicting = explainConflict(row)
                discardCreatedSymbols(externalsFrom: externalCount)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
            // Redundant with the required equalities already present: keep it as a dummy row.
            subject = marker
        }
        if subject < 0 && nearZero(row.constant) {
            // Already satisfied at the current solution: any restricted symbol can be its subject,
            // at value 0, without the artificial phase.
            subject = row.cells.first { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error }?.symbol ?? -1
        }

        if subject >= 0 {
            addObjectiveTerms(priority, marker, other)
            row.solve(for: subject)
            substitute(subject, row)
            addRow(row, basic: subject)
        } else {
            let conflicting = addWithArtificialVariable(row, priority: priority, marker: marker, other: other)
            if let conflicting {
                discardCreatedSymbols(externalsFrom: externalCount)
                throw .unsatisfiableConstraint(constraint, conflicting: conflicting)
            }
        }

        record(constraint, marker: marker, other: other, priority: priority)
        if !sparsePivoting && records.count - freeRecords.count >= sparseThreshold { startSparsePivoting() }
        if sparsePivoting {
            optimizationPending = true
        } else {
            optimize()
        }
    }

    private mutating func record(_ constraint: Constraint, marker: Symbol, other: Symbol, priority: Double?) {
        let record = ConstraintRecord(constraint: constraint, marker: marker, other: other, priority: priority)
        let index: Int
        if let free = freeRecords.popLast() {
            index = free
            records[index] = record
        } else {
            index = records.count
            records.append(record)
        }
        recordOfConstraint[ObjectIdentifier(constraint)] = index
        for symbol in termSymbols { variableReferences[symbol] += 1 }
        owners[marker] = index
        if other >= 0 { owners[other] = index }
    }

    /// The constraint's row written in the current nonbasic symbols, plus its marker and error.
    private mutating func makeRow(_ constraint: Constraint, required: Bool) -> (Row, Symbol, Symbol) {
        let expression = constraint.expression
        var row = Row(constant: expression.constant)
        termSymbols.removeAll(keepingCapacity: true)
        var mentionsDefined = false
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            termSymbols.append(symbol)
            mentionsDefined = mentionsDefined || isDefined(symbol)
        }
        if mentionsDefined {
            var terms: [Cell] = []
            for (term, symbol) in zip(expression.terms.lazy.filter { !nearZero($0.coefficient) }, termSymbols) {
                terms.append(Cell(symbol: symbol, coefficient: term.coefficient))
            }
            row = expandedRow(constant: expression.constant, terms: terms)
        } else {
            // One allocation for the row rather than one per merge that outgrows it.
            var room = 2
            for symbol in termSymbols { room += rowOf[symbol] >= 0 ? rows[rowOf[symbol]].count : 1 }
            row.reserveCapacity(room)
            for (term, symbol) in zip(expression.terms.lazy.filter { !nearZero($0.coefficient) }, termSymbols) {
                let slot = rowOf[symbol]
                if slot >= 0 {
                    row.add(rows[slot], times: term.coefficient, positions: &positions, fresh: &freshCells)
                } else {
                    row.add(symbol, term.coefficient)
                }
            }
        }
        var marker: Symbol
        var other: Symbol = -1
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack)
            row.add(marker, sign)
            if !required {
                other = newSymbol(.error)
                row.add(other, -sign)
            }
        case .equal:
            if required {
                marker = newSymbol(.dummy)
                row.add(marker, 1)
            } else {
                marker = newSymbol(.error)
                other = newSymbol(.error)
                row.add(marker, -1)
                row.add(other, 1)
            }
        }
        if row.constant < 0 { row.negate() }
        return (row, marker, other)
    }

    /// An external symbol if any (unrestricted, always safe), else the marker or error when its
    /// coefficient is negative (it can then absorb the row's positive constant), else none.
    private func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
        for cell in row.cells where kinds[cell.symbol] == .external {
            return cell.symbol
        }
        let markerKind = kinds[marker]
        if markerKind == .slack || markerKind == .error, row.coefficient(of: marker) < 0 {
            return marker
        }
        if other >= 0, row.coefficient(of: other) < 0 {
            return other
        }
        return -1
    }

    private mutating func addObjectiveTerms(_ priority: Double?, _ marker: Symbol, _ other: Symbol) {
        guard let priority else { return }
        let level = levelIndex(creating: priority)
        levels[level].references += 1
        // Both are fresh, hence nonbasic when the row was made.
        if kinds[marker] == .error { levels[level].add(marker, 1) }
        if other >= 0 { levels[level].add(other, 1) }
    }

    /// Phase one for a row with no usable subject: minimise an artificial variable equal to the row.
    /// Returns nil on success, or the conflicting required constraints (and the tableau restored).
    private mutating func addWithArtificialVariable(
        _ row: Row, priority: Double?, marker: Symbol, other: Symbol
    ) -> [Constraint]? {
        let art = newSymbol(.slack)
        statistics.artificialAdds += 1
        beginTransaction()
        deferredSubstitutions = []
        artificial = row
        addRow(row, basic: art)
        optimizeArtificial()
        if !nearZero(artificial!.constant) {
            let conflicting = explainConflict(artificial!)
            artificial = nil
            deferredSubstitutions = nil
            rollBackTransaction()
            return conflicting
        }
        artificial = nil
        commitTransaction()

        let artSlot = rowOf[art]
        if artSlot >= 0 {
            var artRow = removeRow(artSlot)
            // A row of dummies only, with a zero constant, says nothing: drop it.
            if let entering = artRow.cells.first(where: { kinds[$0.symbol] == .slack || kinds[$0.symbol] == .error }) {
                artRow.solve(art, for: entering.symbol)
                substitute(entering.symbol, artRow)
                addRow(artRow, basic: entering.symbol)
            }
        }
        for slot in liveColumn(art) {
            rows[slot].remove(art)
        }
        columns[art] = []

        let pending = deferredSubstitutions!
        deferredSubstitutions = nil
        addObjectiveTerms(priority, marker, other)
        for step in pending {
            for i in levels.indices {
                levels[i].substitute(step.symbol, with: step.row)
            }
        }
        for i in levels.indices {
            let c = levels[i].coefficient(of: art)
            if c != 0 { levels[i].add(art, -c) }
        }
        recycle(art)
        return nil
    }

    /// The required constraints whose markers appear in a row derived from the new constraint. Such a
    /// row equals the new constraint's row plus a combination of the constraints whose marker it
    /// holds (a basic marker cannot appear), so those constraints are the infeasibility certificate.
    func explainConflict(_ row: Row) -> [Constraint] {
        var indices: [Int] = []
        for cell in row.cells {
            let owner = owners[cell.symbol]
            if owner >= 0, let record = records[owner], record.priority == nil, !indices.contains(owner) {
                indices.append(owner)
            }
        }
        return indices.sorted().map { records[$0]!.constraint }
    }

    mutating func removeConstraint(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordOfConstraint[ObjectIdentifier(constraint)] else {
            throw .unknownConstraint(constraint)
        }
        remove(recordAt: index)
    }

    mutating func remove(recordAt index: Int) {
        let record = records[index]!
        if definitionIndex[record.marker] >= 0 { materializeDefinition(marker: record.marker) }
        var level: Int?
        if let priority = record.priority {
            level = levelIndex(priority)!
            for error in [record.marker, record.other] where error >= 0 && kinds[error] == .error {
                let slot = rowOf[error]
                if slot >= 0 {
                    levels[level!].add(rows[slot], times: -1)
                } else {
                    levels[level!].add(error, -1)
                }
            }
        }

        let marker = record.marker
        if rowOf[marker] >= 0 {
            removeRow(rowOf[marker])
        } else {
            let slot = markerLeavingSlot(marker)
            if slot >= 0 {
                let leaving = basicOf[slot]
                var row = removeRow(slot)
                row.solve(leaving, for: marker)
                substitute(marker, row)
            }
        }
        columns[marker] = []

        owners[marker] = -1
        if record.other >= 0 { owners[record.other] = -1 }
        records[index] = nil
        freeRecords.append(index)
        recordOfConstraint[ObjectIdentifier(record.constraint)] = nil
        if let level { releaseLevel(level) }
        optimize()
        recycle(marker)
        if record.other >= 0 { recycle(record.other) }
        for term in record.constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbolOfVariable[ObjectIdentifier(term.variable)]!
            variableReferences[symbol] -= 1
            if variableReferences[symbol] == 0 { releaseVariable(symbol) }
        }
    }

    /// The row to pivot the marker into before dropping it: the restricted row that limits the
    /// marker most tightly (keeping the others feasible), else any restricted row, else an external.
    private mutating func markerLeavingSlot(_ marker: Symbol) -> Int {
        var firstRatio = Double.infinity
        var secondRatio = Double.infinity
        var first = -1
        var second = -1
        var third = -1
        for slot in liveColumn(marker) {
            let basic = basicOf[slot]
            let c = rows[slot].coefficient(of: marker)
            let constant = rows[slot].constant
            if kinds[basic] == .external {
                third = slot
            } else if c < 0 {
                let ratio = -constant / c
                if ratio < firstRatio {
                    firstRatio = ratio
                    first = slot
                }
            } else {
                let ratio = constant / c
                if ratio < secondRatio {
                    secondRatio = ratio
                    second = slot
                }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }
}
