// Foundation's and the runtime's functions between selectors and their names. A selector made from a
// name names a method and cannot call it (see `Selector`).

/// The selector with this name; it cannot be performed.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The selector's Objective-C name (`"save:"`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// The selector's name as a C string that stays valid for the life of the process.
public func sel_getName(_ sel: Selector) -> UnsafePointer<CChar> { InternedCString.pointer(to: sel.name) }

/// The selector with this C-string name; it cannot be performed.
public func sel_registerName(_ str: UnsafePointer<CChar>) -> Selector { Selector(String(cString: str)) }

/// Whether two selectors name the same method.
public func sel_isEqual(_ lhs: Selector, _ rhs: Selector) -> Bool { lhs == rhs }
