import Foundation

// `NSObjectProtocol`'s message sending, which Foundation on Linux lacks. See `Selector` for what can be
// performed; where Objective-C would raise "unrecognized selector", these perform nothing and return nil.
extension NSObjectProtocol {
    /// Whether the selector's method belongs to the receiver's class (or a superclass). A selector made
    /// from a name alone answers false: nothing here can find a method by name.
    public func responds(to aSelector: Selector!) -> Bool { aSelector?.isMethod(of: self) ?? false }

    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        aSelector?.perform(on: self, with: []).unmanagedResult
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        aSelector?.perform(on: self, with: [object]).unmanagedResult
    }

    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        aSelector?.perform(on: self, with: [object1, object2]).unmanagedResult
    }
}

extension NSObject {
    /// Whether instances of the class respond to the selector (see `responds(to:)`).
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        class_respondsToSelector(self, aSelector ?? Selector(""))
    }
}
