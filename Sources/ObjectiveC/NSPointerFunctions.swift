import Foundation

/// How Foundation's collections of pointers (`NSMapTable`, `NSHashTable`, `NSPointerArray`) hold and
/// compare what they hold. Only the options for objects are meaningful here: `strongMemory` or
/// `weakMemory`, compared with `isEqual(_:)` (`objectPersonality`, the default) or by identity
/// (`objectPointerPersonality`).
open class NSPointerFunctions: NSObject {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2)
        public static let mallocMemory = Options(rawValue: 3)
        public static let machVirtualMemory = Options(rawValue: 4)
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        public static let structPersonality = Options(rawValue: 4 << 8)
        public static let integerPersonality = Options(rawValue: 5 << 8)
        public static let copyIn = Options(rawValue: 1 << 16)

        /// Whether objects are held weakly: the memory option is the low byte's value, not a bit.
        var isWeak: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
        /// Whether objects are compared by identity rather than `isEqual(_:)`.
        var comparesIdentity: Bool { rawValue & 0xFF00 == Options.objectPointerPersonality.rawValue }
    }

    public let options: Options

    public init(options: Options = []) {
        self.options = options
        super.init()
    }
}
