import CPangoCairo
import Foundation

/// SHA-256 through GLib's GChecksum, already linked for Pango: the pinned fonts add up to about 40 MB,
/// hashed once per process.
enum SHA256 {
    static func hexDigest(ofFileAt path: String) throws(FontPinningError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadableFile(path: path, reason: "cannot open")
        }
        defer { try? handle.close() }
        let checksum = g_checksum_new(G_CHECKSUM_SHA256)
        defer { g_checksum_free(checksum) }
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw .unreadableFile(path: path, reason: "\(error)")
            }
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes { g_checksum_update(checksum, $0.bindMemory(to: UInt8.self).baseAddress, $0.count) }
        }
        return String(cString: g_checksum_get_string(checksum))
    }
}
