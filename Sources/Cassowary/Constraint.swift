/// `expression <relation> 0` at a priority. Identity-hashed; only its constant changes, through
/// `Solver.updateConstant(of:to:)`.
public final class Constraint: Hashable, CustomStringConvertible {
    public internal(set) var expression: LinearExpression
    public let relation: Relation
    public let priority: Double

    public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = Priority.required) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
    }

    /// Builds `lhs <relation> rhs`.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = Priority.required
    ) {
        self.init(lhs - rhs, relation, priority: priority)
    }

    public var isRequired: Bool {
        priority >= Priority.required
    }

    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        "\(expression) \(relation) 0 | priority \(formatNumber(priority))"
    }
}
