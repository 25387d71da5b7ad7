import Foundation

/// C strings that live for the rest of the process, one per distinct text: the runtime's `sel_getName`
/// and `class_getName` return pointers that callers may keep, as the Objective-C runtime's names live as
/// long as the image that defines them. Selector and class names are few, so nothing is ever freed.
enum InternedCString {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var strings: [String: UnsafePointer<CChar>] = [:]

    static func pointer(to text: String) -> UnsafePointer<CChar> {
        lock.withLock {
            if let interned = strings[text] { return interned }
            let interned = UnsafePointer(strdup(text)!)
            strings[text] = interned
            return interned
        }
    }
}
