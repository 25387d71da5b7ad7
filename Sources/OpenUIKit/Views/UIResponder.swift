import Foundation

/// UIKit's responder base class. Event handling is out of scope; the chain (`next`) is kept for client code.
///
/// Main-actor isolated, as UIKit declares it, so every view, view controller and window is too: Swift 6
/// client code (a `UIView` extension calling `@MainActor` helpers) compiles as it does against UIKit.
/// `@preconcurrency` keeps Swift 5 callers compiling as before.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// `objc_setAssociatedObject` values, released with the responder.
    var associatedObjects: AssociatedObjectStore?
    /// `registerForTraitChanges` records of a view or view controller (Traits/UITraitChangeObservable.swift).
    var traitChangeRegistrations: [TraitChangeRecord] = []

    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

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
}
