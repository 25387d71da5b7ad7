/// A sparse linear form `constant + sum(cells)`. Rows in layout tableaux hold a handful of cells, so
/// cells are an unsorted contiguous array searched linearly: cheaper than hashing or keeping order.
struct Row {
    var cells: ContiguousArray<Cell>
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    /// Searches from the tail: merges append there, so recently introduced symbols (the usual pivot
    /// and substitution targets) sit near the end of long rows.
    func index(of symbol: Symbol) -> Int? {
        cells.withUnsafeBufferPointer { buffer in
            var i = buffer.count
            while i > 0 {
                i -= 1
                if buffer[i].symbol == symbol { return i }
            }
            return nil
        }
    }

    func coefficient(of symbol: Symbol) -> Double {
        if let i = index(of: symbol) { return cells[i].coefficient }
        return 0
    }

    /// Adds `coefficient * symbol`; returns whether a new cell was appended.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        if let i = index(of: symbol) {
            let sum = cells[i].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: i)
            } else {
                cells[i].coefficient = sum
            }
            return false
        }
        if nearZero(coefficient) { return false }
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
        return true
    }

    /// Adds `multiplier * other`. Returns how many cells were appended; they are the last ones, so the
    /// caller can index their columns. `positions` is an all -1 scratch array indexed by symbol, used
    /// to merge long rows in linear time (all -1 again on return); `fresh` is scratch for the cells
    /// to append, only ever grown, so the merge itself never allocates.
    @discardableResult
    mutating func add(
        _ other: Row, times multiplier: Double, positions: inout [Int32], fresh: inout [Cell]
    ) -> Int {
        constant += other.constant * multiplier
        let original = cells.count
        let incoming = other.cells.count
        if incoming == 0 { return 0 }
        if fresh.count < incoming {
            fresh.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: incoming - fresh.count))
        }
        var kept = original
        var appended = 0
        cells.withUnsafeMutableBufferPointer { target in
            var cancelled = false
            fresh.withUnsafeMutableBufferPointer { fresh in
                other.cells.withUnsafeBufferPointer { source in
                    if original > 8 && incoming > 2 {
                        positions.withUnsafeMutableBufferPointer { position in
                            for i in 0..<original { position[target[i].symbol] = Int32(i) }
                            Self.merge(
                                source, times: multiplier, into: target, positions: position, fresh: fresh,
                                appended: &appended, cancelled: &cancelled)
                            for i in 0..<original { position[target[i].symbol] = -1 }
                        }
                    } else {
                        for cell in source {
                            var p = 0
                            while p < original && target[p].symbol != cell.symbol { p += 1 }
                            Self.absorb(
                                cell, times: multiplier, at: p < original ? p : -1, into: target, fresh: fresh,
                                appended: &appended, cancelled: &cancelled)
                        }
                    }
                }
            }
            if cancelled {
                kept = 0
                for r in 0..<original where target[r].coefficient != 0 {
                    target[kept] = target[r]
                    kept += 1
                }
            }
        }
        if kept < original { cells.removeLast(original - kept) }
        if appended > 0 { cells.append(contentsOf: fresh[0..<appended]) }
        return appended
    }

    /// Adds `multiplier × source` into `target`: a cell whose symbol has a position (`positions[symbol] >= 0`) is
    /// summed in place (a sum that cancels becomes 0 and sets `cancelled`); the others are written to `fresh` from
    /// `appended` on, for the caller to append.
    @inline(__always)
    private static func merge(
        _ source: UnsafeBufferPointer<Cell>, times multiplier: Double, into target: UnsafeMutableBufferPointer<Cell>,
        positions position: UnsafeMutableBufferPointer<Int32>, fresh: UnsafeMutableBufferPointer<Cell>,
        appended: inout Int, cancelled: inout Bool
    ) {
        for cell in source {
            absorb(
                cell, times: multiplier, at: Int(position[cell.symbol]), into: target, fresh: fresh,
                appended: &appended, cancelled: &cancelled)
        }
    }

    /// One incoming cell: summed into `target[p]` when `p >= 0` (a sum that cancels becomes 0 and sets
    /// `cancelled`), else written to `fresh[appended]` unless negligible.
    @inline(__always)
    private static func absorb(
        _ cell: Cell, times multiplier: Double, at p: Int, into target: UnsafeMutableBufferPointer<Cell>,
        fresh: UnsafeMutableBufferPointer<Cell>, appended: inout Int, cancelled: inout Bool
    ) {
        let delta = cell.coefficient * multiplier
        if p >= 0 {
            let sum = target[p].coefficient + delta
            let negligible = nearZero(sum)
            target[p].coefficient = negligible ? 0 : sum
            cancelled = cancelled || negligible
        } else if !nearZero(delta) {
            fresh[appended] = Cell(symbol: cell.symbol, coefficient: delta)
            appended += 1
        }
    }

    /// Removes `symbol` and adds its coefficient times `row` in its place. Returns nil when the
    /// symbol is not in this row, else the number of cells appended.
    mutating func substitute(_ symbol: Symbol, with row: Row, positions: inout [Int32], fresh: inout [Cell]) -> Int? {
        if cells.count > 64 && cells.count > 8 * row.cells.count {
            return substituteIntoLongRow(symbol, with: row, positions: &positions, fresh: &fresh)
        }
        guard let i = index(of: symbol) else { return nil }
        let coefficient = cells[i].coefficient
        cells.swapAt(i, cells.count - 1)
        cells.removeLast()
        return add(row, times: coefficient, positions: &positions, fresh: &fresh)
    }

    /// `substitute` for a long row and a short replacement, with the same result cell for cell: the
    /// replacement's symbols are marked, and one pass over this row finds `symbol` and the cells they
    /// merge into. Searching for `symbol`, then marking and unmarking every cell of this row, read
    /// it three times (issue 18: the card screen's content-height rows hold a term per label, and
    /// every pivot on a label's symbol substitutes into them).
    private mutating func substituteIntoLongRow(
        _ symbol: Symbol, with row: Row, positions: inout [Int32], fresh: inout [Cell]
    ) -> Int? {
        let incoming = row.cells.count
        if fresh.count < incoming {
            fresh.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: incoming - fresh.count))
        }
        var found = -1
        var appended = 0
        var cancelled = false
        var multiplier = 0.0
        positions.withUnsafeMutableBufferPointer { position in
            row.cells.withUnsafeBufferPointer { source in
                for cell in source { position[cell.symbol] = -2 }
                cells.withUnsafeMutableBufferPointer { target in
                    for p in 0..<target.count {
                        let s = target[p].symbol
                        if s == symbol {
                            found = p
                        } else if position[s] == -2 {
                            position[s] = Int32(p)
                        }
                    }
                    guard found >= 0 else { return }
                    multiplier = target[found].coefficient
                    // As `substitute`: the last cell takes the removed one's place.
                    let last = target.count - 1
                    if found != last {
                        if position[target[last].symbol] >= 0 { position[target[last].symbol] = Int32(found) }
                        target.swapAt(found, last)
                    }
                    fresh.withUnsafeMutableBufferPointer { fresh in
                        Self.merge(
                            source, times: multiplier, into: target, positions: position, fresh: fresh,
                            appended: &appended, cancelled: &cancelled)
                    }
                }
                for cell in source { position[cell.symbol] = -1 }
            }
        }
        guard found >= 0 else { return nil }
        constant += row.constant * multiplier
        cells.removeLast()
        if cancelled { cells.removeAll { $0.coefficient == 0 } }
        if appended > 0 { cells.append(contentsOf: fresh[0..<appended]) }
        return appended
    }

    mutating func negate() {
        constant = -constant
        for i in cells.indices {
            cells[i].coefficient = -cells[i].coefficient
        }
    }

    /// Rewrites `0 = self` as `symbol = ...`, dropping the symbol's cell.
    mutating func solve(for symbol: Symbol) {
        let i = index(of: symbol)!
        let factor = -1 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for j in cells.indices {
            cells[j].coefficient *= factor
        }
    }

    /// Rewrites `lhs = self` as `rhs = ...`; `lhs` must not be in the row.
    mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
        cells.append(Cell(symbol: lhs, coefficient: -1))
        solve(for: rhs)
    }
}
