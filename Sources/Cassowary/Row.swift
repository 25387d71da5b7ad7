/// A sparse linear form `constant + sum(cells)`. Rows in layout tableaux hold a handful of cells, so
/// cells are an unsorted contiguous array searched linearly: cheaper than hashing or keeping order.
///
/// A few rows are long and keep being substituted into (issue 18: the card screen's content-height
/// rows hold a term per label, ~15,000 cells at 10,000 views, and ~10,000 pivots of its first solve
/// substitute into them). Each such substitution removes one cell, appends one and cancels one at a
/// random place, so even a single pass over the row per substitution made the solve quadratic. Such
/// a row gets a `longIndex` (symbol to position) on its `longIndexThreshold`th long substitution,
/// which `substitute` keeps up to date; a cell that cancels there becomes a hole (coefficient 0)
/// instead of closing up, and holes are squeezed out once they are a quarter of the storage. The
/// holes are invisible outside: `cells` and every other reader see the cells in the order the
/// plain merge would have left them, so solutions do not depend on whether a row is indexed. Every
/// other mutation squeezes the holes out and drops the index first.
struct Row {
    /// The cells with, while `longIndex` is set, `holes` cancelled ones left in place.
    private var storage: ContiguousArray<Cell>
    var constant: Double
    private var longIndex: [Symbol: Int32]?
    private var holes: Int32 = 0
    /// Long substitutions since the row was made or its index dropped: building the index costs more
    /// than a few passes over the row, which rows that are seldom substituted into never repay.
    private var longSubstitutions: Int32 = 0
    private static let longIndexThreshold: Int32 = 4

    init(constant: Double = 0) {
        self.storage = []
        self.constant = constant
    }

    /// The cells in order, as if cancelled cells had always closed up.
    var cells: ContiguousArray<Cell> {
        @inline(__always) get { holes == 0 ? storage : storage.filter { $0.coefficient != 0 } }
    }

    var count: Int { storage.count - Int(holes) }

    /// Position in `storage`. Searches from the tail: merges append there, so recently introduced
    /// symbols (the usual pivot and substitution targets) sit near the end of long rows.
    private func index(of symbol: Symbol) -> Int? {
        if let longIndex { return longIndex[symbol].map { Int($0) } }
        return storage.withUnsafeBufferPointer { buffer in
            var i = buffer.count
            while i > 0 {
                i -= 1
                if buffer[i].symbol == symbol { return i }
            }
            return nil
        }
    }

    func contains(_ symbol: Symbol) -> Bool {
        index(of: symbol) != nil
    }

    func coefficient(of symbol: Symbol) -> Double {
        storedCoefficient(of: symbol) ?? 0
    }

    /// The coefficient of the symbol's cell, or nil when the row has none.
    func storedCoefficient(of symbol: Symbol) -> Double? {
        index(of: symbol).map { storage[$0].coefficient }
    }

    /// The last `count` cells in order (a merge appends its new cells there, and holes never).
    @inline(__always)
    func lastCells(_ count: Int) -> ArraySlice<Cell> {
        holes == 0 ? storage[(storage.count - count)...] : lastCellsAmongHoles(count)
    }

    private func lastCellsAmongHoles(_ count: Int) -> ArraySlice<Cell> {
        let tail = storage[(storage.count - count)...]
        return tail.contains(where: { $0.coefficient == 0 }) ? cells.suffix(count) : tail
    }

    /// `constant + Σ values[symbol] × coefficient`, summed in the order of the cells.
    @inline(__always)
    func evaluated(at values: [Double]) -> Double {
        var sum = constant
        for cell in storage where holes == 0 || cell.coefficient != 0 { sum += values[cell.symbol] * cell.coefficient }
        return sum
    }

    /// Squeezes the holes out and drops the index, before a mutation that does not maintain it.
    @inline(__always)
    private mutating func dropLongIndex() {
        if longIndex != nil { discardLongIndex() }
    }

    private mutating func discardLongIndex() {
        if holes > 0 { storage.removeAll { $0.coefficient == 0 } }
        holes = 0
        longIndex = nil
        longSubstitutions = 0
    }

    private mutating func buildLongIndex() {
        if holes > 0 { storage.removeAll { $0.coefficient == 0 } }
        holes = 0
        var index: [Symbol: Int32] = [:]
        index.reserveCapacity(storage.count * 2)
        for (i, cell) in storage.enumerated() { index[cell.symbol] = Int32(i) }
        longIndex = index
    }

    mutating func reserveCapacity(_ capacity: Int) { storage.reserveCapacity(capacity) }

    mutating func append(_ cell: Cell) {
        dropLongIndex()
        storage.append(cell)
    }

    /// Removes the symbol's cell, keeping the others in order.
    mutating func remove(_ symbol: Symbol) {
        dropLongIndex()
        if let i = index(of: symbol) { storage.remove(at: i) }
    }

