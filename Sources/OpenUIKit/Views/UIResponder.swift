import Foundation

/// UIKit's responder base class. Event handling is out of scope; the chain (`next`) is kept for client code.
open class UIResponder: NSObject {
    /// `objc_setAssociatedObject` values, released with the responder.
    var associatedObjects: AssociatedObjectStore?

    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// Interface Builder hook; there are no nibs here, but client code overrides it.
    open func awakeFromNib() {}
}
