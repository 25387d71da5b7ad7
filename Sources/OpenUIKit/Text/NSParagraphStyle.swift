import Foundation

/// The paragraph attributes text honours when it is measured and drawn. Every value defaults to 0 (no limit,
/// no spacing, no indent) except `alignment` (`.natural`) and `lineBreakMode` (`.byWordWrapping`), as Apple's
/// documentation of `NSParagraphStyle` states; `lineHeightMultiple` 0 means the font's own line height.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// First, so that styles can be attribute values (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    fileprivate var values = Values()

    /// Kept together so that copies and comparisons cannot miss a property.
    fileprivate struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var hyphenationFactor: Float = 0
        var allowsDefaultTighteningForTruncation = false
        var tabStops = NSParagraphStyle.defaultTabStops
        var defaultTabInterval: CGFloat = 0
    }

    /// UIKit's default tab stops: twelve left tabs, 28 points apart.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Space between the bottom of one line and the top of the next.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Space after the paragraph, before the next one.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the line's length from the leading margin; zero or negative: the inset from the trailing one.
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// 0: no maximum.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var hyphenationFactor: Float { values.hyphenationFactor }
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }
    /// Where tab characters move the text to, in order of location.
    open var tabStops: [NSTextTab]! { values.tabStops }
    /// The spacing of the tabs past the last of `tabStops`; 0 (the default) places none there.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }

    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.values = values
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.values = values
        return copy
    }

    /// Styles with the same values are equal, whether mutable or not, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return other.values == values
    }

    open override var hash: Int { values.hashValue }
}

open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }

    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = newValue }
    }

    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = newValue }
    }

    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = newValue }
    }

    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = newValue }
    }

    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = newValue }
    }

    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }

    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = newValue }
    }

    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = newValue }
    }

    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = newValue }
    }

    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = newValue }
    }

    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }

    /// `nil` removes every tab stop.
    open override var tabStops: [NSTextTab]! {
        get { values.tabStops }
        set { values.tabStops = (newValue ?? []).sorted { (a: NSTextTab, b: NSTextTab) in a.location < b.location } }
    }

    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = newValue }
    }

    open func addTabStop(_ anObject: NSTextTab) { tabStops = values.tabStops + [anObject] }

    open func removeTabStop(_ anObject: NSTextTab) {
        guard let index = values.tabStops.firstIndex(of: anObject) else { return }
        values.tabStops.remove(at: index)
    }

    /// Takes every value of `style`.
    open func setParagraphStyle(_ style: NSParagraphStyle) {
        values = style.values
    }
}
