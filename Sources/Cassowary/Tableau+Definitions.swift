/// Required equalities kept out of the simplex (issue 18).
///
/// Why the sweep and the engine shapes grew faster than the screen: every required equality that
/// places a view (`left = parent.left + margin`, `left = previous.right + spacing`, `width =
/// parent.width / n + 8`) made its new variable basic with a row written in the nonbasic symbols,
/// that is, expanded through every equality above it, with one dummy marker per equality on the way.
/// A view's position row therefore held the widths of every earlier sibling of each of its
/// ancestors and the markers of the whole chain that placed it (`bench solver --profile 1500`:
/// rows of 120 cells, 35 M cells merged). Those rows never choose a pivot (an external basic never
/// leaves, an external is never in an objective), yet each pivot of the 999 level had to rewrite all
/// of them: a label's width slack sits in the row of every view placed after it, so a pivot cost as
/// much as the subtree, and memory was quadratic in the depth of a chain.
///
/// A required equality with a fresh variable (one no held constraint mentions), or with one that
/// only other definitions mention (`freshSubject`), is now a *definition* `x = Σ c·y + k + m·dummy`,
/// stored as written in the user's variables and never expanded: `x` takes no part in the simplex,
/// so pivots never touch it. A constraint that does go into the tableau and mentions `x` gets `x`
/// expanded (definitions are substituted from the highest rank down, each once) into the current
/// nonbasic symbols: exactly the row the tableau would have held for `x`, dummy markers included,
/// so conflict explanations, constant updates and removals read the same markers as before.
/// `updateVariables` evaluates the definitions in `definitionOrder`, where each comes after those
/// it mentions (a definition of a variable older ones mention is placed before them). Removing a
/// definition first turns it into an ordinary row, then removes that row as any other required
/// equality.
///
/// Known limits (measured with `bench solver --sweep` and `bench layout --only-engine`): the sweep's
/// sizes 4× above its fitted line came from pivots of the 999 level whose entering slack sits in the
/// rows of a whole subtree's overflow inequalities; sparse pivoting (`Tableau.optimize`) takes the
/// shortest such column and optimises a batch of adds once. A label near the root still puts its
/// slack in hundreds of rows, and the final optimisation walked chains of overflow trades over
/// that column (7,000 views, seeds 7042 and 22880: 16 M and 22 M cells against ~2 M beside them);
/// long steps (`Tableau.longStepLeavingSlot`) cross a trade's breakpoints without handing the
/// column along (1.3 M and 3.5 M). The layout engine's chain shape spent its time expanding
/// definitions up the whole chain because each view's weak resting-size wishes (soft, so in the
/// tableau) mentioned a width fixed through every ancestor; the engine now holds back wishes on sizes
/// the required equalities fix (`LayoutEngine.dormantRestingSizes`). The card-screen shape was
/// quadratic for two reasons, both measured on its tableau (1,000 views: 123 k cells, rows of 1,500).
/// First, one row per card held the whole vertical chain above it (every earlier card's label
/// slacks and the dummy markers of every `card.top = previous.bottom + 12`): `divider.top`, which
/// an earlier definition mentioned, was made basic by a later equality because only fresh variables
/// could be defined (see `freshSubject`); now 49 k cells at 1,000 views and 0.2 M at 10,000
/// (2.7 GB → 140 MB peak). Second, on rotation each label's re-measured constants were repaired one
/// by one, and every repair passed the scroll content's priority-1 height wish, whose row holds
/// every label, on to the next label's rows (7 M cells merged at 2,000 views); the engine now
/// batches them (`Solver.batchConstantUpdates`): one pivot. What remains there (10,000 views:
/// first layout 1.5–2.2 s of CPU, rotation 0.33 s, against 94 s and 55 s): the three rows of the
/// content's height hold a term per label, and each of the ~6,000 primal pivots of the first solve
/// that enters a label's symbol reads them whole (`Row.substitute` now reads a long row once, not
/// three times; still a fifth of the time, `perf`); a row index for long rows, or optimising the
/// labels' rows before the content's rows exist, would end it. About a quarter more is reference
/// counting outside the solver, not yet looked at.
struct Definition {
    /// The defined variable, or -1 once the definition became an ordinary row.
    var subject: Symbol
    let marker: Symbol
    /// `subject = row`, in external symbols and the marker.
    var row: Row
    /// The equality as written, without the subject's term (`expression + a·subject = 0`), and
    /// `-1/a`: values are computed as `(constant + Σ c·y)·factor` in the order of the terms, the
    /// arithmetic of the row the tableau would have made, so pixel-snapped results round as before.
    var written: Row
    let factor: Double
    /// Above the ranks of the definitions it mentions (`Tableau.placement(defining:terms:)`).
    var rank: Double
}

