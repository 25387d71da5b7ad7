import Foundation

/// An event that controls pass along with their actions; on Linux nothing produces touches, so actions
/// sent programmatically carry none.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
    open var type: EventType { .touches }
    open var timestamp: TimeInterval { 0 }
}
