import Foundation

/// Thrown while a view draws when what it was about to draw would not be what it measured (text laid out at
/// another scale than the one it is drawn at): the snapshot fails with `reason` rather than show wrong pixels.
package struct UndrawableContent: Error {
    package let reason: String

    package init(reason: String) { self.reason = reason }
}
