/// The simplex tableau of the incremental Cassowary algorithm, with a lexicographic objective (one
/// objective row per priority level).
///
/// Held as a struct inside `Solver` so that a whole operation is one exclusive access: the hot loops
/// then index plain arrays without dynamic exclusivity checks. Rows live in slots; `rowOf` maps a
/// basic symbol to its slot and `columns` maps a symbol to the slots whose rows may contain it (a
/// superset, cleaned when read), so substituting a symbol visits only the rows that hold it.
///
/// Required equalities with a fresh variable stay out of the rows as definitions (see
/// `Definition`, where issue 18's cause is explained).
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    var rowOf: [Int] = []
    var columns: [ContiguousArray<Int>] = []
    /// A column is de-duplicated when it outgrows this (a multiple of its size at the last clean-up):
    /// a symbol cancelled out of a row and brought back is listed again, and this bounds those
    /// repeats at an amortised constant cost.
    var columnLimits: [Int] = []
    /// Index of the constraint record whose marker or error this symbol is, or -1.
    var owners: [Int] = []
    /// Scratch for `Row.add(_:times:positions:fresh:)`; `positions` is all -1 between calls.
    var positions: [Int32] = []
    var freshCells: [Cell] = []

    // Per row slot.
    var rows: [Row] = []
    var basicOf: [Symbol] = []
    var freeSlots: [Int] = []
    var slotStamps: [UInt32] = []
    var stamp: UInt32 = 0
    /// The slot whose row is being pivoted: out of the tableau while its entering symbol is
    /// substituted, but still listed in its columns.
    var detachedSlot = -1

    // Objective, highest priority first.
    var levels: [ObjectiveLevel] = []
    /// Symbols whose reduced cost may be negative (see `ObjectiveLevel.drainTouched`).
    var candidates: [Symbol] = []
    /// The same, once `sparsePivoting` is on: a binary min-heap on `CandidateKey` where a symbol may
    /// be listed more than once.
    var candidateHeap: [CandidateKey] = []
    /// On for good once the tableau has held `sparseThreshold` constraints (see `optimize`). The
    /// layout engine's definitions start at the same size (`LayoutEngine.definitionThreshold`).
    var sparsePivoting = false
    var sparseThreshold = 1_000
    /// Adds leave the simplex to the next operation that needs the optimum (sparse pivoting only).
    var optimizationPending = false
    var isCandidate: [Bool] = []
    /// Scratch of `longStepLeavingSlot`.
    var breakpoints: [Breakpoint] = []
    var touchedScratch: [Symbol] = []
    /// Objective of the artificial-variable phase, while it runs.
    var artificial: Row?
    /// During the artificial phase the level objectives are left alone and the substitutions are
    /// replayed on success, so that a failed add has nothing to undo there.
    var deferredSubstitutions: [(symbol: Symbol, row: Row)]?
    var infeasible: [Symbol] = []
    /// Inside `Solver.batchConstantUpdates`: non-required constants move without the dual simplex.
    var batchingConstants = false

    // Undo journal for the rows touched by an artificial phase that may fail.
    var journaling = false
    var journal: [(slot: Int, row: Row, basic: Symbol)] = []
    var journalStamps: [UInt32] = []
    var transaction: UInt32 = 0

    // Client objects.
    var symbolOfVariable: [ObjectIdentifier: Symbol] = [:]
    var externals: ContiguousArray<(variable: Variable, symbol: Symbol)> = []
    /// Per symbol: how many terms of the constraints held mention the variable, and where it sits
    /// in `externals`. A variable no constraint mentions any more is forgotten.
    var variableReferences: [Int32] = []
    var externalIndex: [Int] = []
    /// The symbols of the last row's terms (scratch of `insert`).
    var termSymbols: [Symbol] = []
    /// `updateVariables`' buffer of values by symbol, kept between calls.
    var valueScratch: [Double] = []
    /// Symbols free for reuse, and those created by the add in progress (freed if it fails).
    var freeSymbols: [Symbol] = []
    var createdSymbols: [Symbol] = []
    var records: [ConstraintRecord?] = []
    var freeRecords: [Int] = []
    var recordOfConstraint: [ObjectIdentifier: Int] = [:]
    var edits: [EditRecord] = []
    var editOfVariable: [ObjectIdentifier: Int] = [:]
    var statistics = SolverStatistics()

    // Definitions (Tableau+Definitions.swift).
    /// Off only in tests, which compare the two ways of holding a required equality.
    var definesFreshVariables = true
    var definitions: [Definition] = []
    var retiredDefinitions = 0
    /// Definition indices in evaluation order, by rank (retired ones may stay listed until
    /// compaction); stale after a definition is ranked between others, until the next evaluation.
    var definitionOrder: [Int] = []
    var definitionOrderIsStale = false
    /// Above every definition's rank: the rank of the next one made in order.
    var definitionRankCeiling = 0.0
    /// Per symbol: the definitions whose written form mentions it (retired ones may stay listed).
    var definitionMentions: [ContiguousArray<Int>] = []
    /// Where `define` puts the next definition, when `freshSubject` chose a variable that older
    /// definitions mention; nil to append.
    var definitionPlacement: DefinitionPlacement?
    /// Per symbol: the definition whose subject or marker it is, or -1.
    var definitionIndex: [Int] = []
    /// Scratch of `expandedRow`: coefficients by symbol (all 0 between calls), whether a symbol is
    /// listed, the undefined symbols met and the definitions still to expand.
    var expansion: [Double] = []
    var expansionListed: [Bool] = []
    var expansionLeaves: [Symbol] = []
    var pendingDefinitions: [Int] = []
    var expandedDefinitions: [Int] = []
    /// Values of the defined symbols met by the last expansion, by symbol.
    var definitionValues: [Double] = []

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        if let symbol = freeSymbols.popLast() {
            kinds[symbol] = kind
            columnLimits[symbol] = 16
            definitionMentions[symbol] = []
            createdSymbols.append(symbol)
            return symbol
        }
        kinds.append(kind)
        rowOf.append(-1)
        columns.append([])
        columnLimits.append(16)
        owners.append(-1)
        isCandidate.append(false)
        positions.append(-1)
        variableReferences.append(0)
        externalIndex.append(-1)
        definitionIndex.append(-1)
        definitionMentions.append([])
        expansion.append(0)
        definitionValues.append(0)
        expansionListed.append(false)
        createdSymbols.append(kinds.count - 1)
        return kinds.count - 1
    }

    /// Makes a dead symbol (its constraint or variable gone) reusable, so that a long-lived solver
    /// with constraints coming and going does not grow. Kept out of reuse if rounding left it
    /// anywhere.
    mutating func recycle(_ symbol: Symbol) {
        guard rowOf[symbol] < 0, liveColumn(symbol).isEmpty,
            levels.allSatisfy({ $0.coefficient(of: symbol) == 0 })
        else { return }
        columns[symbol] = []
        owners[symbol] = -1
        variableReferences[symbol] = 0
        externalIndex[symbol] = -1
        freeSymbols.append(symbol)
    }

    mutating func symbol(for variable: Variable) -> Symbol {
        let key = ObjectIdentifier(variable)
        if let symbol = symbolOfVariable[key] { return symbol }
        let symbol = newSymbol(.external)
        symbolOfVariable[key] = symbol
        externalIndex[symbol] = externals.count
        externals.append((variable, symbol))
        return symbol
    }

    /// Forgets the symbols and variables created by a failed add (`createdSymbols`); the variables
    /// it introduced are the tail of `externals` from `externalCount`.
    mutating func discardCreatedSymbols(externalsFrom externalCount: Int) {
        for entry in externals[externalCount...] {
            symbolOfVariable[ObjectIdentifier(entry.variable)] = nil
        }
        externals.removeLast(externals.count - externalCount)
        for symbol in createdSymbols {
            columns[symbol] = []
            owners[symbol] = -1
            externalIndex[symbol] = -1
            freeSymbols.append(symbol)
        }
        createdSymbols.removeAll(keepingCapacity: true)
    }

    /// Forgets a variable that no constraint mentions any more. Such a variable is in no row (every
    /// row combines the constraints held); if rounding left it somewhere, it is kept.
    mutating func releaseVariable(_ symbol: Symbol) {
        guard rowOf[symbol] < 0, liveColumn(symbol).isEmpty else { return }
        let index = externalIndex[symbol]
        symbolOfVariable[ObjectIdentifier(externals[index].variable)] = nil
        let last = externals.count - 1
        if index != last {
            externals[index] = externals[last]
            externalIndex[externals[index].symbol] = index
        }
        externals.removeLast()
        externalIndex[symbol] = -1
        recycle(symbol)
    }

    // MARK: Rows and columns

    mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for i in slotStamps.indices { slotStamps[i] = 0 }
            stamp = 1
        }
    }

    /// The slots whose rows contain `symbol`, each once; prunes the column on the way.
    mutating func liveColumn(_ symbol: Symbol) -> ContiguousArray<Int> {
        var column = columns[symbol]
        columns[symbol] = []
        nextStamp()
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            if slotStamps[slot] == stamp { continue }
            slotStamps[slot] = stamp
            if slot != detachedSlot && (basicOf[slot] < 0 || !rows[slot].contains(symbol)) { continue }
            column[kept] = slot
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol] = column
        columnLimits[symbol] = 2 * kept + 16
        return column
    }

    /// Drops repeated entries (a symbol leaving and re-entering a row); O(1) per entry.
    private mutating func dedupeColumn(_ symbol: Symbol) {
        var column = columns[symbol]
        columns[symbol] = []
        nextStamp()
        var kept = 0
        for i in column.indices {
            let slot = column[i]
            if slotStamps[slot] == stamp || (basicOf[slot] < 0 && slot != detachedSlot) { continue }
            slotStamps[slot] = stamp
            column[kept] = slot
            kept += 1
        }
        column.removeLast(column.count - kept)
        columns[symbol] = column
        columnLimits[symbol] = 4 * kept + 32
    }

    private mutating func indexTail(of slot: Int, count: Int) {
        let cells = rows[slot].lastCells(count)
        var crowded: [Symbol] = []
        columns.withUnsafeMutableBufferPointer { columns in
            for cell in cells {
                let symbol = cell.symbol
                // Columns start with room for a few rows rather than growing one by one.
                if columns[symbol].capacity == 0 { columns[symbol].reserveCapacity(6) }
                columns[symbol].append(slot)
                if columns[symbol].count > columnLimits[symbol] { crowded.append(symbol) }
            }
        }
        for symbol in crowded { dedupeColumn(symbol) }
    }

    mutating func journalRow(_ slot: Int) {
        if journaling && journalStamps[slot] != transaction {
            journalStamps[slot] = transaction
            journal.append((slot, rows[slot], basicOf[slot]))
        }
    }

    @discardableResult
    mutating func addRow(_ row: Row, basic: Symbol) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
        } else {
            slot = rows.count
            rows.append(Row())
            basicOf.append(-1)
            slotStamps.append(0)
            journalStamps.append(0)
        }
        journalRow(slot)
        rows[slot] = row
        basicOf[slot] = basic
        rowOf[basic] = slot
        indexTail(of: slot, count: row.count)
        return slot
    }

    /// Takes the row out of the tableau; its basic symbol becomes nonbasic.
    @discardableResult
    mutating func removeRow(_ slot: Int) -> Row {
        journalRow(slot)
        let row = rows[slot]
        rows[slot] = Row()
        rowOf[basicOf[slot]] = -1
        basicOf[slot] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` by `row` everywhere; `symbol` is about to become basic with that row.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let column = columns[symbol]
        columns[symbol] = []
        // Stale and repeated entries find no symbol to replace, so need no filtering here.
        for slot in column {
            let basic = basicOf[slot]
            if basic < 0 { continue }
            journalRow(slot)
            guard let appended = rows[slot].substitute(symbol, with: row, positions: &positions, fresh: &freshCells)
            else { continue }
            statistics.rowSubstitutions += 1
            statistics.mergedCells += row.count
            if appended > 0 { indexTail(of: slot, count: appended) }
            if rows[slot].constant < 0 && kinds[basic] != .external {
                infeasible.append(basic)
            }
        }
        if deferredSubstitutions != nil {
            deferredSubstitutions!.append((symbol, row))
        } else {
            for i in levels.indices where levels[i].coefficient(of: symbol) != 0 {
                statistics.objectiveCells += row.count
                levels[i].substitute(symbol, with: row)
            }
        }
        if artificial != nil {
            _ = artificial!.substitute(symbol, with: row, positions: &positions, fresh: &freshCells)
        }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(_ slot: Int, entering: Symbol) {
        statistics.pivots += 1
        if statistics.pivotLog != nil {
            statistics.pivotLog!.append(
                (
                    "\(kinds[entering]) \(owners[entering] >= 0 ? records[owners[entering]]!.constraint.description : "-")",
                    "\(kinds[basicOf[slot]]) \(owners[basicOf[slot]] >= 0 ? records[owners[basicOf[slot]]]!.constraint.description : "-")",
                    columns[entering].count, rows[slot].count,
                    !infeasible.isEmpty
                ))
        }
        journalRow(slot)
        let leaving = basicOf[slot]
        var row = rows[slot]
        rows[slot] = Row()
        basicOf[slot] = -1
        rowOf[leaving] = -1
        row.solve(leaving, for: entering)
        detachedSlot = slot
        substitute(entering, row)
        detachedSlot = -1
        rows[slot] = row
        basicOf[slot] = entering
        rowOf[entering] = slot
        columns[leaving].append(slot)
    }

    // MARK: Journal

    mutating func beginTransaction() {
        transaction &+= 1
        if transaction == 0 {
            for i in journalStamps.indices { journalStamps[i] = 0 }
            transaction = 1
        }
        journaling = true
        journal.removeAll(keepingCapacity: true)
    }

    mutating func commitTransaction() {
        journaling = false
        journal.removeAll(keepingCapacity: true)
    }

    /// Puts every journaled row back as it was when the transaction began.
    mutating func rollBackTransaction() {
        journaling = false
        for entry in journal {
            let current = basicOf[entry.slot]
            if current >= 0 && rowOf[current] == entry.slot { rowOf[current] = -1 }
        }
        for entry in journal {
            rows[entry.slot] = entry.row
            basicOf[entry.slot] = entry.basic
            if entry.basic >= 0 {
                rowOf[entry.basic] = entry.slot
                indexTail(of: entry.slot, count: entry.row.count)
            } else if !freeSlots.contains(entry.slot) {
                freeSlots.append(entry.slot)
            }
        }
        journal.removeAll(keepingCapacity: true)
        infeasible.removeAll(keepingCapacity: true)
    }

    // MARK: Levels

    /// Index of the level for `priority`, created if needed.
    mutating func levelIndex(creating priority: Double) -> Int {
        var i = 0
        while i < levels.count && levels[i].priority > priority { i += 1 }
        if i == levels.count || levels[i].priority != priority {
            levels.insert(ObjectiveLevel(priority: priority), at: i)
        }
        return i
    }

    func levelIndex(_ priority: Double) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    mutating func releaseLevel(_ index: Int) {
        levels[index].references -= 1
        if levels[index].references == 0 {
            levels.remove(at: index)
            // The removed level may have blocked lower-level improvements.
            for i in levels.indices where i >= index {
                levels[i].touchAll()
            }
        }
    }
}
