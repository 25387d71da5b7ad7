import Foundation

/// Every size, colour and default the pickers and empty states use, in one place. Sourced numbers say where
/// they come from; the rest are choices, listed in the README's "Choices".
enum PickerMetrics {
    // MARK: Wheels

    /// A picker created with no size is 320 × 216 (UIKit's log of `initWithFrame:` with a zero frame, quoted on
    /// markmeretzky.com "Picker": "frame.size = 320 × 216"); also its intrinsic size.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// Row height when the delegate gives none: 32 (a choice, the figure picker screens were built to; not found in a public source).
    static let rowHeight: CGFloat = 32
    /// Row titles: system 21 regular in label colour. UNCERTAIN, choice (the iOS 14+ wheel text is about
    /// this size; UIKit's value is not published). Picker titles do not follow Dynamic Type.
    static let rowFontSize: CGFloat = 21
    /// The selection band: tertiarySystemFill, corner radius 8, inset 8 from the picker's sides. Choice
    /// (the iOS 14+ look, measured by eye).
    static let bandColor = UIColor.tertiarySystemFill
    static let bandCornerRadius: CGFloat = 8
    static let bandInset: CGFloat = 8
    /// Space between components and inside the band on each side: choice.
    static let componentSpacing: CGFloat = 5
    static let componentInset: CGFloat = 12
    /// Rows off the centre sit on a cylinder whose radius is half the picker's height: a row `k` rows away is
    /// at angle θ = k × rowHeight / radius, drawn at radius × sin θ from the centre, squeezed to cos θ of its
    /// height, shrunk by 1 / (1 + perspective × (1 − cos θ)) for its distance from the eye, and faded to
    /// `fadeFloor + (1 − fadeFloor) × cos³ θ` of its alpha; rows past a quarter turn are not drawn. An
    /// approximation of the iOS 14+ wheel at rest (choice).
    static let fadeFloor: CGFloat = 0.15
    static let perspective: CGFloat = 0.35

    // MARK: Date picker

    /// Formatting uses the picker's own locale, time zone and calendar; without them, these pinned ones, so
    /// that no snapshot depends on the machine (en_US, the renderer's shaping language "en-us"; UTC, as the
    /// `.dump` strategy prints dates; Gregorian).
    static let pinnedLocale = Locale(identifier: "en_US")
    static let pinnedTimeZone = TimeZone(identifier: "UTC")!
    static var pinnedCalendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = pinnedLocale
        calendar.timeZone = pinnedTimeZone
        return calendar
    }
    /// Compact capsules: body text in label colour on tertiarySystemFill, the text's line height plus 13
    /// (34 at Large, as a text field), 11 pt of padding on each side, corner radius 6, 6 pt between the date
    /// and time capsules. Choice (measured by eye on iOS 17).
    static let compactFill = UIColor.tertiarySystemFill
    static let compactVerticalPadding: CGFloat = 13
    static let compactHorizontalPadding: CGFloat = 11
    static let compactCornerRadius: CGFloat = 6
    static let compactSpacing: CGFloat = 6
    /// The capsules' text stops growing at XXXL, as the standard table rows' does (choice: at accessibility
    /// sizes a date and a time side by side no longer fit a phone's row).
    static let compactLargestCategory = UIContentSizeCategory.extraExtraExtraLarge
    /// Inline calendar (choice, after the iOS 14+ look): 8 pt side insets, a 44-pt header, a 20-pt weekday row,
    /// six 44-pt weeks, a 40-pt selection circle in the tint at 12 % alpha, a 52-pt Time row for date and time.
    static let inlineInset: CGFloat = 8
    static let inlineHeaderHeight: CGFloat = 44
    static let inlineWeekdayHeight: CGFloat = 20
    static let inlineRowHeight: CGFloat = 44
    static let inlineSelectionDiameter: CGFloat = 40
    static let inlineSelectionAlpha: CGFloat = 0.12
    static let inlineTimeRowHeight: CGFloat = 52
    static let inlineWidth: CGFloat = 320
    /// Extra width given to each date wheel beyond its widest title: choice.
    static let dateWheelPadding: CGFloat = 18

    // MARK: Content unavailable

    /// Text styles and colours of `UIContentUnavailableConfiguration.empty()`: text title2 emphasized (bold) in
    /// label colour, secondary text body in secondaryLabel, image tinted secondaryLabel with a title1-sized
    /// symbol configuration, scaled large. UNCERTAIN: choice after the look of iOS 17's empty states and
    /// SwiftUI's `ContentUnavailableView`.
    static let unavailableTextStyle = UIFont.TextStyle.title2
    static let unavailableSecondaryTextStyle = UIFont.TextStyle.body
    static let unavailableImageTextStyle = UIFont.TextStyle.title1
    /// Paddings: image to text 10, text to secondary text 5, text to button 18, button to secondary button 8;
    /// margins 20 on every side. Choice.
    static let imageToTextPadding: CGFloat = 10
    static let textToSecondaryTextPadding: CGFloat = 5
    static let textToButtonPadding: CGFloat = 18
    static let buttonToSecondaryButtonPadding: CGFloat = 8
    static let unavailableMargins = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
}
