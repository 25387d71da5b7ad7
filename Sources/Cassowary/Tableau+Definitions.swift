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
/// A required equality with a fresh variable (one no held constraint mentions) is now a
/// *definition* `x = Σ c·y + k + m·dummy`, stored as written in the user's variables and never
/// expanded: `x` takes no part in the simplex, so pivots never touch it. A constraint that does go
/// into the tableau and mentions `x` gets `x` expanded (definitions are substituted from the newest
/// down, each once) into the current nonbasic symbols: exactly the row the tableau would have held
/// for `x`, dummy markers included, so conflict explanations, constant updates and removals read
/// the same markers as before. `updateVariables` evaluates the definitions in the order they were
/// made (a definition only mentions older symbols). Removing a definition first turns it into an
/// ordinary row, then removes that row as any other required equality.
///
/// Known limits (measured with `bench solver --sweep` and `bench layout --only-engine`): the sweep's
/// sizes 4× above its fitted line came from pivots of the 999 level whose entering slack sits in the
/// rows of a whole subtree's overflow inequalities; sparse pivoting (`Tableau.optimize`) takes the
/// shortest such column and optimises a batch of adds once. What remains: a label near the root
/// still puts its slack in hundreds of rows, and the final optimisation walks chains of overflow
/// trades over that column (7,000 views, seeds 7042 and 22880: ~13 M cells against ~2 M beside
/// them, `PROFILE_TRACE=-2 bench solver --profile 7000`); a representation that kept such a width
/// as one symbol in those rows would end it. The layout engine's chain shape spent its time expanding
/// definitions up the whole chain because each view's weak resting-size wishes (soft, so in the
/// tableau) mentioned a width fixed through every ancestor; the engine now holds back wishes on sizes
/// the required equalities fix (`LayoutEngine.dormantRestingSizes`). The card-screen shape is still
/// slow (10,000 views: 94 s): its time is in pivots of adds that need the artificial phase and of
/// the dual optimisation after each label's width-dependent size update, whose objective rows hold
/// the terms of every card through the vertical chain of soft label heights.
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
}

extension Tableau {
    func isDefined(_ symbol: Symbol) -> Bool {
        definitionIndex[symbol] >= 0 && kinds[symbol] == .external
    }

    /// The variable a required equality can define: the first one with a nonzero coefficient that
    /// appears once in it and that no held constraint mentions yet.
    func freshSubject(of constraint: Constraint) -> Variable? {
        let terms = constraint.expression.terms
        for (i, term) in terms.enumerated() where !nearZero(term.coefficient) {
            let key = ObjectIdentifier(term.variable)
            if let symbol = symbolOfVariable[key] {
                guard variableReferences[symbol] == 0, rowOf[symbol] < 0, columns[symbol].isEmpty,
                    definitionIndex[symbol] < 0
                else { continue }
            }
            if terms.indices.contains(where: { $0 != i && ObjectIdentifier(terms[$0].variable) == key }) { continue }
            return term.variable
        }
        return nil
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
            written.cells.append(Cell(symbol: symbol, coefficient: term.coefficient))
        }
        let marker = newSymbol(.dummy)
        row.add(marker, -1 / a)
        definitionIndex[subject] = definitions.count
        definitionIndex[marker] = definitions.count
        definitions.append(
            Definition(subject: subject, marker: marker, row: row, written: written, factor: -1 / a))
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

    /// Drops retired definitions, keeping the order of the others (their evaluation order).
    private mutating func compactDefinitions() {
        definitions.removeAll { $0.subject < 0 }
        for (i, definition) in definitions.enumerated() {
            definitionIndex[definition.subject] = i
            definitionIndex[definition.marker] = i
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
            if rowOf[symbol] < 0 && !nearZero(c) { row.cells.append(Cell(symbol: symbol, coefficient: c)) }
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

    // A max-heap of definition indices: a definition mentions only older ones, so taking the newest
    // first sees every contribution to a defined symbol before expanding it.

    private mutating func pushPendingDefinition(_ index: Int) {
        pendingDefinitions.append(index)
        var child = pendingDefinitions.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if pendingDefinitions[parent] >= pendingDefinitions[child] { break }
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
            if left < count && pendingDefinitions[left] > pendingDefinitions[largest] { largest = left }
            if right < count && pendingDefinitions[right] > pendingDefinitions[largest] { largest = right }
            if largest == parent { break }
            pendingDefinitions.swapAt(parent, largest)
            parent = largest
        }
        return top
    }

    /// Values of the defined variables, in definition order, given the values of the others
    /// (`values` holds them by symbol).
    func evaluateDefinitions(into values: inout [Double]) {
        for definition in definitions where definition.subject >= 0 {
            var sum = definition.written.constant
            for cell in definition.written.cells { sum += values[cell.symbol] * cell.coefficient }
            values[definition.subject] = sum * definition.factor
        }
    }
}
