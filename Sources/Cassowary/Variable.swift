/// An unknown of a constraint system. Identity-hashed: two variables with the same name are distinct.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// The solved value, written by `Solver.updateVariables()`; 0 until then.
    public internal(set) var value: Double = 0

    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name
    }
}
