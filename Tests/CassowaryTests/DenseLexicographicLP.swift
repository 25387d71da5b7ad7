import Cassowary

/// An independent reference for small systems: a dense two-phase simplex (Bland's rule) over
/// nonnegative variables, applied level by level to get the lexicographic optimum of the violations.
/// Shares no code or representation with the solver under test.
struct DenseLexicographicLP {
    /// One linear constraint over the original (free) variables: sum(coefficients * x) + constant
    /// `relation` 0, at a priority (>= 1000 is required).
    struct Item {
        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        var priority: Double
    }

    /// nil when the required items are infeasible; otherwise the minimal total violation of each
    /// priority level, highest level first.
    static func optimalViolations(variableCount n: Int, items: [Item], levels: [Double]) -> [Double]? {
        // Columns: x+ (n), x- (n), then one or two error columns per non-required item.
        var rows: [(a: [Double], relation: Relation, b: Double)] = []
        var errorColumns: [(column: Int, priority: Double)] = []
        var columnCount = 2 * n
        var pending: [(Item, [Int], [Double])] = []
        for item in items {
            var extraColumns: [Int] = []
            var extraSigns: [Double] = []
            if item.priority < 1000 {
                switch item.relation {
                case .equal:
                    extraColumns = [columnCount, columnCount + 1]
                    extraSigns = [1, -1]
                    columnCount += 2
                case .greaterThanOrEqual:
                    extraColumns = [columnCount]
                    extraSigns = [1]
                    columnCount += 1
                case .lessThanOrEqual:
                    extraColumns = [columnCount]
                    extraSigns = [-1]
                    columnCount += 1
                }
                for column in extraColumns { errorColumns.append((column, item.priority)) }
            }
            pending.append((item, extraColumns, extraSigns))
        }
        for (item, extraColumns, extraSigns) in pending {
            var a = [Double](repeating: 0, count: columnCount)
            for i in 0..<n {
                a[i] = item.coefficients[i]
                a[n + i] = -item.coefficients[i]
            }
            for (column, sign) in zip(extraColumns, extraSigns) { a[column] = sign }
            rows.append((a, item.relation, -item.constant))
        }
        var optima: [Double] = []
        for level in levels {
            var cost = [Double](repeating: 0, count: columnCount)
            for error in errorColumns where error.priority == level { cost[error.column] = 1 }
            guard let value = minimize(cost: cost, rows: rows) else { return nil }
            optima.append(value)
            // Later levels may not worsen this one.
            rows.append((cost, .lessThanOrEqual, value + 1e-9 * max(1, abs(value))))
        }
        if levels.isEmpty {
            guard minimize(cost: [Double](repeating: 0, count: columnCount), rows: rows) != nil else { return nil }
        }
        return optima
    }

    /// min cost·z subject to rows, z >= 0; nil when infeasible. Bounded by construction of the callers.
    static func minimize(cost: [Double], rows input: [(a: [Double], relation: Relation, b: Double)]) -> Double? {
        let n = cost.count
        let m = input.count
        // Column layout: n structural, then one slack/surplus per inequality, then one artificial per row.
        var slackColumn = [Int](repeating: -1, count: m)
        var width = n
        for i in 0..<m where input[i].relation != .equal {
            slackColumn[i] = width
            width += 1
        }
        let firstArtificial = width
        width += m
        var table = [[Double]](repeating: [Double](repeating: 0, count: width + 1), count: m)
        var basis = [Int](repeating: 0, count: m)
        for i in 0..<m {
            var a = input[i].a
            var b = input[i].b
            var relation = input[i].relation
            if b < 0 {
                a = a.map { -$0 }
                b = -b
                relation =
                    relation == .lessThanOrEqual
                    ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal
            }
            for j in 0..<n { table[i][j] = a[j] }
            if slackColumn[i] >= 0 {
                table[i][slackColumn[i]] = relation == .lessThanOrEqual ? 1 : -1
            }
            table[i][firstArtificial + i] = 1
            table[i][width] = b
            basis[i] = firstArtificial + i
        }

        func pivot(_ r: Int, _ c: Int) {
            let p = table[r][c]
            for j in 0...width { table[r][j] /= p }
            for i in 0..<m where i != r && table[i][c] != 0 {
                let f = table[i][c]
                for j in 0...width { table[i][j] -= f * table[r][j] }
            }
            basis[r] = c
        }

        func run(_ c: [Double], allowed: (Int) -> Bool) {
            while true {
                var entering = -1
                for j in 0..<width where allowed(j) && !basis.contains(j) {
                    var reduced = c[j]
                    for i in 0..<m { reduced -= c[basis[i]] * table[i][j] }
                    if reduced < -1e-10 {
                        entering = j
                        break
                    }
                }
                if entering < 0 { return }
                var leaving = -1
                var best = Double.infinity
                for i in 0..<m where table[i][entering] > 1e-10 {
                    let ratio = table[i][width] / table[i][entering]
                    if ratio < best - 1e-12 || (abs(ratio - best) <= 1e-12 && basis[i] < basis[leaving]) {
                        best = ratio
                        leaving = i
                    }
                }
                if leaving < 0 { return }
                pivot(leaving, entering)
            }
        }

        var phaseOne = [Double](repeating: 0, count: width)
        for j in firstArtificial..<width { phaseOne[j] = 1 }
        run(phaseOne, allowed: { _ in true })
        var infeasibility = 0.0
        for i in 0..<m where basis[i] >= firstArtificial { infeasibility += table[i][width] }
        if infeasibility > 1e-7 { return nil }
        // Drive zero-level artificials out of the basis where possible.
        for i in 0..<m where basis[i] >= firstArtificial {
            if let j = (0..<firstArtificial).first(where: { abs(table[i][$0]) > 1e-9 && !basis.contains($0) }) {
                pivot(i, j)
            }
        }
        var phaseTwo = [Double](repeating: 0, count: width)
        for j in 0..<n { phaseTwo[j] = cost[j] }
        run(phaseTwo, allowed: { $0 < firstArtificial })
        var value = 0.0
        for i in 0..<m where basis[i] < n { value += cost[basis[i]] * table[i][width] }
        return value
    }
}
