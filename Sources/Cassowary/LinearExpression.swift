/// A linear expression `sum(terms) + constant`. Terms are kept as written (a variable may repeat);
/// the solver merges them. Named apart from Foundation's predicate `Expression`, so that code importing
/// both modules can write it bare.
public struct LinearExpression {
    public var terms: [Term]
    public var constant: Double

    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    public init(_ term: Term) {
        self.terms = [term]
        self.constant = 0
    }

    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Evaluated with the variables' current values.
    public var value: Double {
        var sum = constant
        for term in terms {
            sum += term.coefficient * term.variable.value
        }
        return sum
    }
}

extension LinearExpression: CustomStringConvertible {
    public var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append(formatNumber(constant))
        }
        return parts.joined(separator: " + ")
    }
}

/// Integral values print without a fraction so that logs read like UIKit's.
func formatNumber(_ value: Double) -> String {
    // Int64 conversion rather than rounded(): the module links no libm.
    if value.isFinite, abs(value) < 1e15, value == Double(Int64(value)) {
        return String(Int64(value))
    }
    return String(value)
}
