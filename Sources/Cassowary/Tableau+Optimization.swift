extension Tableau {
    /// Primal simplex on the lexicographic objective. A symbol improves it when its first
    /// non-negligible level coefficient is negative. The entering symbol improves the highest level
    /// that can still improve, and among those has the most negative cost there (Dantzig's rule);
    /// ratio-test ties go to the smallest basic symbol. Pivots at one level leave the levels above
    /// untouched (the entering symbol has no cost there).
    ///
    /// Why Dantzig's rule: on UIKit-like trees almost all the time went to one level (999: each
    /// parent's "last child stays inside" inequality). Labels that are themselves parents couple
    /// those inequalities across the tree: widening a label fixes its children's overflow and may
    /// push its siblings' out, so every overflow added re-balances the whole level. Bland's rule
    /// (smallest symbol first, the rule before) walks that trade one small step at a time, and the
    /// oldest symbols are the widths high in the tree, whose columns hold a row for every view after
    /// them: 13,000 pivots of ~1,000 rows each at 1,500 views (27 s), where Dantzig's rule needs
    /// 1,900 (`bench solver --profile 1500`). The optimum per level is the same; only the vertex
    /// among equally good ones can differ. After 50 degenerate pivots in a row Bland's rule takes
    /// over until the objective moves again, so cycling cannot happen.
    mutating func optimize() {
        var degenerate = 0
        while true {
            let entering = enteringSymbol(steepest: degenerate < 50)
            if entering < 0 { return }
            let slot = leavingSlot(for: entering)
            // Every objective is a sum of errors >= 0, so it is bounded; this only guards rounding.
            if slot < 0 { return }
            if nearZero(rows[slot].constant) { degenerate += 1 } else { degenerate = 0 }
            pivot(slot, entering: entering)
        }
    }

    func isImproving(_ symbol: Symbol) -> Bool {
        improvingLevel(symbol) >= 0
    }

    /// The level whose objective `symbol` would improve (its first non-negligible coefficient is
    /// negative), or -1.
    private func improvingLevel(_ symbol: Symbol) -> Int {
        for i in levels.indices {
            let c = levels[i].coefficient(of: symbol)
            if c < -epsilon { return i }
            if c > epsilon { return -1 }
        }
        return -1
    }

    private mutating func enteringSymbol(steepest: Bool) -> Symbol {
        for i in levels.indices {
            levels[i].drainTouched(into: &touchedScratch)
        }
        for symbol in touchedScratch where !isCandidate[symbol] {
            isCandidate[symbol] = true
            candidates.append(symbol)
        }
        touchedScratch.removeAll(keepingCapacity: true)
        var best = -1
        var bestLevel = Int.max
        var bestCost = 0.0
        var kept = 0
        for i in candidates.indices {
            let symbol = candidates[i]
            let level = rowOf[symbol] < 0 && kinds[symbol] != .dummy ? improvingLevel(symbol) : -1
            guard level >= 0 else {
                // Dropped until one of its coefficients changes again.
                isCandidate[symbol] = false
                continue
            }
            candidates[kept] = symbol
            kept += 1
            let cost = steepest ? levels[level].coefficient(of: symbol) : 0
            if level < bestLevel || (level == bestLevel && (cost < bestCost || (cost == bestCost && symbol < best))) {
                best = symbol
                bestLevel = level
                bestCost = cost
            }
        }
        candidates.removeLast(candidates.count - kept)
        return best
    }

    /// The restricted row that bounds the entering symbol most tightly; prunes its column on the way.
    private mutating func leavingSlot(for entering: Symbol) -> Int {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        var column = columns[entering]
        columns[entering] = []
        nextStamp()
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            if slotStamps[slot] == stamp { continue }
            slotStamps[slot] = stamp
            let basic = basicOf[slot]
            guard basic >= 0, let index = rows[slot].index(of: entering) else { continue }
            column[kept] = slot
            kept += 1
            let c = rows[slot].cells[index].coefficient
            if c >= 0 || kinds[basic] == .external { continue }
            let ratio = -rows[slot].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        column.removeLast(column.count - kept)
        columns[entering] = column
        columnLimits[entering] = 2 * kept + 16
        return best
    }

    /// Phase one: minimise the artificial objective alone.
    mutating func optimizeArtificial() {
        while true {
            var entering = -1
            for cell in artificial!.cells
            where cell.coefficient < -epsilon && kinds[cell.symbol] != .dummy
                && (entering < 0 || cell.symbol < entering)
            {
                entering = cell.symbol
            }
            if entering < 0 { return }
            let slot = leavingSlot(for: entering)
            if slot < 0 { return }
            pivot(slot, entering: entering)
        }
    }

    /// Dual simplex after edits moved row constants: restores feasibility while keeping every
    /// reduced cost lexicographically non-negative (lexicographic ratio test). Returns the slot of
    /// the first row it could not repair (the required constraints cannot hold), or -1.
    @discardableResult
    mutating func dualOptimize() -> Int {
        var stuck = -1
        while let leaving = infeasible.popLast() {
            let slot = rowOf[leaving]
            guard slot >= 0, rows[slot].constant < -epsilon else { continue }
            var entering = -1
            var enteringCoefficient = 0.0
            for cell in rows[slot].cells where cell.coefficient > 0 && kinds[cell.symbol] != .dummy {
                if entering < 0
                    || dualRatioPrecedes(cell.symbol, cell.coefficient, entering, enteringCoefficient)
                {
                    entering = cell.symbol
                    enteringCoefficient = cell.coefficient
                }
            }
            // Cannot happen while the required constraints are feasible, which adds guarantee.
            if entering < 0 {
                if stuck < 0 { stuck = slot }
                continue
            }
            pivot(slot, entering: entering)
        }
        return stuck
    }

    private func dualRatioPrecedes(_ a: Symbol, _ ca: Double, _ b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let ra = level.coefficient(of: a) / ca
            let rb = level.coefficient(of: b) / cb
            if ra < rb - epsilon { return true }
            if ra > rb + epsilon { return false }
        }
        return a < b
    }
}
