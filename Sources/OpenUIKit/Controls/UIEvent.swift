import Foundation

/// An event that controls pass along with their actions; on Linux nothing produces touches, so actions
/// sent programmatically carry none.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }

    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Pointer buttons held (iOS 13.4).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button 1 is the primary one.
        public static func button(_ buttonNumber: Int) -> ButtonMask { ButtonMask(rawValue: 1 << (buttonNumber - 1)) }
    }

    open var type: EventType { .touches }
    open var subtype: EventSubtype { .none }
    open var timestamp: TimeInterval { 0 }
    open var buttonMask: ButtonMask { [] }
    open var allTouches: Set<UITouch>? { nil }
    open func touches(for view: UIView) -> Set<UITouch>? { nil }
    open func touches(for window: UIWindow) -> Set<UITouch>? { nil }
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? { nil }
}
