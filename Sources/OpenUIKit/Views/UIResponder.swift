import Foundation

/// UIKit's responder base class. Event handling is out of scope; the chain (`next`) is kept for client code.
///
/// Main-actor isolated, as UIKit declares it, so every view, view controller and window is too: Swift 6
/// client code (a `UIView` extension calling `@MainActor` helpers) compiles as it does against UIKit.
/// `@preconcurrency` keeps Swift 5 callers compiling as before.
@preconcurrency @MainActor
open class UIResponder: NSObject, AssociatedObjectOwner {
    /// `objc_setAssociatedObject` values, released with the responder. Nonisolated: the runtime's
    /// functions reach it from any thread, under the store's lock.
    nonisolated(unsafe) package var associatedObjects: AssociatedObjectStore?
    /// `registerForTraitChanges` records of a view or view controller (Traits/UITraitChangeObservable.swift).
    var traitChangeRegistrations: [TraitChangeRecord] = []

    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// The custom keyboard and the bar above it that the responder shows while it is first responder; no
    /// keyboard is shown here, so they are only read by code (a chat controller's accessory bar).
    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}
    /// The key commands the responder handles; nothing types keys here, so only code reads them.
    open var keyCommands: [UIKeyCommand]? { nil }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Whether the responder performs `action` itself: by default whether its class has the selector's
    /// method (`responds(to:)`, see `Selector` for which selectors have one).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { responds(to: action) }

    /// The responder that handles `action`: this one when it can perform it, else the first along the
    /// chain of `next` responders that can; what a nil-targeted action is sent to.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        canPerformAction(action, withSender: sender) ? self : next?.target(forAction: action, withSender: sender)
    }

    // Touch and motion handling: nothing delivers events here; overrides written for UIKit compile.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}

    /// Interface Builder hook; there are no nibs here, but client code overrides it.
    open func awakeFromNib() {}
    /// Interface Builder's live-rendering hook (NSObject's in UIKit): never called, there is no Interface Builder.
    open func prepareForInterfaceBuilder() {}

    // Assistive technologies' actions (NSObject's in UIKit): no assistive technology runs here, so nothing
    // calls them; overrides written for UIKit compile and tests may call them.
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
    open func accessibilityActivate() -> Bool { false }
}
