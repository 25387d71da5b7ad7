/// Why the pinned fonts could not be loaded. Rendering refuses to start rather than fall back.
public enum FontPinningError: Error, Equatable, CustomStringConvertible {
    case missingFile(path: String, debianPackage: String)
    case unreadableFile(path: String, reason: String)
    case hashMismatch(path: String, expected: String, actual: String)
    case fontconfigRejected(path: String)

    public var description: String {
        switch self {
        case .missingFile(let path, let package):
            return "pinned font \(path) is missing; install the Debian package \(package) (scripts/setup does)"
        case .unreadableFile(let path, let reason):
            return "pinned font \(path) cannot be read: \(reason)"
        case .hashMismatch(let path, let expected, let actual):
            return "pinned font \(path) has SHA-256 \(actual), expected \(expected); "
                + "rendering would differ from the goldens, so it stops here"
        case .fontconfigRejected(let path):
            return "fontconfig could not load pinned font \(path)"
        }
    }
}
