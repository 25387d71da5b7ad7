import Foundation
import ImageCodec

/// Reads a golden only when it is a regular file of sane size (directly or through a symbolic link):
/// reading a FIFO blocks for ever and a device such as `/dev/zero` never ends, so anything else is
/// refused with what it is, before it is opened.
public enum GoldenFile {
    /// The largest golden read: the image size policy's file limit, far above any real PNG or layout
    /// dump, far below what could exhaust memory.
    public static let maximumBytes = ImageSizePolicy.maximumFileBytes

    public struct Unreadable: Error, CustomStringConvertible {
        public let path: String
        public let reason: String
        public var description: String { "cannot read the golden \(path): \(reason)" }

        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }
    }

    /// The file's bytes, or nil when nothing is at `url`.
    public static func read(_ url: URL) throws(Unreadable) -> [UInt8]? {
        let path = url.path
        var status = stat()
        if lstat(path, &status) != 0 {
            if errno == ENOENT { return nil }
            throw Unreadable(path: path, reason: reason(forErrno: errno, path: path))
        }
        if status.st_mode & S_IFMT == S_IFLNK {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            guard stat(path, &status) == 0 else {
                throw Unreadable(path: path, reason: "it is a symbolic link to \(target), which does not exist")
            }
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw Unreadable(path: path, reason: "it is a symbolic link to \(target), \(kind(status.st_mode))")
            }
        } else if status.st_mode & S_IFMT != S_IFREG {
            throw Unreadable(path: path, reason: "it is \(kind(status.st_mode)), not a file")
        }
        guard Int(status.st_size) <= maximumBytes else {
            throw Unreadable(
                path: path,
                reason: "it is \(status.st_size) bytes, more than the \(maximumBytes >> 20) MB a golden may be")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Unreadable(path: path, reason: String(cString: strerror(errno)))
        }
        return [UInt8](data)
    }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFREG: return "a file"
        default: return "not a regular file"
        }
    }

    /// ENOTDIR names the ancestor that is a file; anything else is the system's words.
    static func reason(forErrno code: Int32, path: String) -> String {
        guard code == ENOTDIR else { return String(cString: strerror(code)) }
        var ancestor = URL(fileURLWithPath: path).deletingLastPathComponent()
        while ancestor.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                return "\(ancestor.path) is a file, not a folder"
            }
            ancestor.deleteLastPathComponent()
        }
        return String(cString: strerror(code))
    }
}
