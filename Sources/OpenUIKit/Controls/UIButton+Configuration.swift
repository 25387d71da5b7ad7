import Foundation

extension UIButton {
    /// A button's look as a value (iOS 15). Colours the button derives (foreground, background) are
    /// resolved against the button's tint and state; content insets default per `buttonSize`.
    public struct Configuration: Hashable {
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// How title and subtitle align with each other; automatic is leading beside an image and
        /// centred above or below one, as UIKit does.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }
        public enum Indicator: Int, Sendable { case automatic, none, popup }
        /// How the background is filled; `plain` draws none.
        enum Style: Hashable { case plain, gray, tinted, filled }

        var style: Style
        /// The title; `attributedTitle`, when set, is drawn instead.
        public var title: String?
        public var attributedTitle: AttributedString?
        public var subtitle: String?
        public var attributedSubtitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        /// The space between title and subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        /// Applied to the image's tint (the foreground colour) when set.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if !customInsets { contentInsetsStorage = ControlMetrics.configurationInsets(buttonSize) } }
        }
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        /// The style's background: its corner radius is 5.95 (uikit-facts-breadth §4); a colour set here
        /// replaces the style's fill.
        public var background: UIBackgroundConfiguration = {
            var background = UIBackgroundConfiguration.clear()
            // nil: the style's own fill, as a configured button resolves it.
            background.backgroundColor = nil
            background.cornerRadius = ControlMetrics.configurationCornerRadius
            return background
        }()
        /// Shows a spinning activity indicator in the image's place.
        public var showsActivityIndicator = false
        public var indicator: Indicator = .automatic
        private var contentInsetsStorage = ControlMetrics.configurationInsets(.medium)
        private var customInsets = false

        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage }
            set {
                contentInsetsStorage = newValue
                customInsets = true
            }
        }

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// On iOS, bordered is the gray style (uikit-facts-breadth §4).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        /// The radius the corner style gives a button of `height`.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .dynamic, .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }

        /// The title as drawn: the attributed title if any, else the plain one.
        var displayedTitle: NSAttributedString? {
            if let attributedTitle { return NSAttributedString(uiKitAttributes: attributedTitle) }
            return title.map { NSAttributedString(string: $0) }
        }

        var displayedSubtitle: NSAttributedString? {
            if let attributedSubtitle { return NSAttributedString(uiKitAttributes: attributedSubtitle) }
            return subtitle.map { NSAttributedString(string: $0) }
        }
    }
}