    /// Adds `coefficient * symbol`; returns whether a new cell was appended.
    @discardableResult
    mutating func add(_ symbol: Symbol, _ coefficient: Double) -> Bool {
        dropLongIndex()
        if let i = index(of: symbol) {
            let sum = storage[i].coefficient + coefficient
            if nearZero(sum) {
                storage.remove(at: i)
            } else {
                storage[i].coefficient = sum
            }
            return false
        }
        if nearZero(coefficient) { return false }
        storage.append(Cell(symbol: symbol, coefficient: coefficient))
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
        dropLongIndex()
        constant += other.constant * multiplier
        // Holes merge as nothing (0 × multiplier changes no sum and makes no cell), so `other`'s storage
        // is read as it is.
        let original = storage.count
        let incoming = other.storage.count
        if incoming == 0 { return 0 }
        if fresh.count < incoming {
            fresh.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: incoming - fresh.count))
        }
        var kept = original
        var appended = 0
        storage.withUnsafeMutableBufferPointer { target in
            var cancelled = false
            fresh.withUnsafeMutableBufferPointer { fresh in
                other.storage.withUnsafeBufferPointer { source in
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
        if kept < original { storage.removeLast(original - kept) }
        if appended > 0 { storage.append(contentsOf: fresh[0..<appended]) }
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
        if longIndex != nil { return substituteIndexed(symbol, with: row, fresh: &fresh) }
        if storage.count > 64 && storage.count > 8 * row.count {
            longSubstitutions += 1
            if longSubstitutions >= Self.longIndexThreshold {
                buildLongIndex()
                return substituteIndexed(symbol, with: row, fresh: &fresh)
            }
            return substituteIntoLongRow(symbol, with: row, positions: &positions, fresh: &fresh)
        }
        guard let i = index(of: symbol) else { return nil }
        let coefficient = storage[i].coefficient
        storage.swapAt(i, storage.count - 1)
        storage.removeLast()
        return add(row, times: coefficient, positions: &positions, fresh: &fresh)
    }

    /// `substitute` on an indexed row, with the same result as the plain one: it reads and writes
    /// only the cells of the symbol and of `row`'s symbols, and leaves the cells that cancel as holes.
    private mutating func substituteIndexed(_ symbol: Symbol, with row: Row, fresh: inout [Cell]) -> Int? {
        var index = longIndex!
        longIndex = nil
        guard let stored = index[symbol] else {
            longIndex = index
            return nil
        }
        let found = Int(stored)
        let multiplier = storage[found].coefficient
        index[symbol] = nil
        // As the plain path: the last cell takes the removed one's place. Trailing holes go first, so
        // that the last stored cell is the last one `cells` shows.
        while storage[storage.count - 1].coefficient == 0 {
            storage.removeLast()
            holes -= 1
        }
        let last = storage.count - 1
        if found != last {
            storage.swapAt(found, last)
            index[storage[found].symbol] = Int32(found)
        }
        storage.removeLast()
        constant += row.constant * multiplier
        // As in `add`, holes of `row` merge as nothing.
        let source = row.storage
        if fresh.count < source.count {
            fresh.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: source.count - fresh.count))
        }
        var appended = 0
        var cancelled = false
        var newHoles: Int32 = 0
        storage.withUnsafeMutableBufferPointer { target in
            fresh.withUnsafeMutableBufferPointer { fresh in
                for cell in source {
                    let p = index[cell.symbol].map { Int($0) } ?? -1
                    Self.absorb(
                        cell, times: multiplier, at: p, into: target, fresh: fresh, appended: &appended,
                        cancelled: &cancelled)
                    if p >= 0 && target[p].coefficient == 0 {
                        index[cell.symbol] = nil
                        newHoles += 1
                    }
                }
            }
        }
        for j in 0..<appended { index[fresh[j].symbol] = Int32(storage.count + j) }
        if appended > 0 { storage.append(contentsOf: fresh[0..<appended]) }
        holes += newHoles
        if Int(holes) * 4 > storage.count {
            buildLongIndex()
        } else {
            longIndex = index
        }
        return appended
    }

    /// `substitute` for a long row and a short replacement before the row is indexed, with the same
    /// result cell for cell: the replacement's symbols are marked, and one pass over this row finds
    /// `symbol` and the cells they merge into (searching for `symbol`, then marking and unmarking
    /// every cell of this row, would read it three times).
    private mutating func substituteIntoLongRow(
        _ symbol: Symbol, with row: Row, positions: inout [Int32], fresh: inout [Cell]
    ) -> Int? {
        let incoming = row.count
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
                storage.withUnsafeMutableBufferPointer { target in
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
        storage.removeLast()
        if cancelled { storage.removeAll { $0.coefficient == 0 } }
        if appended > 0 { storage.append(contentsOf: fresh[0..<appended]) }
        return appended
    }

    mutating func negate() {
        dropLongIndex()
        constant = -constant
        for i in storage.indices {
            storage[i].coefficient = -storage[i].coefficient
        }
    }

    /// Rewrites `0 = self` as `symbol = ...`, dropping the symbol's cell.
    mutating func solve(for symbol: Symbol) {
        dropLongIndex()
        let i = index(of: symbol)!
        let factor = -1 / storage[i].coefficient
        storage.remove(at: i)
        constant *= factor
        for j in storage.indices {
            storage[j].coefficient *= factor
        }
    }

    /// Rewrites `lhs = self` as `rhs = ...`; `lhs` must not be in the row.
    mutating func solve(_ lhs: Symbol, for rhs: Symbol) {
        append(Cell(symbol: lhs, coefficient: -1))
        solve(for: rhs)
    }
}
