import Foundation

/// Goldens that nothing produces any more: files under the goldens folder that are not among the
/// expected ones (relative paths, such as ``GoldenName/files(for:explained:)`` lists). The provenance
/// manifest and hidden files are never orphans.
public enum GoldenOrphans {
    public static func list(in directory: URL, expected: Set<String>) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var orphans: [String] = []
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            if isHidden || path == Provenance.fileName || expected.contains(path) { continue }
            orphans.append(path)
        }
        return orphans.sorted()
    }

    /// Removes the orphans (and folders they leave empty); returns what was removed.
    @discardableResult
    public static func prune(in directory: URL, expected: Set<String>) throws -> [String] {
        let orphans = list(in: directory, expected: expected)
        for path in orphans {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(path))
            var folder = directory.appendingPathComponent(path).deletingLastPathComponent()
            while folder.path.count > directory.path.count,
                (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
            {
                try FileManager.default.removeItem(at: folder)
                folder.deleteLastPathComponent()
            }
        }
        return orphans
    }
}
