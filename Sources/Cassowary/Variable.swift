/// An unknown of a constraint system. Identity-hashed: two variables with the same name are distinct.
public final class Variable: Hashable, CustomStringConvertible {
    public let name: String
    /// Out of line so that `updateVariables` writes plain memory: a stored class property would cost
    /// a dynamic exclusivity check on every write.
    private let storage: UnsafeMutablePointer<Double>

    /// The solved value, written by `Solver.updateVariables()`; 0 until then.
    public internal(set) var value: Double {
        get { storage.pointee }
        set { storage.pointee = newValue }
    }

    public init(_ name: String = "") {
        self.name = name
        storage = .allocate(capacity: 1)
        storage.initialize(to: 0)
    }

    deinit {
        storage.deallocate()
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
