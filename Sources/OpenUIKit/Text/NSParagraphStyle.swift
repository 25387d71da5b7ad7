import Foundation

/// The paragraph attributes a label honours: alignment and line-break mode.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    open internal(set) var alignment: NSTextAlignment = .natural
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.alignment = alignment
        copy.lineBreakMode = lineBreakMode
        return copy
    }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}
