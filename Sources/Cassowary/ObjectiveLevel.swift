/// The objective of one priority level: the sum of that level's error symbols, written in the
/// current nonbasic symbols. Coefficients are dense by symbol id because every pivot looks up the
/// entering symbol in every level, and levels can grow to thousands of cells on large layouts.
struct ObjectiveLevel {
    let priority: Double
    /// Constraints and edit variables at this priority.
    var references = 0
    var constant = 0.0
    private(set) var coefficients: [Double] = []
    /// Superset of the symbols with a nonzero coefficient; stale entries are dropped by `compact`.
    private(set) var members: [Symbol] = []
    private var listed: [Bool] = []
    /// Symbols whose coefficient changed since the last `drainTouched`: the only ones whose
    /// reduced cost can have become negative, so the entering-symbol search looks at them alone.
    private var touched: [Symbol] = []
    private var isTouched: [Bool] = []

    init(priority: Double) {
        self.priority = priority
    }

    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        let i = symbol
        return i < coefficients.count ? coefficients[i] : 0
    }

    mutating func add(_ symbol: Symbol, _ coefficient: Double) {
        let i = symbol
        if i >= coefficients.count {
            let extra = max(i + 1 - coefficients.count, coefficients.count / 2 + 16)
            // Arrays, not `repeatElement`: a debug build appends that element by element through the
            // iterator protocol, hundreds of times slower, and the layout dump's ambiguity probe grows a
            // fresh level to every symbol for each view it probes.
            coefficients.append(contentsOf: [Double](repeating: 0, count: extra))
            listed.append(contentsOf: [Bool](repeating: false, count: extra))
            isTouched.append(contentsOf: [Bool](repeating: false, count: extra))
        }
        if !isTouched[i] {
            isTouched[i] = true
            touched.append(symbol)
        }
        let sum = coefficients[i] + coefficient
        if nearZero(sum) {
            coefficients[i] = 0
        } else {
            coefficients[i] = sum
            if !listed[i] {
                listed[i] = true
                members.append(symbol)
            }
        }
    }

    mutating func add(_ row: Row, times multiplier: Double) {
        constant += row.constant * multiplier
        for cell in row.cells {
            add(cell.symbol, cell.coefficient * multiplier)
        }
    }

    mutating func substitute(_ symbol: Symbol, with row: Row) {
        let c = coefficient(of: symbol)
        if c != 0 {
            coefficients[symbol] = 0
            add(row, times: c)
        }
    }

    var liveMemberCount: Int { members.count { coefficients[$0] != 0 } }

    /// Drops members whose coefficient went to zero, and returns the live ones.
    mutating func compactMembers() -> [Symbol] {
        var w = 0
        for r in members.indices {
            let s = members[r]
            if coefficients[s] != 0 {
                members[w] = s
                w += 1
            } else {
                listed[s] = false
            }
        }
        members.removeLast(members.count - w)
        return members
    }

    mutating func drainTouched(into list: inout [Symbol]) {
        for s in touched {
            isTouched[s] = false
            list.append(s)
        }
        touched.removeAll(keepingCapacity: true)
    }

    /// Marks every live member as touched, after a change (a level removed) that can unblock them.
    mutating func touchAll() {
        for s in compactMembers() where !isTouched[s] {
            isTouched[s] = true
            touched.append(s)
        }
    }
}