/// See `Tableau.placement(defining:terms:)`: the new definition and `moved` rank, in that order,
/// above every definition of `inputs` and below every one of `bounds`.
struct DefinitionPlacement {
    var inputs: [Int]
    var bounds: [Int]
    var moved: [Int]
}

extension Tableau {
    func isDefined(_ symbol: Symbol) -> Bool {
        definitionIndex[symbol] >= 0 && kinds[symbol] == .external
    }

    /// The variable a required equality can define: the first one with a nonzero coefficient that
    /// appears once in it and that no held constraint mentions, or that only definitions mention
    /// when defining it makes no cycle (`definitionPlacement` then says where the new definition
    /// goes in the evaluation order).
    ///
    /// Why the second kind (issue 18, the card screen): constraints arrive in the order the views
    /// hold them, a card's own ones (`divider.top = tag.bottom + 8`) before its subviews' sizes
    /// (`tag.height = 20`). With fresh variables only, the first made `tag.height` its subject (the
    /// only fresh one), and the second, finding it defined, went into the tableau and made
    /// `divider.top` basic with a row expanded through every card above (the vertical chain of
    /// `card.top = previous.bottom + 12`): one such row per card, so quadratic time and memory.
    /// Taking `divider.top`, which only `button.top`'s definition mentioned, leaves `tag.height` to
    /// be defined next, and no row of a card holds the cards above it.
    mutating func freshSubject(of constraint: Constraint) -> Variable? {
        definitionPlacement = nil
        let terms = constraint.expression.terms
        for (i, term) in terms.enumerated() where !nearZero(term.coefficient) {
            let key = ObjectIdentifier(term.variable)
            if terms.indices.contains(where: { $0 != i && ObjectIdentifier(terms[$0].variable) == key }) { continue }
            guard let symbol = symbolOfVariable[key] else { return term.variable }
            guard rowOf[symbol] < 0, columns[symbol].isEmpty, definitionIndex[symbol] < 0 else { continue }
            if variableReferences[symbol] == 0 { return term.variable }
            if let placement = placement(defining: symbol, terms: terms) {
                definitionPlacement = placement
                return term.variable
            }
        }
        return nil
    }

