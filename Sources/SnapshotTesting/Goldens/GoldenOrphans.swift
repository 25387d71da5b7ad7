import Foundation
import SnapshotRenderer

/// Goldens that nothing produces any more, in a folder a tool owns only in part. Only files whose
/// names the tool's own naming can produce are ever orphans; every other file is "not ours": listed,
/// never removed, since it may be a user's golden, a README or another tool's output. The provenance
/// manifest and hidden files are neither.
public enum GoldenOrphans {
    /// What a tool says about one file of its folder (a relative path).
    public enum Ownership: Sendable {
        /// A name the tool's naming makes, and the tool still writes it.
        case produced
        /// A name the tool's naming makes, but nothing writes it any more.
        case orphan
        /// Not a name the tool makes: left alone.
        case notOurs
    }

    /// The regular files under `directory` that `classify` calls orphans, and those it calls not ours
    /// (relative paths, sorted).
    public static func survey(in directory: URL, classify: (String) -> Ownership) -> (
        orphans: [String], notOurs: [String]
    ) {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return ([], []) }
        var orphans: [String] = []
        var notOurs: [String] = []
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            let url = directory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue
            else { continue }
            let isHidden = path.split(separator: "/").contains { $0.hasPrefix(".") }
            if isHidden || path == Provenance.fileName { continue }
            switch classify(path) {
            case .produced: break
            case .orphan: orphans.append(path)
            case .notOurs: notOurs.append(path)
            }
        }
        return (orphans.sorted(), notOurs.sorted())
    }

    /// Removes the orphans (and folders they leave empty); returns what was removed. Files that are not
    /// ours stay.
    @discardableResult
    public static func prune(in directory: URL, classify: (String) -> Ownership) throws -> [String] {
        let orphans = survey(in: directory, classify: classify).orphans
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
