extension Tableau {
    /// Primal simplex on the lexicographic objective. A symbol improves it when its first
    /// non-negligible level coefficient is negative. The entering symbol improves the highest level
    /// that can still improve, and among those has the most negative cost there (Dantzig's rule) or,
    /// once `sparsePivoting` is on, sits in the fewest rows; ratio-test ties go to the smallest basic
    /// symbol, and with `sparsePivoting` the ratio test takes long steps across soft constraints'
    /// breakpoints (`longStepLeavingSlot`). Pivots at one level leave the levels above untouched (the entering symbol has no cost
    /// there). The optimum per level is the same under either rule; only the vertex among equally
    /// good ones can differ. After 50 degenerate pivots in a row Bland's rule (smallest symbol
    /// first) takes over until the objective moves again, so cycling cannot happen.
    ///
    /// Why Dantzig's rule: on UIKit-like trees almost all the time goes to one level (999: each
    /// parent's "last child stays inside" inequality). Labels that are themselves parents couple
    /// those inequalities across the tree: widening a label fixes its children's overflow and may
    /// push its siblings' out. Bland's rule (the rule before) walked that trade one small step at a
    /// time over the oldest symbols, the widths high in the tree: 13,000 pivots at 1,500 views
    /// (27 s) where Dantzig's rule needs 1,900 (`bench solver --profile 1500`).
    ///
    /// Why sparse pivoting from `sparseThreshold` constraints (issue 18, the sweep's outliers): a
    /// label that is a parent has its width in the overflow row of every group below it that mixes
    /// labels and containers (a container's width is a share of its parent's), so the slack and
    /// errors of that label's intrinsic-size rows sit in hundreds of rows, and a pivot entering one
    /// rewrites them all. Dantzig's rule favours exactly those symbols (a label high in the tree
    /// moves many overflows at once), and optimising after every add made each new overflow
    /// re-balance the level, often undoing the previous add's pivots: at 1,500 views, seed 1542,
    /// add #6791 made five pivots over 580-row columns, four cheap ones, then the same five
    /// reversed; 8.4 M cells merged against 0.2 M for the seeds beside it. So on large tableaux the
    /// improving symbol with the shortest column is taken (Markowitz's criterion without its row
    /// factor: the pivot row is unknown before the ratio test), and adds leave the simplex to the
    /// next operation that needs the optimum (`optimizeIfPending`: reading values, a suggestion, a
    /// constant update, a removal), so a batch of adds is optimised once; an add only needs a
    /// feasible tableau, which inserting a row keeps. 0.66 M cells at that seed. Small tableaux
    /// keep Dantzig's rule and the optimum after every add: the scene goldens' layouts include
    /// ties that the rule decides, and are kept byte-identical.
    ///
    /// The outliers that were left (7,000 views, seeds 7042 and 22880: 16 M and 22 M cells merged
    /// against 2 M for seed 14961) were chains of pivots over columns of more than 300 rows, each
    /// stopping at the next breakpoint of one piecewise-linear trade; Bland's fallback, ratio-test
    /// tie-breaks, Dantzig's rule with deferral, cost per column length and periodic optima did not
    /// shorten them (up to 67 M cells). Long steps (`longStepLeavingSlot`) cross those breakpoints
    /// without moving the column: 1.3 M and 3.5 M cells. What is left at seed 22880 is 23 pivots
    /// over columns of about 1,200 rows (2.6 M of the 3.4 M cells of the final optimisation, `bench
    /// solver --profile 7000` with PROFILE_SEED=22880 PROFILE_TRACE=-2): once the root's overflow
    /// row is tight, the root's labels trade width and every row below them holds their symbols;
    /// those pivots are real vertex changes (a label reaching width 0, a trade that stops paying).
    mutating func optimize() {
        optimizationPending = false
        var degenerate = 0
        while true {
            let entering = enteringSymbol(steepest: degenerate < 50)
            if entering < 0 { return }
            // Long steps only with sparse pivoting: small tableaux keep the vertices the scene
            // goldens were drawn from (see the doc comment), and the Bland phase keeps plain steps.
            let slot =
                sparsePivoting && degenerate < 50 ? longStepLeavingSlot(for: entering) : leavingSlot(for: entering)
            // Every objective is a sum of errors >= 0, so it is bounded; this only guards rounding.
            if slot < 0 { return }
            if nearZero(rows[slot].constant) { degenerate += 1 } else { degenerate = 0 }
            pivot(slot, entering: entering)
        }
    }

