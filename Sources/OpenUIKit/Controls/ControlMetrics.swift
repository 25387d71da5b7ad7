import Foundation

/// Every size and colour the controls use, with its source; the UNCERTAIN ones are choices, listed in
/// the README's "Choices".
enum ControlMetrics {
    /// Classic buttons' title font: system 15 (uikit-facts-breadth §4, `_defaultFontForIdiom:`).
    static let buttonTitleFontSize: CGFloat = 15
    /// Classic buttons add 6 pt above and below the title (uikit-facts-breadth §4): 18 + 12 = 30.
    static let buttonVerticalPadding: CGFloat = 6
    /// Classic buttons' horizontal padding is UNCERTAIN (uikit-facts-breadth §6 item 7): choice, none.
    static let buttonHorizontalPadding: CGFloat = 0
    /// `UIButton.Configuration` background corner radius for the dynamic style (uikit-facts-breadth §4).
    static let configurationCornerRadius: CGFloat = 5.95
    /// Configuration content insets per button size are UNCERTAIN (uikit-facts-breadth §6 item 7): choice (top,
    /// leading).
    static func configurationInsets(_ size: UIButton.Configuration.Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }
    /// The glyphs of `.contactAdd` and the info types (`.detailDisclosure`, `.infoLight`, `.infoDark`, which
    /// UIKit draws the same size): 24.333 × 23.667 pt (73 × 71 px at 3x), a `.contactAdd` button's intrinsic
    /// size in swift-snapshot-testing's iOS reference recordings (issue 32, item 7); `.close`: UNCERTAIN,
    /// choice a 30-pt circle.
    static func systemGlyphSize(_ glyph: UIButton.SystemGlyph) -> CGSize {
        switch glyph {
        case .contactAdd, .info: return CGSize(width: 73.0 / 3, height: 71.0 / 3)
        case .close: return CGSize(width: 30, height: 30)
        }
    }
    /// Configuration title text style per button size: UNCERTAIN, choice.
    static func configurationTitleStyle(_ size: UIButton.Configuration.Size) -> UIFont.TextStyle {
        switch size {
        case .mini: return .caption1
        case .small: return .footnote
        case .medium, .large: return .body
        }
    }
    /// UISwitch, pre-iOS 26: 51 × 31 (uikit-facts-breadth §4).
    static let switchSize = CGSize(width: 51, height: 31)
    /// The switch's thumb inset from the track: UNCERTAIN, choice 2 (a 27-pt thumb in a 31-pt track).
    static let switchThumbInset: CGFloat = 2
    /// UISegmentedControl height 32, corner radius 8 (uikit-facts-breadth §4).
    static let segmentedHeight: CGFloat = 32
    static let segmentedCornerRadius: CGFloat = 8
    /// Segment title font size: UNCERTAIN (uikit-facts-breadth §4, "13 is common"), choice 13.
    static let segmentedFontSize: CGFloat = 13
    /// Room above and below a segment's content when its font makes the control taller than 32:
    /// UNCERTAIN, choice 12 (the track's inset plus breathing room; 13-pt titles stay at 32).
    static let segmentedContentPadding: CGFloat = 12
    /// The selected segment's fill: white in light mode; in dark mode #636366 (systemGray2's dark value),
    /// as iOS 13–17 draw it. UNCERTAIN: not in the reference, a choice from public replicas of the look.
    static let selectedSegmentFill = UIColor(dynamicProvider: { traits in
        traits.userInterfaceStyle == .dark ? .systemGray2 : .white
    })
    /// The selected segment's inset inside the track: UNCERTAIN, choice 2.
    static let segmentedSelectionInset: CGFloat = 2
    /// Horizontal padding around each segment's title: UNCERTAIN, choice 12 per side.
    static let segmentedTitlePadding: CGFloat = 12
    /// UISlider height and track thickness are UNCERTAIN (uikit-facts-breadth §6 item 8): choice 31 and 4, thumb 28.
    static let sliderHeight: CGFloat = 31
    static let sliderTrackHeight: CGFloat = 4
    static let sliderThumbDiameter: CGFloat = 28
    static let sliderImageGap: CGFloat = 16
    /// UIStepper: UNCERTAIN, choice 94 × 32 (two 47-pt halves).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// UIPageControl dots: UNCERTAIN, choice 8-pt dots 16 pt apart (centre to centre), 26 tall.
    static let pageDotDiameter: CGFloat = 8
    static let pageDotPitch: CGFloat = 16
    static let pageControlHeight: CGFloat = 26
    /// UIActivityIndicatorView: medium 20, large 37 (uikit-facts-breadth §4).
    static let activityMedium: CGFloat = 20
    static let activityLarge: CGFloat = 37
    /// UIProgressView: 4 tall (uikit-facts-breadth §4, modern SDK).
    static let progressHeight: CGFloat = 4
    /// UITextField with `.roundedRect`: height UNCERTAIN (uikit-facts-breadth §6 item 8); choice: the line height plus
    /// 6.5 above and below, rounded up, which gives the common 34 for body 17 (20.29 + 13); text inset
    /// 7 horizontally, corner radius 5.
    static let textFieldVerticalPadding: CGFloat = 6.5
    static let textFieldHorizontalInset: CGFloat = 7
    static let textFieldCornerRadius: CGFloat = 5
    /// UITextView: `textContainerInset` 8 top and bottom, `lineFragmentPadding` 5 (issue 17).
    static let textViewInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    static let lineFragmentPadding: CGFloat = 5
    /// Switches, steppers and activity indicators hug their size at 750 (uikit-facts §6, the
    /// Interface Builder defaults; the programmatic ones are a choice, the same).
    @MainActor
    static func hugTightly(_ view: UIView) {
        view.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        view.setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Disabled controls are drawn at this alpha: UNCERTAIN, choice.
    static let disabledAlpha: CGFloat = 0.5
}
