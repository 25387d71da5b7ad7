import Foundation

/// The name of a method, as Objective-C's `SEL`. Linux has no Objective-C runtime, so `#selector` does not
/// exist and a selector cannot be invoked: it names an action (`Selector("didTap:")`) that
/// `UIControl.sendAction(_:to:for:)` hands on, which subclasses override to deliver it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.name = name }

    public var description: String { name }
}

/// Foundation's spelling of a selector's name.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
