import Cassowary
import Foundation

/// A constraint system in the text format of `Benchmarks/enaml-like-constraints.txt` (described in
/// that file's header): one constraint a line, `+1*a -2*b +10 >= 0 | strength`, and `edit VAR
/// strength` lines. kiwi strengths map monotonically onto priorities, 100 + 100·log10(strength):
/// weak 100, medium 400, strong 700. The solver benchmark, `bench solve` and the solver's tests all
/// read systems through this one parser.
public struct EnamlLikeSystem {
    /// The window sizes kiwi's benchmark suggests in turn, as (width, height).
    public static let sizes: [(Double, Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    /// The file the benchmark and the tests read, found from this source file's place in the package.
    public static let benchmarkFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/enaml-like-constraints.txt")

    public private(set) var constraints: [Constraint] = []
    public private(set) var editVariables: [Variable] = []
    public private(set) var editPriority = 0.0
    /// Every variable, in the order the file first mentions it.
    public private(set) var variables: [Variable] = []
    private var variableByName: [String: Variable] = [:]

    /// A line the parser cannot read, with the line in its description.
    public struct FormatError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads the system at `path` (by default the benchmark's file). Throws the file system's error
    /// for a file that cannot be read and `FormatError` for a malformed line or a system without
    /// exactly two edit variables.
    public init(path: String = benchmarkFile.path) throws {
        try self.init(text: try String(contentsOfFile: path, encoding: .utf8))
    }

    public init(text: String) throws {
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "edit" {
                guard words.count == 3 else { throw FormatError(description: "bad edit line: \(line)") }
                editVariables.append(variable(named: words[1]))
                editPriority = try Self.priority(words[2])
                continue
            }
            let constraint = try Self.constraint(words, line: String(line)) { variable(named: $0) }
            constraints.append(constraint)
        }
        guard editVariables.count == 2 else { throw FormatError(description: "expected two edit variables") }
    }

    /// The variable the file calls `name`; traps for a name it never mentions, as a test's typo should.
    public func variable(_ name: String) -> Variable {
        guard let variable = variableByName[name] else { preconditionFailure("no variable \(name) in the system") }
        return variable
    }

    private mutating func variable(named name: String) -> Variable {
        if let v = variableByName[name] { return v }
        let v = Variable(name)
        variableByName[name] = v
        variables.append(v)
        return v
    }

    /// A kiwi strength (`required`, `strong`, `medium`, `weak` or a positive number) as a priority.
    public static func priority(_ strength: String) throws -> Double {
        switch strength {
        case "required": return Priority.required
        case "strong": return 700
        case "medium": return 400
        case "weak": return 100
        default:
            guard let value = Double(strength), value > 0 else {
                throw FormatError(description: "bad strength \(strength)")
            }
            return 100 + 100 * log10(value)
        }
    }

    /// One constraint line, already split into words; `variable` gives the variable for a name.
    public static func constraint(
        _ words: [String], line: String, variable: (String) -> Variable
    ) throws -> Constraint {
        guard let bar = words.firstIndex(of: "|"), bar >= 2, bar + 1 < words.count else {
            throw FormatError(description: "bad line: \(line)")
        }
        var terms: [Term] = []
        var constant = 0.0
        for word in words[0..<(bar - 2)] {
            if let star = word.firstIndex(of: "*"), let c = Double(word[..<star]) {
                terms.append(Term(variable(String(word[word.index(after: star)...])), c))
            } else if let c = Double(word) {
                constant += c
            } else {
                throw FormatError(description: "bad term \(word)")
            }
        }
        let relation: Relation
        switch words[bar - 2] {
        case "==": relation = .equal
        case "<=": relation = .lessThanOrEqual
        case ">=": relation = .greaterThanOrEqual
        default: throw FormatError(description: "bad relation in \(line)")
        }
        return Constraint(
            LinearExpression(terms: terms, constant: constant), relation, priority: try priority(words[bar + 1]))
    }
}
