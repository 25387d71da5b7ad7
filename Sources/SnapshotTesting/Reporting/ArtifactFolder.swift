import Foundation

/// The failure artifacts of a run: `<stem>.actual.<ext>`, `<stem>.expected.<ext>`, `<stem>.diff.png`,
/// `<stem>.layout-diff.txt`, the failure record, and `index.html` over all of them.
struct ArtifactFolder {
    let directory: URL

    static let roles: Set<String> = [
        "actual", "expected", "diff", "text-diff", "layout-diff", "layout-actual", "failure",
    ]

    func url(_ name: GoldenName, role: String, pathExtension: String) -> URL {
        directory.appendingPathComponent(
            pathExtension.isEmpty ? "\(name.stem).\(role)" : "\(name.stem).\(role).\(pathExtension)")
    }

    func relative(_ url: URL) -> String {
        String(url.path.dropFirst(directory.path.count).drop { $0 == "/" })
    }

    @discardableResult
    func write(_ bytes: [UInt8], _ name: GoldenName, role: String, pathExtension: String) throws -> URL {
        let url = url(name, role: role, pathExtension: pathExtension)
        try AtomicFile.write(bytes, to: url)
        return url
    }

    /// Removes what an earlier failure of this golden left, so the report shows only current failures.
    /// Returns whether there was anything.
    @discardableResult
    func clear(_ name: GoldenName) -> Bool {
        let stemURL = directory.appendingPathComponent(name.stem)
        let folder = stemURL.deletingLastPathComponent()
        let prefix = stemURL.lastPathComponent + "."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return false }
        var removed = false
        for entry in entries where entry.hasPrefix(prefix) {
            let role = entry.dropFirst(prefix.count).split(separator: ".").first.map(String.init) ?? ""
            if Self.roles.contains(role) {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(entry))
                removed = true
            }
        }
        return removed
    }
}
