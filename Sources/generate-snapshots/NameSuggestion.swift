/// "Did you mean …?" for names typed on the command line.
enum NameSuggestion {
    static func closest(to name: String, among candidates: [String]) -> String? {
        let query = Array(name.lowercased())
        return candidates.min { distance(query, Array($0.lowercased())) < distance(query, Array($1.lowercased())) }
    }

    /// Levenshtein distance, one row at a time.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
