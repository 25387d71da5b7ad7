import Cassowary
import Foundation

/// The enaml-like system file (format in its header). kiwi strengths map monotonically onto
/// priorities: 100 + 100·log10(strength), i.e. weak 100, medium 400, strong 700.
struct EnamlLikeSystem {
    static let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    var constraints: [Constraint] = []
    var editVariables: [Variable] = []
    var editPriority = 0.0

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    static func priority(_ strength: String) throws -> Double {
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

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var variables: [String: Variable] = [:]
        func variable(_ name: String) -> Variable {
            if let v = variables[name] { return v }
            let v = Variable(name)
            variables[name] = v
            return v
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "edit", words.count == 3 {
                editVariables.append(variable(words[1]))
                editPriority = try Self.priority(words[2])
                continue
            }
            constraints.append(try Self.constraint(words, line: String(line), variable: variable))
        }
        guard editVariables.count == 2 else { throw FormatError(description: "expected two edit variables") }
    }

    /// One constraint line: `+1*a -2*b +10 >= 0 | strength`, already split into words.
    static func constraint(_ words: [String], line: String, variable: (String) -> Variable) throws -> Constraint {
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
