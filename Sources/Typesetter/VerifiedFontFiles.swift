import Foundation

/// Font files whose hash this process need not compute again, matched by file identity (device,
/// inode, size, modification time): those it hashed itself, and those a parent process hashed and
/// handed down through `environmentVariable` (`generate-snapshots` workers), so hashing the 40 MB of
/// pinned fonts costs once per run instead of once per process. A file replaced or touched since has
/// a new identity and is hashed again.
package enum VerifiedFontFiles {
    package static let environmentVariable = "OPENUIKIT_VERIFIED_FONTS"

    nonisolated(unsafe) private static var hashes: [String: String] = [:]
    private static let lock = NSLock()

    /// The file's identity now, or nil when it cannot be examined.
    static func identity(ofFileAt path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
    }

    /// The file's SHA-256, from the cache when its identity is one already hashed.
    static func sha256(ofFileAt path: String) throws(FontPinningError) -> String {
        let before = identity(ofFileAt: path)
        if let before, let known = cached(path: path, identity: before) { return known }
        let digest = try SHA256.hexDigest(ofFileAt: path)
        if let before, before == identity(ofFileAt: path) {
            lock.lock()
            hashes[key(path, before)] = digest
            lock.unlock()
        }
        return digest
    }

    /// The value for a child process's `environmentVariable`: every file this process has hashed.
    package static func handDown() -> String {
        lock.lock()
        defer { lock.unlock() }
        return hashes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: "\n")
    }

    private static func key(_ path: String, _ identity: String) -> String { "\(identity) \(path)" }

    private static func cached(path: String, identity: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = hashes[key(path, identity)] { return known }
        // Lines of "<sha256> <identity> <path>"; the path is last because it may hold spaces.
        guard let inherited = ProcessInfo.processInfo.environment[environmentVariable] else { return nil }
        for line in inherited.split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 2)
            guard fields.count == 3, fields[1] == identity, fields[2] == path else { continue }
            hashes[key(path, identity)] = String(fields[0])
            return String(fields[0])
        }
        return nil
    }
}
