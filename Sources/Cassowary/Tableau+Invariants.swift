extension Tableau {
    /// Everything that must hold between operations, as messages (empty when sound). For tests: it
    /// walks the whole tableau.
    func invariantViolations() -> [String] {
        var problems: [String] = []
        for slot in rows.indices {
            let basic = basicOf[slot]
            guard basic >= 0 else { continue }
            if rowOf[basic] != slot { problems.append("row \(slot): basic \(basic) maps to \(rowOf[basic])") }
            if kinds[basic] != .external && rows[slot].constant < -epsilon {
                problems.append("row \(slot): restricted basic \(basic) is infeasible (\(rows[slot].constant))")
            }
            var seen: Set<Symbol> = []
            for cell in rows[slot].cells {
                if !seen.insert(cell.symbol).inserted { problems.append("row \(slot): symbol \(cell.symbol) twice") }
                if rowOf[cell.symbol] >= 0 { problems.append("row \(slot): holds basic symbol \(cell.symbol)") }
                if isDefined(cell.symbol) { problems.append("row \(slot): holds defined symbol \(cell.symbol)") }
                if nearZero(cell.coefficient) { problems.append("row \(slot): negligible cell \(cell.symbol)") }
                if !columns[cell.symbol].contains(slot) {
                    problems.append("row \(slot): not in the column of \(cell.symbol)")
                }
            }
        }
        for symbol in rowOf.indices where rowOf[symbol] >= 0 && basicOf[rowOf[symbol]] != symbol {
            problems.append("symbol \(symbol): row \(rowOf[symbol]) has basic \(basicOf[rowOf[symbol]])")
        }
        let ordered = Set(definitionOrder)
        for (index, definition) in definitions.enumerated() where definition.subject >= 0 {
            if rowOf[definition.subject] >= 0 || definitionIndex[definition.subject] != index {
                problems.append("definition \(index): subject \(definition.subject) is basic or misindexed")
            }
            if !definitionOrderIsStale && !ordered.contains(index) {
                problems.append("definition \(index): not in the evaluation order")
            }
            // Evaluation in `definitionOrder` needs every defined symbol mentioned to rank lower.
            for cell in definition.row.cells
            where isDefined(cell.symbol) && definitions[definitionIndex[cell.symbol]].rank >= definition.rank {
                problems.append("definition \(index): mentions the later definition of \(cell.symbol)")
            }
        }
        for level in levels {
            for symbol in kinds.indices where level.coefficient(of: symbol) != 0 {
                if rowOf[symbol] >= 0 { problems.append("level \(level.priority): holds basic symbol \(symbol)") }
                // An unrestricted symbol there could improve the objective by decreasing, which the
                // primal simplex (increase only) would miss.
                if kinds[symbol] == .external { problems.append("level \(level.priority): holds external \(symbol)") }
            }
        }
        for symbol in kinds.indices
        where !optimizationPending && rowOf[symbol] < 0 && kinds[symbol] != .dummy && isImproving(symbol) {
            problems.append("symbol \(symbol) would still improve the objective")
        }
        // Adding a constraint makes one row and removing one drops one, except that an artificial
        // phase ending with an empty row (a constraint implied by the others) makes none.
        let liveRows = basicOf.filter { $0 >= 0 }.count
        let liveRecords = records.filter { $0 != nil }.count
        if liveRows > liveRecords { problems.append("\(liveRows) rows for \(liveRecords) constraints") }
        for symbol in freeSymbols {
            if rowOf[symbol] >= 0 || levels.contains(where: { $0.coefficient(of: symbol) != 0 }) {
                problems.append("free symbol \(symbol) still in use")
            }
        }
        if Set(freeSymbols).count != freeSymbols.count { problems.append("a symbol is free twice") }
        if journaling || artificial != nil || deferredSubstitutions != nil || detachedSlot >= 0 {
            problems.append("transient state left behind")
        }
        return problems
    }
}
