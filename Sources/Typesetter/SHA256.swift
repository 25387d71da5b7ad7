import Digest
import Foundation

/// SHA-256 of a file, read a megabyte at a time: the pinned fonts add up to about 40 MB, hashed at every
/// start-up before any process draws, so the C digest uses the CPU's SHA instructions where it has them
/// (31 ms for the 20 MB CJK font here, against 151 ms through GLib's GChecksum, which this replaced).
enum SHA256 {
    static func hexDigest(ofFileAt path: String) throws(FontPinningError) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw .unreadableFile(path: path, reason: "cannot open")
        }
        defer { try? handle.close() }
        var context = digest_sha256()
        digest_sha256_init(&context, 1)
        while true {
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: 1 << 20) ?? Data()
            } catch {
                throw .unreadableFile(path: path, reason: "\(error)")
            }
            if chunk.isEmpty { break }
            chunk.withUnsafeBytes {
                digest_sha256_update(&context, $0.bindMemory(to: UInt8.self).baseAddress, $0.count)
            }
        }
        return hex(finishing: &context)
    }

    /// The digest of `context` in lowercase hexadecimal, as GLib and `sha256sum` print it.
    static func hex(finishing context: inout digest_sha256) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        digest_sha256_final(&context, &digest)
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