    mutating func optimizeIfPending() {
        if optimizationPending { optimize() }
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

    /// The candidate key of `symbol` now, or nil when it cannot enter.
    private func candidateKey(_ symbol: Symbol) -> CandidateKey? {
        guard rowOf[symbol] < 0 && kinds[symbol] != .dummy else { return nil }
        let level = improvingLevel(symbol)
        guard level >= 0 else { return nil }
        return CandidateKey(level: level, column: columns[symbol].count, symbol: symbol)
    }

    private mutating func enteringSymbol(steepest: Bool) -> Symbol {
        for i in levels.indices {
            levels[i].drainTouched(into: &touchedScratch)
        }
        if sparsePivoting { return sparseEnteringSymbol(steepest: steepest) }
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

    /// Switches to the shortest-column rule and deferred optimisation, moving the candidates over.
    mutating func startSparsePivoting() {
        sparsePivoting = true
        for symbol in candidates {
            isCandidate[symbol] = false
            if let key = candidateKey(symbol) { pushCandidate(key) }
        }
        candidates.removeAll()
    }

    /// The candidates' keys are refreshed when their level coefficients change (touched) and
    /// checked when they reach the top of the heap (a column grows without touching the levels,
    /// and a level added or removed shifts the level indices): a stale key only delays a symbol,
    /// and every improving symbol stays listed, so an empty heap means optimal.
    private mutating func sparseEnteringSymbol(steepest: Bool) -> Symbol {
        for symbol in touchedScratch {
            if let key = candidateKey(symbol) { pushCandidate(key) }
        }
        touchedScratch.removeAll(keepingCapacity: true)
        if !steepest {
            var best: CandidateKey?
            for entry in candidateHeap {
                guard let key = candidateKey(entry.symbol) else { continue }
                if best == nil || key.level < best!.level || (key.level == best!.level && key.symbol < best!.symbol) {
                    best = key
                }
            }
            return best?.symbol ?? -1
        }
        while let top = candidateHeap.first {
            guard let key = candidateKey(top.symbol) else {
                popCandidate()
                continue
            }
            if key == top { return top.symbol }
            popCandidate()
            pushCandidate(key)
        }
        return -1
    }

    private mutating func pushCandidate(_ key: CandidateKey) {
        candidateHeap.append(key)
        var child = candidateHeap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if !(candidateHeap[child] < candidateHeap[parent]) { break }
            candidateHeap.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popCandidate() {
        let last = candidateHeap.removeLast()
        guard !candidateHeap.isEmpty else { return }
        candidateHeap[0] = last
        var parent = 0
        let count = candidateHeap.count
        while true {
            var smallest = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < count && candidateHeap[left] < candidateHeap[smallest] { smallest = left }
            if right < count && candidateHeap[right] < candidateHeap[smallest] { smallest = right }
            if smallest == parent { break }
            candidateHeap.swapAt(parent, smallest)
            parent = smallest
        }
    }

    /// The restricted row that bounds the entering symbol most tightly; prunes its column on the way.
    private mutating func leavingSlot(for entering: Symbol) -> Int {
        ratioTest(for: entering, collectingBreakpoints: false).best
    }

    /// The ratio test over `entering`'s column, pruning the column on the way: the restricted row that
    /// bounds the entering symbol most tightly (ties to the lowest basic symbol). With
    /// `collectingBreakpoints`, the bounding rows of soft constraints at a positive ratio also go to
    /// `breakpoints`, and the tightest of the other rows is returned as `hard` (see
    /// `longStepLeavingSlot`).
    @inline(__always)
    private mutating func ratioTest(for entering: Symbol, collectingBreakpoints: Bool) -> (
        best: Int, bestRatio: Double, hard: Int, hardRatio: Double
    ) {
        var best = -1
        var bestRatio = Double.infinity
        var bestBasic = Int.max
        var hardRatio = Double.infinity
        var hard = -1
        var hardBasic = Int.max
        var column = columns[entering]
        columns[entering] = []
        nextStamp()
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            if slotStamps[slot] == stamp { continue }
            slotStamps[slot] = stamp
            let basic = basicOf[slot]
            guard basic >= 0, let c = rows[slot].storedCoefficient(of: entering) else { continue }
            column[kept] = slot
            kept += 1
            if c >= 0 || kinds[basic] == .external { continue }
            let ratio = -rows[slot].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
            guard collectingBreakpoints else { continue }
            if ratio > 0, let partner = softPartner(of: basic) {
                breakpoints.append(Breakpoint(ratio: ratio, basic: basic, slot: slot, partner: partner, coefficient: c))
            } else if ratio < hardRatio || (ratio == hardRatio && basic < hardBasic) {
                hard = slot
                hardRatio = ratio
                hardBasic = basic
            }
        }
        column.removeLast(column.count - kept)
        columns[entering] = column
        columnLimits[entering] = 2 * kept + 16
        return (best, bestRatio, hard, hardRatio)
    }

    /// The leaving row of a long step: the ratio test of `leavingSlot`, except that the rows of
    /// soft constraints the entering symbol would carry across their breakpoint (a violated one
    /// becoming satisfied, or a satisfied one violated) are crossed while the objective still
    /// improves, instead of stopping at the first of them.
    ///
    /// Why (issue 18, the sweep's 7,000-view outliers): the 999 level there is a piecewise-linear
    /// trade in a few label widths. A label that is a parent has its width in every overflow row
    /// of the containers below it (their widths are shares of it), so the symbol that moves such a
    /// width has a column of 300 or more rows. Widening it satisfies those overflows one after
    /// another, and the textbook ratio test stops at each: it pivots the moving symbol into the
    /// overflow row that just became tight, which hands the whole column to that row's slack, and
    /// the next pivot enters that slack to go on widening. Seeds 7042 and 22880 walked 300 to 450
    /// such breakpoints, each rewriting the 300 rows (16 M and 22 M cells merged).
    ///
    /// A soft constraint's slack and error (or its two errors) enter every row as one difference,
    /// so while one of them is basic the other sits in that row alone, with coefficient 1.
    /// Crossing the breakpoint is then a pivot between the two on that row (its own length, not the
    /// column's), after which the row no longer bounds the entering symbol; the only change to the
    /// entering symbol's reduced costs is that row's coefficient times the partner's level costs,
    /// which is predicted before anything is pivoted. The crossings are taken in ratio order while
    /// the predicted costs still improve; the first that would not improve is where the entering
    /// symbol stops (its row leaves), and a restricted row that cannot be crossed bounds the step
    /// as before. The swapped rows become feasible again once the entering symbol has moved at
    /// least as far as their ratios, which it does. Optimum per level: unchanged (it is the same
    /// simplex on a convex piecewise-linear objective); only the vertex among equal ones may
    /// differ. Degenerate breakpoints (ratio 0) are not crossed, so the anti-cycling count is
    /// unaffected.
    private mutating func longStepLeavingSlot(for entering: Symbol) -> Int {
        breakpoints.removeAll(keepingCapacity: true)
        let (best, bestRatio, hard, hardRatio) = ratioTest(for: entering, collectingBreakpoints: true)
        guard best >= 0, !(bestRatio >= hardRatio) else { return best }

        breakpoints.removeAll { !($0.ratio < hardRatio) }
        breakpoints.sort { ($0.ratio, $0.basic) < ($1.ratio, $1.basic) }
        var costs = levels.map { $0.coefficient(of: entering) }
        var crossed = 0
        var stop = hard
        for point in breakpoints {
            // The partner must sit in this row alone with a positive coefficient, which the pairing
            // guarantees up to rounding; anything else bounds the step here.
            let k = rows[point.slot].coefficient(of: point.partner)
            guard k > epsilon, liveColumn(point.partner).count == 1 else {
                stop = point.slot
                break
            }
            let step = -point.coefficient / k
            var next = costs
            for l in levels.indices { next[l] += step * levels[l].coefficient(of: point.partner) }
            guard Self.improves(next) else {
                stop = point.slot
                break
            }
            costs = next
            crossed += 1
        }
        // Crossing every breakpoint with nothing beyond would be an unbounded objective, which
        // sums of errors cannot be: only rounding gets here, and the plain step is kept.
        guard stop >= 0 else { return best }
        statistics.crossings += crossed
        for point in breakpoints.prefix(crossed) {
            pivot(point.slot, entering: point.partner)
        }
        return stop
    }

    /// The other symbol of a soft constraint whose slack or error is `basic`, when it is nonbasic.
    private func softPartner(of basic: Symbol) -> Symbol? {
        let owner = owners[basic]
        // Field by field: binding the record would retain and release its constraint, for every
        // row of the ratio test.
        guard owner >= 0, records[owner]?.priority != nil, let other = records[owner]?.other, other >= 0,
            let marker = records[owner]?.marker
        else { return nil }
        let partner = basic == marker ? other : marker
        guard rowOf[partner] < 0, kinds[partner] == .slack || kinds[partner] == .error else { return nil }
        return partner
    }

    /// Whether reduced costs by level (highest first) improve the objective, as `improvingLevel`.
    private static func improves(_ costs: [Double]) -> Bool {
        for c in costs {
            if c < -epsilon { return true }
            if c > epsilon { return false }
        }
        return false
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

/// Order of the entering-symbol candidates: highest level first, then shortest column, then symbol.
struct CandidateKey: Equatable, Comparable {
    var level: Int
    var column: Int
    var symbol: Symbol

    static func < (a: CandidateKey, b: CandidateKey) -> Bool {
        (a.level, a.column, a.symbol) < (b.level, b.column, b.symbol)
    }
}

/// A soft constraint's row that a long step may carry across its breakpoint (`longStepLeavingSlot`).
struct Breakpoint {
    var ratio: Double
    var basic: Symbol
    var slot: Int
    var partner: Symbol
    /// The entering symbol's coefficient in the row (negative).
    var coefficient: Double
}