    /// Where a definition of `subject` by `terms` goes in the evaluation order, when only
    /// definitions mention `subject` and none of the terms' definitions depends on it; else nil.
    ///
    /// Every definition must rank above those it mentions. The new one must rank above its inputs
    /// (up to rank `last`) and below the definitions that mention its subject. Those of them ranked
    /// up to `last`, and the definitions depending on them up to `last` (`moved`, found by walking
    /// forward, bounded by `last`), are ranked again after it; one of its inputs among them would be
    /// a cycle. Ranks are fractions placed between their bounds, so nothing else moves (renumbering
    /// every rank on each placement made UIKit's usual order, sizes after relations, quadratic).
    private func placement(defining subject: Symbol, terms: [Term]) -> DefinitionPlacement? {
        var dependents: [Int] = []
        var references: Int32 = 0
        for index in definitionMentions[subject] where definitions[index].subject >= 0 && !dependents.contains(index) {
            let count = definitions[index].written.cells.count { $0.symbol == subject }
            if count > 0 {
                dependents.append(index)
                references += Int32(count)
            }
        }
        // A constraint outside the definitions mentions it.
        guard !dependents.isEmpty, references == variableReferences[subject],
            levels.allSatisfy({ $0.coefficient(of: subject) == 0 })
        else { return nil }
        var inputs: [Int] = []
        var last = -Double.infinity
        for term in terms {
            guard let symbol = symbolOfVariable[ObjectIdentifier(term.variable)], symbol != subject, isDefined(symbol)
            else { continue }
            inputs.append(definitionIndex[symbol])
            last = max(last, definitions[definitionIndex[symbol]].rank)
        }
        var moved: [Int] = []
        var reached = Set<Int>()
        var bounds: [Int] = []
        for index in dependents {
            if definitions[index].rank <= last {
                if reached.insert(index).inserted { moved.append(index) }
            } else {
                bounds.append(index)
            }
        }
        var next = 0
        while next < moved.count {
            let defined = definitions[moved[next]].subject
            next += 1
            for index in definitionMentions[defined]
            where definitions[index].subject >= 0 && !reached.contains(index)
                && definitions[index].written.cells.contains(where: { $0.symbol == defined })
            {
                if definitions[index].rank <= last {
                    reached.insert(index)
                    moved.append(index)
                } else {
                    bounds.append(index)
                }
            }
        }
        if inputs.contains(where: { reached.contains($0) }) { return nil }
        moved.sort { definitions[$0].rank < definitions[$1].rank }
        return DefinitionPlacement(inputs: inputs, bounds: bounds, moved: moved)
    }

    /// Ranks the new definition `index` and the moved ones as `definitionPlacement` says.
    private mutating func placeDefinition(_ index: Int) {
        guard let placement = definitionPlacement else {
            definitions[index].rank = definitionRankCeiling
            definitionRankCeiling += 1
            if !definitionOrderIsStale { definitionOrder.append(index) }
            return
        }
        definitionPlacement = nil
        definitionOrderIsStale = true
        let ranked = [index] + placement.moved
        for attempt in 0..<2 {
            var low = placement.inputs.map { definitions[$0].rank }.max() ?? -Double.infinity
            var high = placement.bounds.map { definitions[$0].rank }.min() ?? Double.infinity
            if high == Double.infinity { high = (low == -Double.infinity ? 0 : low) + Double(ranked.count + 1) }
            if low == -Double.infinity { low = high - Double(ranked.count + 1) }
            let step = (high - low) / Double(ranked.count + 1)
            let values = ranked.indices.map { low + step * Double($0 + 1) }
            if attempt == 1
                || (values.first! > low && values.last! < high && zip(values, values.dropFirst()).allSatisfy(<))
            {
                for (i, definition) in ranked.enumerated() { definitions[definition].rank = values[i] }
                definitionRankCeiling = max(definitionRankCeiling, values.last! + 1)
                return
            }
            // The gap is too narrow for more fractions: rank everything again, 0, 1, 2…
            for (rank, definition) in sortedLiveDefinitions().enumerated() where definition != index {
                definitions[definition].rank = Double(rank)
            }
            definitionRankCeiling = Double(definitions.count)
        }
    }

    /// The live definitions in rank order (ties, between definitions that do not depend on each
    /// other, by index).
    private func sortedLiveDefinitions() -> [Int] {
        definitions.indices.filter { definitions[$0].subject >= 0 }.sorted {
            (definitions[$0].rank, $0) < (definitions[$1].rank, $1)
        }
    }

    /// `definitionOrder` for `evaluateDefinitions`, sorted again after placements out of order.
    mutating func refreshDefinitionOrder() {
        guard definitionOrderIsStale else { return }
        definitionOrder = sortedLiveDefinitions()
        definitionOrderIsStale = false
    }

