import Foundation

/// UIKit's base class for controls: state, alignment of the content, and event delivery to
/// `UIAction`s and targets.
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    private struct TargetAction {
        weak var target: AnyObject?
        let targetIsNil: Bool
        let action: Selector
        let events: Event
    }

    private var targetActions: [TargetAction] = []
    private var actions: [(action: UIAction, events: Event)] = []

    /// Whether a tap shows the control's menu instead of sending its primary action (iOS 14). Menus are never
    /// presented here; the flag is kept.
    open var showsMenuAsPrimaryAction = false

    /// A control that sends `primaryAction` for `.primaryActionTriggered` (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    open var isEnabled = true { didSet { if oldValue != isEnabled { controlStateFlagsDidChange() } } }
    open var isSelected = false { didSet { if oldValue != isSelected { controlStateFlagsDidChange() } } }
    open var isHighlighted = false { didSet { if oldValue != isHighlighted { controlStateFlagsDidChange() } } }
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// `leading` and `trailing` resolved for the layout direction; `left`, `right`, `center` and `fill` as set.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let other: return other
        }
    }

    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// `isEnabled`, `isSelected` or `isHighlighted` changed.
    func controlStateFlagsDidChange() { controlStateDidChange() }

    /// Subclasses redraw or relayout for a new state; the base class only invalidates layout.
    func controlStateDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Tracking

    private var trackingStorage = false
    private var touchInsideStorage = false
    private var touchDown = false

    /// Whether `beginTracking(_:with:)` accepted the touch under way and no `continueTracking` refused it yet.
    open var isTracking: Bool { trackingStorage }
    open var isTouchInside: Bool { touchInsideStorage }

    /// UIKit's tracking override points, called from the control's `touchesBegan/Moved/Ended/Cancelled` as
    /// UIKit calls them. Nothing produces touches here: they run when app or test code delivers a `UITouch`
    /// (`control.touchesBegan([UITouch(at: point, in: control)], with: nil)`).
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// A touch down highlights the control and sends `.touchDown` (`.touchDownRepeat` for a repeated tap).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        touchDown = true
        touchInsideStorage = true
        isHighlighted = true
        trackingStorage = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? .touchDownRepeat : .touchDown)
    }

    /// A choice: "inside" is `point(inside:with:)` (UIKit allows a margin it does not document).
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchDown, let touch = touches.first else { return }
        let wasInside = touchInsideStorage
        touchInsideStorage = point(inside: touch.location(in: self), with: event)
        isHighlighted = touchInsideStorage
        if trackingStorage { trackingStorage = continueTracking(touch, with: event) }
        var events: Event = touchInsideStorage ? .touchDragInside : .touchDragOutside
        if wasInside != touchInsideStorage { events.insert(touchInsideStorage ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    /// Ends the touch: `.touchUpInside` (and the primary action, for a button) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchDown else { return }
        let touch = touches.first
        if let touch { touchInsideStorage = point(inside: touch.location(in: self), with: event) }
        if trackingStorage { endTracking(touch, with: event) }
        finishTouch()
        if touchInsideStorage {
            sendActions(for: sendsPrimaryActionOnTap ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touchDown else { return }
        if trackingStorage { cancelTracking(with: event) }
        finishTouch()
        sendActions(for: .touchCancel)
    }

    private func finishTouch() {
        touchDown = false
        trackingStorage = false
        isHighlighted = false
    }

    /// Whether a tap (touch up inside) is the control's primary action: a button's is (UIKit's other controls
    /// act on their value, which a tap does not change here).
    var sendsPrimaryActionOnTap: Bool { false }

    // MARK: Target-action

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        let exists = targetActions.contains {
            $0.target === object && $0.targetIsNil == (object == nil) && $0.action == action
                && $0.events == controlEvents
        }
        guard !exists else { return }
        targetActions.append(
            TargetAction(target: object, targetIsNil: object == nil, action: action, events: controlEvents))
    }

    /// A nil target removes every target's pairs; a nil action every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
                && !pair.events.isDisjoint(with: controlEvents)
        }
    }

    /// The targets themselves, as UIKit gives them (`allTargets.contains(self)` holds for an `NSObject`
    /// target), with `NSNull` for the responder chain's nil target. A target that is not an `NSObject`
    /// is not `Hashable` in Swift: it appears as its `ObjectIdentifier`.
    open var allTargets: Set<AnyHashable> {
        Set(
            targetActions.compactMap { pair -> AnyHashable? in
                if pair.targetIsNil { return NSNull() }
                guard let target = pair.target else { return nil }
                return (target as? NSObject).map { AnyHashable($0) } ?? AnyHashable(ObjectIdentifier(target))
            })
    }

    open var allControlEvents: Event {
        var events = Event()
        for pair in targetActions { events.formUnion(pair.events) }
        for pair in actions { events.formUnion(pair.events) }
        return events
    }

    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let names = targetActions.filter {
            ($0.target === object || ($0.targetIsNil && object == nil)) && !$0.events.isDisjoint(with: controlEvent)
        }.map(\.action.name)
        return names.isEmpty ? nil : names
    }

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == identifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for pair in actions {
            iterator(pair.action, nil, pair.events, &stop)
            if stop { return }
        }
        for pair in targetActions {
            iterator(nil, (pair.target, pair.action), pair.events, &stop)
            if stop { return }
        }
    }

    /// Runs the actions registered for any of `controlEvents`, then hands each target's action to
    /// `sendAction(_:to:for:)`, in the order they were added. A disabled control sends nothing.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for pair in actions where !pair.events.isDisjoint(with: controlEvents) {
            pair.action.perform(from: self)
        }
        for pair in targetActions where !pair.events.isDisjoint(with: controlEvents) {
            guard pair.target != nil || pair.targetIsNil else { continue }
            sendAction(pair.action, to: pair.target, for: nil)
        }
    }

    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Asks the application to perform `action` on `target` (a nil target: the responder chain's), with
    /// the control and `event` as the arguments, as UIKit does (`UIApplication.sendAction(_:to:from:for:)`;
    /// see `Selector` for what can be performed).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }
}
