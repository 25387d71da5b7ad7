import Foundation

/// The assets `UIImage(named:)` has read, so that asking for a name again does not read and decode its files
/// again. UIKit documents the same: named images go into a system cache (apps that show an image once are told to
/// use `init(contentsOfFile:)` instead). Assets are kept until their decoded bitmaps pass `byteLimit` (the least
/// recently asked-for go first) or until `UIApplication.didReceiveMemoryWarningNotification` is posted, when
/// everything goes, as UIKit purges its caches on a memory warning. A miss (no such name) is not remembered: files
/// can appear while a process runs.
final class NamedImageCache: @unchecked Sendable {
    static let shared = NamedImageCache(byteLimit: 64 << 20)

    private struct Entry {
        let asset: UIImageAsset
        let bytes: Int
        var lastUse: UInt64
    }

    private let byteLimit: Int
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    private let lock = NSLock()
    private var observer: NSObjectProtocol?

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
        observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil
        ) { [weak self] _ in self?.removeAll() }
    }

    deinit { if let observer { NotificationCenter.default.removeObserver(observer) } }

    /// The cached asset for `name` in `folder`, else the one `load` makes (then cached).
    func asset(named name: String, in folder: URL, load: () -> UIImageAsset?) -> UIImageAsset? {
        let key = folder.path + "\u{0}" + name
        lock.lock()
        clock += 1
        if var entry = entries[key] {
            entry.lastUse = clock
            entries[key] = entry
            lock.unlock()
            return entry.asset
        }
        lock.unlock()
        // Decoding happens outside the lock; two threads asking for the same new name both decode it, and
        // the second result replaces the first.
        guard let asset = load() else { return nil }
        let size = asset.decodedByteCount
        lock.lock()
        defer { lock.unlock() }
        if let old = entries.removeValue(forKey: key) { bytes -= old.bytes }
        entries[key] = Entry(asset: asset, bytes: size, lastUse: clock)
        bytes += size
        while bytes > byteLimit, entries.count > 1,
            let oldest = entries.filter({ $0.key != key }).min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            entries.removeValue(forKey: oldest.key)
            bytes -= oldest.value.bytes
        }
        return asset
    }

    func removeAll() {
        lock.withLock {
            entries.removeAll()
            bytes = 0
        }
    }

    var count: Int { lock.withLock { entries.count } }
}
