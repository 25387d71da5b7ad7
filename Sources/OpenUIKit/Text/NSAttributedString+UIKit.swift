import Foundation

// UIKit's attribute names, which Foundation on Linux does not declare; the raw values are UIKit's.
extension NSAttributedString.Key {
    /// `UIFont`; text without one uses the label's font (or system 12 when a string draws itself).
    public static let font = NSAttributedString.Key("NSFont")
    /// `UIColor`; black when a string draws itself.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// `UIColor` painted behind the glyphs.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// `NSParagraphStyle`; the style of the first character applies to the whole text here.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character; 0 (the default) adds none.
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number of points of tracking; drawn as `kern` is.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSUnderlineStyle` raw value (an `Int`); 0 draws no line.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// `UIColor`; `nil` uses the foreground colour.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// An `NSUnderlineStyle` raw value (an `Int`); 0 draws no line.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// `UIColor`; `nil` uses the foreground colour.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// A number of points the glyphs are raised (positive) or lowered from the baseline; 0 by default.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// `NSTextAttachment`, on the attachment character U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// `NSShadow` drawn under the glyphs.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// A `URL` or `String`; kept, not drawn differently (a label does not style links).
    public static let link = NSAttributedString.Key("NSLink")
}