    /// Records `constraint` (a required equality) as the definition of `variable`; returns its marker.
    mutating func define(_ constraint: Constraint, by variable: Variable) -> Symbol {
        let subject = symbol(for: variable)
        let expression = constraint.expression
        termSymbols.removeAll(keepingCapacity: true)
        var a = 0.0
        for term in expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            termSymbols.append(symbol)
            if symbol == subject { a = term.coefficient }
        }
        // `a·x + rest + k + marker = 0`, the row `makeRow` would build, solved for x.
        var row = Row(constant: -expression.constant / a)
        var written = Row(constant: expression.constant)
        for term in expression.terms where !nearZero(term.coefficient) && term.variable !== variable {
            let symbol = symbolOfVariable[ObjectIdentifier(term.variable)]!
            row.add(symbol, -term.coefficient / a)
            written.append(Cell(symbol: symbol, coefficient: term.coefficient))
        }
        let marker = newSymbol(.dummy)
        row.add(marker, -1 / a)
        let index = definitions.count
        definitionIndex[subject] = index
        definitionIndex[marker] = index
        for cell in written.cells { definitionMentions[cell.symbol].append(index) }
        definitions.append(
            Definition(subject: subject, marker: marker, row: row, written: written, factor: -1 / a, rank: 0))
        placeDefinition(index)
        return marker
    }

    /// Turns the definition of `marker`'s constraint into an ordinary row of the tableau, with its
    /// subject basic (no row holds a defined symbol, so nothing needs substituting).
    mutating func materializeDefinition(marker: Symbol) {
        let index = definitionIndex[marker]
        let definition = definitions[index]
        var row = expandedRow(constant: definition.row.constant, terms: definition.row.cells)
        row.constant = evaluatedConstant(definition.written) * definition.factor
        definitionIndex[definition.subject] = -1
        definitionIndex[marker] = -1
        definitions[index].subject = -1
        definitions[index].row = Row()
        definitions[index].written = Row()
        retiredDefinitions += 1
        addRow(row, basic: definition.subject)
        if retiredDefinitions > 64 && 2 * retiredDefinitions > definitions.count { compactDefinitions() }
    }

    /// Drops retired definitions, keeping the order of the others (their evaluation order), which
    /// becomes their index order.
    private mutating func compactDefinitions() {
        let live = sortedLiveDefinitions()
        let old = definitions
        definitions = live.map { old[$0] }
        definitionOrder = Array(definitions.indices)
        definitionOrderIsStale = false
        definitionRankCeiling = Double(definitions.count)
        for symbol in definitionMentions.indices where !definitionMentions[symbol].isEmpty {
            definitionMentions[symbol].removeAll()
        }
        for (i, definition) in definitions.enumerated() {
            definitions[i].rank = Double(i)
            definitionIndex[definition.subject] = i
            definitionIndex[definition.marker] = i
            for cell in definition.written.cells { definitionMentions[cell.symbol].append(i) }
        }
        retiredDefinitions = 0
    }

    /// Moves the constant of a definition as its marker shifts by `shift` (see `updateConstant`).
    mutating func shiftDefinition(marker: Symbol, by shift: Double) {
        let index = definitionIndex[marker]
        guard index >= 0 else { return }
        definitions[index].row.constant += shift * definitions[index].row.coefficient(of: marker)
        definitions[index].written.constant += shift
    }

    /// `constant + Σ terms` written in the current nonbasic symbols: defined symbols are expanded
    /// (newest definition first, so each is expanded once with its summed coefficient) and basic
    /// symbols replaced by their rows. Linear in the size of what it reads.
    mutating func expandedRow(constant: Double, terms: some Sequence<Cell>) -> Row {
        var row = Row(constant: constant)
        for cell in terms { accumulate(cell.symbol, cell.coefficient) }
        while let index = popNewestPendingDefinition() {
            expandedDefinitions.append(index)
            let definition = definitions[index]
            let c = expansion[definition.subject]
            expansion[definition.subject] = 0
            expansionListed[definition.subject] = false
            if c == 0 { continue }
            row.constant += c * definition.row.constant
            for cell in definition.row.cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
        // Basic leaves are replaced by their rows, whose symbols are nonbasic: appended to the list.
        var i = 0
        while i < expansionLeaves.count {
            let symbol = expansionLeaves[i]
            i += 1
            let slot = rowOf[symbol]
            guard slot >= 0 else { continue }
            let c = expansion[symbol]
            expansion[symbol] = 0
            if c == 0 { continue }
            row.constant += c * rows[slot].constant
            for cell in rows[slot].cells { accumulate(cell.symbol, c * cell.coefficient) }
        }
        for symbol in expansionLeaves {
            let c = expansion[symbol]
            expansion[symbol] = 0
            expansionListed[symbol] = false
            if rowOf[symbol] < 0 && !nearZero(c) { row.append(Cell(symbol: symbol, coefficient: c)) }
        }
        expansionLeaves.removeAll(keepingCapacity: true)
        // The constant as the tableau would have summed it: the written terms' current values.
        for index in expandedDefinitions.reversed() {
            let definition = definitions[index]
            definitionValues[definition.subject] = evaluatedConstant(definition.written) * definition.factor
        }
        expandedDefinitions.removeAll(keepingCapacity: true)
        row.constant = evaluatedConstant(Row(constant: constant), terms)
        return row
    }

    /// `constant + Σ c·value` over `written`'s cells then `extra`, in order: a defined symbol's value
    /// is in `definitionValues` (just evaluated), a basic one's is its row's constant, others are 0.
    private func evaluatedConstant(_ written: Row, _ extra: some Sequence<Cell> = EmptyCollection()) -> Double {
        var sum = written.constant
        for cell in written.cells { sum += value(of: cell.symbol) * cell.coefficient }
        for cell in extra { sum += value(of: cell.symbol) * cell.coefficient }
        return sum
    }

    private func value(of symbol: Symbol) -> Double {
        if isDefined(symbol) { return definitionValues[symbol] }
        let slot = rowOf[symbol]
        return slot >= 0 ? rows[slot].constant : 0
    }

    private mutating func accumulate(_ symbol: Symbol, _ coefficient: Double) {
        if !expansionListed[symbol] {
            expansionListed[symbol] = true
            if isDefined(symbol) {
                pushPendingDefinition(definitionIndex[symbol])
            } else {
                expansionLeaves.append(symbol)
            }
        }
        expansion[symbol] += coefficient
    }

    // A max-heap of definition indices by rank: a definition mentions only lower ranks, so taking
    // the highest first sees every contribution to a defined symbol before expanding it.

    private mutating func pushPendingDefinition(_ index: Int) {
        pendingDefinitions.append(index)
        var child = pendingDefinitions.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if definitions[pendingDefinitions[parent]].rank >= definitions[pendingDefinitions[child]].rank { break }
            pendingDefinitions.swapAt(parent, child)
            child = parent
        }
    }

    private mutating func popNewestPendingDefinition() -> Int? {
        guard let last = pendingDefinitions.popLast() else { return nil }
        if pendingDefinitions.isEmpty { return last }
        let top = pendingDefinitions[0]
        pendingDefinitions[0] = last
        var parent = 0
        let count = pendingDefinitions.count
        while true {
            var largest = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < count
                && definitions[pendingDefinitions[left]].rank > definitions[pendingDefinitions[largest]].rank
            {
                largest = left
            }
            if right < count
                && definitions[pendingDefinitions[right]].rank > definitions[pendingDefinitions[largest]].rank
            {
                largest = right
            }
            if largest == parent { break }
            pendingDefinitions.swapAt(parent, largest)
            parent = largest
        }
        return top
    }

    /// Values of the defined variables, in evaluation order (`refreshDefinitionOrder` first),
    /// given the values of the others (`values` holds them by symbol).
    func evaluateDefinitions(into values: inout [Double]) {
        // Read in place: a copy of a definition retains and releases both its rows.
        definitions.withUnsafeBufferPointer { definitions in
            for index in definitionOrder where definitions[index].subject >= 0 {
                let sum = definitions[index].written.evaluated(at: values)
                values[definitions[index].subject] = sum * definitions[index].factor
            }
        }
    }
}
