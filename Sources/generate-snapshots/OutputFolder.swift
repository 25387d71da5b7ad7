import Foundation
import SnapshotRenderer

/// Checks before any rendering that the output folder exists (or can be made) and takes files.
enum OutputFolder {
    struct Unwritable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write to \(path): \(reason)" }
    }

    struct Unusable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot check \(path): \(reason)" }
    }

    static func prepare(_ url: URL) throws -> URL {
        let manager = FileManager.default
        if let file = fileInTheWay(of: url) {
            throw Unwritable(path: url.path, reason: "\(file) is a file, not a folder")
        }
        do {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw Unwritable(path: url.path, reason: "cannot create the folder (\(error.localizedDescription))")
        }
        let probe = url.appendingPathComponent(".write-probe-\(getpid())")
        guard manager.createFile(atPath: probe.path, contents: Data()) else {
            throw Unwritable(path: url.path, reason: "the folder does not accept new files")
        }
        try? manager.removeItem(at: probe)
        return url.standardizedFileURL
    }

    /// `--check` and `--prune` write nothing there (checking works on a read-only folder), so the folder
    /// must already exist; `--prune` also refuses a folder that does not look like one this command
    /// writes, as a last guard for a mistyped `--output`.
    static func existing(_ url: URL, forPruning: Bool) throws -> URL {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            let reason = fileInTheWay(of: url).map { "\($0) is a file, not a folder" } ?? "there is no such folder"
            throw Unusable(path: url.path, reason: reason)
        }
        guard isDirectory.boolValue else { throw Unusable(path: url.path, reason: "it is a file, not a folder") }
        if forPruning && !FileManager.default.fileExists(atPath: url.appendingPathComponent(Provenance.fileName).path) {
            throw Unusable(
                path: url.path,
                reason: "refusing to prune a folder without \(Provenance.fileName), which every generate-snapshots run "
                    + "writes: it does not look like a snapshot folder")
        }
        return url.standardizedFileURL
    }

    /// The nearest existing ancestor of `url` (itself included) when it is not a folder.
    private static func fileInTheWay(of url: URL) -> String? {
        var candidate = url
        while candidate.path != "/" && !candidate.path.isEmpty {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                return isDirectory.boolValue ? nil : candidate.path
            }
            candidate.deleteLastPathComponent()
        }
        return nil
    }
}
