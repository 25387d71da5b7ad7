import Foundation

/// Checks before any rendering that the output folder exists (or can be made) and takes files.
enum OutputFolder {
    struct Unwritable: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "cannot write to \(path): \(reason)" }
    }

    static func prepare(_ url: URL) throws -> URL {
        let manager = FileManager.default
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
}
