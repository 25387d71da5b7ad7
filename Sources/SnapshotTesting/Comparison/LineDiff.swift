/// A line diff by longest common subsequence, printed like a unified diff: `-` golden, `+` snapshot,
/// two lines of context, long unchanged stretches folded.
public enum LineDiff {
    public enum Line: Equatable, Sendable {
        case same(String)
        case removed(String)
        case added(String)
    }

    public static func lines(from old: [Substring], to new: [Substring]) -> [Line] {
        // Common ends are cheap to strip and keep the table small for long dumps with local changes.
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let a = Array(old[prefix..<(old.count - suffix)])
        let b = Array(new[prefix..<(new.count - suffix)])
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result = old[..<prefix].map { Line.same(String($0)) }
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count && j < b.count && a[i] == b[j] {
                result.append(.same(String(a[i])))
                i += 1
                j += 1
            } else if i < a.count && (j == b.count || table[i + 1][j] >= table[i][j + 1]) {
                result.append(.removed(String(a[i])))
                i += 1
            } else {
                result.append(.added(String(b[j])))
                j += 1
            }
        }
        result += old[(old.count - suffix)...].map { Line.same(String($0)) }
        return result
    }

    /// The diff as text, or nil when the texts are equal.
    public static func unified(from old: String, to new: String, context: Int = 2) -> String? {
        guard old != new else { return nil }
        let diff = lines(
            from: old.split(separator: "\n", omittingEmptySubsequences: false),
            to: new.split(separator: "\n", omittingEmptySubsequences: false))
        var shown = [Bool](repeating: false, count: diff.count)
        for index in diff.indices {
            if case .same = diff[index] { continue }
            for near in max(0, index - context)...min(diff.count - 1, index + context) { shown[near] = true }
        }
        var output: [String] = []
        var lastPrinted = -1
        for index in diff.indices where shown[index] {
            if index > lastPrinted + 1 { output.append("@@ line \(index + 1) @@") }
            switch diff[index] {
            case .same(let text): output.append("  " + text)
            case .removed(let text): output.append("- " + text)
            case .added(let text): output.append("+ " + text)
            }
            lastPrinted = index
        }
        return output.joined(separator: "\n")
    }
}
