import Cassowary
import Foundation

/// The enaml-like benchmark system (Benchmarks/enaml-like-constraints.txt), with kiwi strengths mapped
/// monotonically into UIKit priorities (100 + 100·log10(strength): weak 100, medium 400, strong 700).
struct EnamlLikeSystem {
    var variables: [Variable] = []
    var variableByName: [String: Variable] = [:]
    var constraints: [Constraint] = []
    var editVariables: [Variable] = []
    var editPriority = 0.0

    func variable(_ name: String) -> Variable {
        variableByName[name]!
    }

    static let sizes: [(Double, Double)] = [(400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400)]

    static func priority(_ strength: String) -> Double {
        switch strength {
        case "required": return Priority.required
        case "strong": return 700
        case "medium": return 400
        case "weak": return 100
        default: return 100 + 100 * log10(Double(strength)!)
        }
    }

    static func load() throws -> EnamlLikeSystem {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/enaml-like-constraints.txt")
        let text = try String(contentsOf: url, encoding: .utf8)
        var system = EnamlLikeSystem()
        func variable(_ name: String) -> Variable {
            if let v = system.variableByName[name] { return v }
            let v = Variable(name)
            system.variableByName[name] = v
            system.variables.append(v)
            return v
        }
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "edit" {
                system.editVariables.append(variable(words[1]))
                system.editPriority = priority(words[2])
                continue
            }
            guard let bar = words.firstIndex(of: "|") else { continue }
            var expression = LinearExpression()
            for word in words[0..<(bar - 2)] {
                if let star = word.firstIndex(of: "*") {
                    let coefficient = Double(word[..<star])!
                    expression = expression + coefficient * variable(String(word[word.index(after: star)...]))
                } else {
                    expression = expression + Double(word)!
                }
            }
            let relation: Relation =
                words[bar - 2] == "==" ? .equal : words[bar - 2] == "<=" ? .lessThanOrEqual : .greaterThanOrEqual
            system.constraints.append(Constraint(expression, relation, priority: priority(words[bar + 1])))
        }
        return system
    }
}
