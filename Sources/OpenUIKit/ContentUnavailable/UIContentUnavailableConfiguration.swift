import Foundation

/// An empty state: image, text, secondary text and up to two buttons, centred (iOS 17). The presets'
/// fonts, colours and paddings are in `PickerMetrics` (choices; UIKit does not publish them).
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    public enum Alignment: Int, Sendable {
        case center = 0
        case natural = 1
    }

    public struct ImageProperties {
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// Zero in either dimension leaves that dimension unlimited, as in UIKit.
        public var maximumSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
    }

    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// 0: as many lines as the text needs.
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = false
    }

    public struct ButtonProperties {
        public var primaryAction: UIAction?
        public var menu: UIMenu?
        public var isEnabled = true
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    /// Shown when it has a title, an attributed title or an image (or its primary action has a title).
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    public var imageToTextPadding = PickerMetrics.imageToTextPadding
    public var textToSecondaryTextPadding = PickerMetrics.textToSecondaryTextPadding
    public var textToButtonPadding = PickerMetrics.textToButtonPadding
    public var buttonToSecondaryButtonPadding = PickerMetrics.buttonToSecondaryButtonPadding
    public var directionalLayoutMargins = PickerMetrics.unavailableMargins
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal, .vertical]
    public var background = UIBackgroundConfiguration.clear()
    /// Set by `loading()`: an activity indicator stands in the image's place.
    var showsActivityIndicator = false

    private init(textFont: UIFont, textColor: UIColor) {
        textProperties = TextProperties(font: textFont, color: textColor)
        secondaryTextProperties = TextProperties(
            font: .preferredFont(forTextStyle: PickerMetrics.unavailableSecondaryTextStyle), color: .secondaryLabel)
        imageProperties.tintColor = .secondaryLabel
        imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(
            textStyle: PickerMetrics.unavailableImageTextStyle, scale: .large)
    }

    /// Nothing to show yet: text in bold title2, secondary text in body secondaryLabel.
    public static func empty() -> Self {
        let base = UIFont.preferredFont(forTextStyle: PickerMetrics.unavailableTextStyle)
        let bold = base.fontDescriptor.withSymbolicTraits(.traitBold).map { UIFont(descriptor: $0, size: 0) } ?? base
        return Self(textFont: bold, textColor: .label)
    }

    /// A spinner in the image's place; text, if any, in body secondaryLabel.
    public static func loading() -> Self {
        var configuration = Self(textFont: .preferredFont(forTextStyle: .body), textColor: .secondaryLabel)
        configuration.showsActivityIndicator = true
        return configuration
    }

    /// A search without results: a magnifying glass, "No Results" and a hint, as UIKit's preset shows.
    public static func search() -> Self {
        var configuration = empty()
        configuration.image = UIImage(systemName: "magnifyingglass")
        configuration.text = "No Results"
        configuration.secondaryText = "Check the spelling or try a new search."
        return configuration
    }

    public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }

    /// The presets do not change with the state.
    public func updated(for state: UIConfigurationState) -> Self { self }
}
