import Foundation

/// The standard content of list cells, headers and footers: an image, a text and a secondary text with their
/// styling and layout metrics. The presets' defaults are in `ListContentMetrics`.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding = ListContentMetrics.imageToTextPadding
    public var textToSecondaryTextHorizontalPadding = ListContentMetrics.textToSecondaryTextHorizontalPadding
    public var textToSecondaryTextVerticalPadding = ListContentMetrics.textToSecondaryTextVerticalPadding

    /// Which preset this is; headers and footers take the table's extra first-section margin (uikit-facts-breadth §2.4).
    var role: Role = .cell

    enum Role: Hashable, Sendable {
        case cell, header, footer
    }

    private init(
        textFont: UIFont, textColor: UIColor, secondaryFont: UIFont, secondaryColor: UIColor,
        margins: (top: CGFloat, bottom: CGFloat)
    ) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: margins.top, leading: TableMetrics.cellMargin, bottom: margins.bottom,
            trailing: TableMetrics.cellMargin)
    }

    private static func cellPreset(secondaryFont: UIFont, secondaryColor: UIColor) -> Self {
        let margin = ListContentMetrics.cellVerticalMargin
        return Self(
            textFont: ListContentMetrics.textFont, textColor: .label, secondaryFont: secondaryFont,
            secondaryColor: secondaryColor, margins: (margin, margin))
    }

    private static func headerFooter(font: UIFont, color: UIColor, margins: (top: CGFloat, bottom: CGFloat), role: Role)
        -> Self
    {
        var configuration = Self(
            textFont: font, textColor: color, secondaryFont: font, secondaryColor: color, margins: margins)
        configuration.role = role
        return configuration
    }

    // MARK: Cells

    public static func cell() -> Self {
        cellPreset(secondaryFont: ListContentMetrics.secondaryFont, secondaryColor: .secondaryLabel)
    }

    public static func subtitleCell() -> Self {
        cellPreset(secondaryFont: ListContentMetrics.secondaryFont, secondaryColor: .secondaryLabel)
    }

    /// Text and secondary text side by side, the secondary text trailing in secondaryLabel (value1, uikit-facts-breadth §2.3).
    public static func valueCell() -> Self {
        var configuration = cellPreset(secondaryFont: ListContentMetrics.textFont, secondaryColor: .secondaryLabel)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }

    public static func sidebarCell() -> Self { cell() }
    public static func sidebarSubtitleCell() -> Self { subtitleCell() }
    public static func accompaniedSidebarCell() -> Self { cell() }
    public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }

    // MARK: Headers and footers

    public static func plainHeader() -> Self {
        headerFooter(
            font: ListContentMetrics.plainHeaderFont, color: .secondaryLabel,
            margins: ListContentMetrics.plainHeaderFooterMargins, role: .header)
    }

    public static func plainFooter() -> Self {
        headerFooter(
            font: ListContentMetrics.plainHeaderFont, color: .secondaryLabel,
            margins: ListContentMetrics.plainHeaderFooterMargins, role: .footer)
    }

    /// Footnote, uppercased, in secondaryLabel (uikit-facts-breadth §2.4).
    public static func groupedHeader() -> Self {
        var configuration = headerFooter(
            font: ListContentMetrics.groupedHeaderFont, color: .secondaryLabel,
            margins: ListContentMetrics.groupedHeaderMargins, role: .header)
        configuration.textProperties.transform = .uppercase
        return configuration
    }

    public static func groupedFooter() -> Self {
        headerFooter(
            font: ListContentMetrics.groupedHeaderFont, color: .secondaryLabel,
            margins: ListContentMetrics.groupedFooterMargins, role: .footer)
    }

    public static func prominentInsetGroupedHeader() -> Self {
        headerFooter(
            font: ListContentMetrics.prominentHeaderFont, color: .label,
            margins: ListContentMetrics.groupedHeaderMargins, role: .header)
    }

    public static func extraProminentInsetGroupedHeader() -> Self {
        headerFooter(
            font: ListContentMetrics.extraProminentHeaderFont, color: .label,
            margins: ListContentMetrics.groupedHeaderMargins, role: .header)
    }

    public static func sidebarHeader() -> Self {
        headerFooter(
            font: ListContentMetrics.sidebarHeaderFont, color: .label,
            margins: ListContentMetrics.groupedHeaderMargins, role: .header)
    }

    @available(*, deprecated, message: "use plainHeader() or groupedHeader()")
    public static func header() -> Self { plainHeader() }
    @available(*, deprecated, message: "use plainFooter() or groupedFooter()")
    public static func footer() -> Self { plainFooter() }

    // MARK: UIContentConfiguration

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The presets do not change with the state: selection shows in the cell's background.
    public func updated(for state: UIConfigurationState) -> Self { self }

    // MARK: Properties

    public struct TextProperties: Hashable {
        public enum TextAlignment: Int, Hashable, Sendable {
            case natural, center, justified
        }

        public enum TextTransform: Int, Hashable, Sendable {
            case none, capitalized, lowercase, uppercase
        }

        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        public func resolvedColor() -> UIColor { color }

        /// The text as shown, after `transform`.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    public struct ImageProperties: Hashable {
        /// Lets the image take its own size along that axis (`maximumSize`, `reservedLayoutSize`).
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        public var tintColor: UIColor?
        /// nil: a symbol image takes the text's font, so it follows Dynamic Type with the text (as in UIKit).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var cornerRadius: CGFloat = 0
        public var maximumSize = CGSize.zero
        public var reservedLayoutSize = CGSize.zero
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// nil tints with the view's tint colour, as in UIKit.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }

        /// The image's size after `maximumSize` (zero: no limit), keeping its aspect ratio.
        func displayedSize(of image: UIImage) -> CGSize {
            var size = image.size
            var scale: CGFloat = 1
            if maximumSize.width > 0, size.width > maximumSize.width {
                scale = min(scale, maximumSize.width / size.width)
            }
            if maximumSize.height > 0, size.height > maximumSize.height {
                scale = min(scale, maximumSize.height / size.height)
            }
            size = CGSize(width: size.width * scale, height: size.height * scale)
            return size
        }

        /// The space the image takes in the layout: at least `reservedLayoutSize` (standardDimension: the image).
        func layoutSize(of image: UIImage?) -> CGSize {
            let shown = image.map(displayedSize) ?? .zero
            func reserved(_ value: CGFloat, _ own: CGFloat) -> CGFloat {
                value == Self.standardDimension ? own : max(value, own)
            }
            guard image != nil || reservedLayoutSize.width > 0 else { return .zero }
            return CGSize(
                width: reserved(reservedLayoutSize.width, shown.width),
                height: reserved(reservedLayoutSize.height, shown.height))
        }
    }
}
