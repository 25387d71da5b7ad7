import Foundation

/// A tab stop of an `NSParagraphStyle`: text after a tab character starts at `location` (points from the
/// line's leading margin), aligned there as `alignment` says: `.left` (and `.natural`, `.justified` in
/// left-to-right text) starts at it, `.right` ends at it, `.center` centres on it, and `.right` with
/// `columnTerminators` in its options aligns the decimal separator on it (a decimal tab).
open class NSTextTab: NSObject, NSCopying, @unchecked Sendable {
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` of the characters that end the tab's column; on a right tab, a decimal tab.
        public static let columnTerminators = OptionKey("NSTabColumnTerminatorsAttributeName")
    }

    private let values: (alignment: NSTextAlignment, location: CGFloat)
    private let optionValues: [OptionKey: Any]

    open var alignment: NSTextAlignment { values.alignment }
    open var location: CGFloat { values.location }
    open var options: [OptionKey: Any] { optionValues }

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        values = (alignment, loc)
        optionValues = options
        super.init()
    }

    public required convenience init?(coder: NSCoder) { self.init(textAlignment: .natural, location: 0) }

    /// The characters that end a decimal column in `locale` (nil: the system locale): its decimal separator.
    open class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? Locale(identifier: "")).decimalSeparator ?? ".")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether the tab aligns the column's decimal separator (a right tab with column terminators).
    var isDecimal: Bool { alignment == .right && options[.columnTerminators] != nil }

    /// Tabs with the same alignment, location and kind are equal, as in UIKit.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location && other.isDecimal == isDecimal
    }

    open override var hash: Int { location.hashValue ^ alignment.rawValue }
}
