/// The name of a method, as Objective-C's `SEL`, and, when the selector comes from `#selector`, the
/// method itself. Swift on Linux has no Objective-C runtime to find a method by name, so a selector that
/// is to be performed carries the method: the porting plugin turns `#selector(ProfileViewController.save(_:))`
/// into `Selector("save:", ProfileViewController.save(_:))`. Two selectors are equal when their names
/// are, as `SEL`s are.
///
/// This comment is the one place that says what performing a selector does here, for every API that
/// does it (`perform(_:)`, target/action, notifications, timers, delayed performs):
///
/// - **What can be called.** A selector made with a method (or a property's getter or setter) calls it
///   on a target of the method's type or a subclass; `responds(to:)` is true for exactly those targets.
///   A selector made from a name alone (`Selector("save:")`, a string literal, `NSSelectorFromString`,
///   `sel_registerName`, or the `checking:` form the plugin emits for class methods, protocol
///   requirements and `as`-disambiguated references) names a method but cannot call it: it performs
///   nothing and `responds(to:)` is false. Where Objective-C would raise "unrecognized selector", nothing
///   happens. Also impossible without a runtime: key-value coding and observing of arbitrary properties,
///   swizzling, and `dynamic` dispatch (an override found by name at run time); `#keyPath` gives the
///   path's string only.
/// - **Arguments.** Each argument is cast to the method's parameter type, bridging Foundation types as
///   `as?` does (a `Notification` reaches an `NSNotification` parameter). Extra arguments are dropped, as
///   Objective-C's calling convention drops them (an action method need not take its sender); a missing
///   or nil one is nil for an optional (or `Any`) parameter. When the target or an argument does not fit
///   (a `UISwitch` sent to a method taking a `UIButton`, nil for a non-optional parameter), the method is
///   not called: Objective-C would call it with a wrongly typed argument.
/// - **Threads.** The method runs on the caller's thread, as the Objective-C runtime runs it, even when
///   it is main-actor isolated: a notification posted on a background queue reaches its observer there,
///   as on iOS.
/// - **UIKit's own calls.** OpenUIKit posts no notification while it sets up or lays out a screen: no
///   keyboard notification (nothing becomes first responder by itself, so no keyboard appears), no
///   application life-cycle one (the app is active from the start, as when a snapshot is taken on
///   iOS), no window key or visibility one and no content-size change. Observers hear only what app
///   code posts, synchronously on the posting thread. Timers and `perform(_:with:afterDelay:)` fire only
///   when the thread's run loop turns: never during a layout pass or a snapshot's capture, which turn
///   nothing (so what `viewDidLoad` schedules, even due at once, fires after the image), and in a
///   snapshot only while `.wait(for:on:)` waits on the main thread, before the strategy loads and lays
///   out the view, as swift-snapshot-testing does on iOS. A control sends its actions from
///   `sendActions(for:)` (there are no touches); a nil target is found along the responder chain, from
///   the first responder, then from the sender (`UIApplication.sendAction(_:to:from:for:)`). A gesture
///   recognizer performs its actions when its state is set to `.began`, `.changed` or `.ended`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The Objective-C name (`"save:"`), what `NSStringFromSelector` returns.
    package let name: String
    /// The method, when the selector was made from one.
    let method: SelectorMethod?

    /// A selector that names a method and cannot call it (see the type's comment).
    public init(_ name: String) {
        self.name = name
        method = nil
    }

    public init(stringLiteral name: String) { self.init(name) }

    /// A method the compiler checks but the selector cannot call: a class method, a protocol requirement,
    /// an `as`-disambiguated reference. `reference` exists to be type-checked and is never run.
    public init(_ name: String, checking reference: () -> Void) { self.init(name) }

    init(_ name: String, method: SelectorMethod) {
        self.name = name
        self.method = method
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
