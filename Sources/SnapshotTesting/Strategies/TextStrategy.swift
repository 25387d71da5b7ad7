extension Diffing where Value == String {
    /// UTF-8 text compared line by line; the failure shows a line diff.
    public static var lines: Diffing {
        Diffing(
            toData: { Array($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { expected, actual in
                guard let diff = LineDiff.unified(from: expected, to: actual) else { return nil }
                let changed = diff.split(separator: "\n").filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count
                return SnapshotDifference(
                    summary: "\(changed) line(s) differ (- golden, + snapshot):\n\(diff)",
                    artifacts: [SnapshotArtifact(role: "text-diff", pathExtension: "txt") { Array(diff.utf8) }])
            })
    }
}

extension Snapshotting where Value == String, Format == String {
    /// Text goldens (`.txt`), such as a layout dump, compared line by line.
    public static var lines: Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { $0 }
    }
}
