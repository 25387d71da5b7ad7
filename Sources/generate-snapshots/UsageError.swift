import NameMatching

/// A mistake on the command line: printed with the usage hint, exit status 2, before any work.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    init(_ message: String) { self.message = message }
    var description: String { message }

    static func unknown(_ kind: String, _ name: String, among candidates: [String]) -> UsageError {
        var message = "unknown \(kind) '\(name)'"
        if let suggestion = NameSuggestion.closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        // Short lists are spelled out; scenes and devices are listed by --list.
        let all = candidates.count <= 16 ? "one of: \(candidates.joined(separator: ", "))" : "--list shows them all"
        return UsageError(message + " (\(all))")
    }
}
