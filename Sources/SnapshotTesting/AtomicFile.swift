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
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
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

    static func read(_ url: URL) -> [UInt8]? {
        FileManager.default.contents(atPath: url.path).map { [UInt8]($0) }
    }
}
