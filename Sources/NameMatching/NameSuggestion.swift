/// "Did you mean …?" for names a person typed: scene and device names on the command line, device
/// names in code. Every such message in the package asks here, so they all suggest alike.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance, ignoring case; among equally close ones, the
    /// first. `nil` only when there are no candidates: a suggestion is offered however far the typo.
    ///
    /// ```swift
    /// NameSuggestion.closest(to: "iphone8", among: ["iPhone8", "iPadPro12_9"])  // "iPhone8"
    /// NameSuggestion.closest(to: "readable", among: ["readable-grid", "scroll-text"])  // "readable-grid"
    /// NameSuggestion.closest(to: "x", among: [])  // nil
    /// ```
    public static func closest(to name: String, among candidates: [String]) -> String? {
        let query = Array(name.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(query, Array(candidate.lowercased()))
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance: the fewest single-character insertions, deletions and substitutions that
    /// turn `a` into `b`. Case counts; compare lowercased strings to ignore it.
    ///
    /// ```swift
    /// NameSuggestion.editDistance("kitten", "sitting")  // 3
    /// NameSuggestion.editDistance("", "abc")  // 3
    /// NameSuggestion.editDistance("iPhone8", "iphone8")  // 1
    /// ```
    public static func editDistance(_ a: String, _ b: String) -> Int {
        editDistance(Array(a), Array(b))
    }

    /// One row of the dynamic-programming table at a time: O(|a|·|b|) time, O(|b|) memory.
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for (i, ca) in a.enumerated() {
            current[0] = i + 1
            for (j, cb) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
