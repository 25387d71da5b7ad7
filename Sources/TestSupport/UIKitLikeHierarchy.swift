import Cassowary

/// A seeded, deterministic view hierarchy shaped like a UIKit layout. Every view has left, top,
/// width and height; it sits at its parent's leading margin or after its previous sibling, and at
/// its parent's top margin (sometimes as an inequality with a weak preference). Containers (70%)
/// take a share of the parent's width and a quarter of its height (required); labels (30%) have an
/// intrinsic size with compression resistance at 750 and hugging at 250. The last child's trailing
/// edge stays inside its parent at 999. `scripts/peers/kiwi_bench.py` generates the same system
/// from the same seed. Shared by `bench solver` and the tests of the sweep's worst systems.
public struct UIKitLikeHierarchy {
    public struct Spec {
        public var terms: [(variable: Int, coefficient: Double)]
        public var constant: Double
        public var relation: Relation
        public var priority: Double
    }

    public let viewCount: Int
    public private(set) var specs: [Spec] = []

    public init(viewCount: Int, seed: UInt64) {
        self.viewCount = viewCount
        var generator = SeededGenerator(seed: seed)
        func next(_ bound: UInt64) -> Double { Double(generator.next() % bound) }
        func left(_ view: Int) -> Int { 4 * view }
        func top(_ view: Int) -> Int { 4 * view + 1 }
        func width(_ view: Int) -> Int { 4 * view + 2 }
        func height(_ view: Int) -> Int { 4 * view + 3 }
        func add(_ terms: [(Int, Double)], _ constant: Double, _ relation: Relation, _ priority: Double = 1000) {
            specs.append(
                Spec(terms: terms.map { ($0.0, $0.1) }, constant: constant, relation: relation, priority: priority))
        }

        add([(left(0), 1)], 0, .equal)
        add([(top(0), 1)], 0, .equal)
        add([(width(0), 1)], -20 * Double(max(viewCount, 1)), .equal)
        add([(height(0), 1)], -2000, .equal)
        var parent = 0
        var siblings = 1 + next(6)
        var remaining = Int(siblings)
        var previous = -1
        for view in 1..<max(viewCount, 1) {
            if remaining == 0 {
                parent += 1
                siblings = 1 + next(6)
                remaining = Int(siblings)
                previous = -1
            }
            remaining -= 1
            let margin = next(17)
            let spacing = next(13)
            if previous < 0 {
                add([(left(view), 1), (left(parent), -1)], -margin, .equal)
            } else {
                add([(left(view), 1), (left(previous), -1), (width(previous), -1)], -spacing, .equal)
            }
            if next(4) == 0 {
                add([(top(view), 1), (top(parent), -1)], -margin, .greaterThanOrEqual)
                add([(top(view), 1), (top(parent), -1)], -margin - 4, .equal, 250)
            } else {
                add([(top(view), 1), (top(parent), -1)], -margin, .equal)
            }
            if next(10) < 7 {
                add([(width(view), 1), (width(parent), -1 / siblings)], 8, .equal)
                add([(height(view), 1), (height(parent), -0.25)], 0, .equal)
            } else {
                let intrinsicWidth = 20 + next(61)
                let intrinsicHeight = 12 + next(17)
                add([(width(view), 1)], -intrinsicWidth, .greaterThanOrEqual, 750)
                add([(width(view), 1)], -intrinsicWidth, .lessThanOrEqual, 250)
                add([(width(view), 1)], 0, .greaterThanOrEqual)
                add([(height(view), 1)], -intrinsicHeight, .greaterThanOrEqual, 750)
                add([(height(view), 1)], -intrinsicHeight, .lessThanOrEqual, 250)
            }
            if remaining == 0 {
                add(
                    [(left(view), 1), (width(view), 1), (left(parent), -1), (width(parent), -1)], 0, .lessThanOrEqual,
                    999)
            }
            previous = view
        }
    }

    /// Identical in the Python generator, to show both measured the same system.
    public var checksum: Double {
        var sum = 0.0
        for (i, spec) in specs.enumerated() {
            var value = spec.constant + spec.priority
            for term in spec.terms { value += Double(term.variable) * term.coefficient }
            sum += Double(i % 97 + 1) * value
        }
        return sum
    }

    public func makeConstraints() -> (variables: [Variable], constraints: [Constraint]) {
        let variables = (0..<(4 * max(viewCount, 1))).map { Variable("v\($0)") }
        let constraints = specs.map { spec in
            Constraint(
                LinearExpression(
                    terms: spec.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: spec.constant),
                spec.relation, priority: spec.priority)
        }
        return (variables, constraints)
    }
}
