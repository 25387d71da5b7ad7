/// How a constraint's expression compares with zero.
public enum Relation: Sendable {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

extension Relation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
