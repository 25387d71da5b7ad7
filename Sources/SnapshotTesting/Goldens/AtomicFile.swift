import Foundation

/// Goldens and manifests are replaced by rename(2) of a finished temporary file in the same folder,
/// so a reader, a crash or a parallel test process never sees half a file.
enum AtomicFile {
    struct WriteError: Error, CustomStringConvertible {
        let path: String
        let reason: String
        var description: String { "could not write \(path): \(reason)" }
    }

    static func write(_ bytes: [UInt8], to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        if let file = fileInTheWay(of: directory) {
            throw WriteError(path: url.path, reason: "\(file) is a file, not a folder")
        }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: url.path, reason: "cannot create \(directory.path): \(error.localizedDescription)")
        }
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: Data(bytes)) else {
            throw WriteError(path: url.path, reason: "cannot create \(temporary.lastPathComponent)")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(path: url.path, reason: reason)
        }
    }

    /// The nearest existing ancestor of `directory` (itself included) when it is not a folder.
    static func fileInTheWay(of directory: URL) -> String? {
        var candidate = directory
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
