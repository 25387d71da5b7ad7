/// A sparse linear form `constant + sum(cells)`. Rows in layout tableaux hold a handful of cells, so
/// cells are an unsorted contiguous array searched linearly: cheaper than hashing or keeping order.
struct Row {
    var cells: ContiguousArray<Cell>
    var constant: Double

    init(constant: Double = 0) {
        self.cells = []
        self.constant = constant
    }

    func index(of symbol: Symbol) -> Int? {
        var i = 0
        let n = cells.count
        while i < n {
            if cells[i].symbol == symbol { return i }
            i += 1
        }
        return nil
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
    /// caller can index their columns.
    @discardableResult
    mutating func add(_ other: Row, times multiplier: Double) -> Int {
        constant += other.constant * multiplier
        let original = cells.count
        var cancelled = false
        var appended = 0
        for cell in other.cells {
            let delta = cell.coefficient * multiplier
            var i = 0
            while i < original && cells[i].symbol != cell.symbol { i += 1 }
            if i < original {
                let sum = cells[i].coefficient + delta
                if nearZero(sum) {
                    cells[i].coefficient = 0
                    cancelled = true
                } else {
                    cells[i].coefficient = sum
                }
            } else if !nearZero(delta) {
                cells.append(Cell(symbol: cell.symbol, coefficient: delta))
                appended += 1
            }
        }
        if cancelled {
            // Stable, so appended cells stay at the tail.
            cells.removeAll { $0.coefficient == 0 }
        }
        return appended
    }

    /// Removes `symbol` and adds its coefficient times `row` in its place.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with row: Row) -> Int {
        guard let i = index(of: symbol) else { return 0 }
        let coefficient = cells[i].coefficient
        cells.remove(at: i)
        return add(row, times: coefficient)
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
