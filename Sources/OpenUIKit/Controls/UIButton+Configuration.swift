import Foundation

extension UIButton {
    /// A button's look as a value (iOS 15). Colours the button derives (foreground, background) are
    /// resolved against the button's tint and state; content insets default per `buttonSize`.
    public struct Configuration: Hashable {
        public enum Size: Int, Sendable { case mini, small, medium, large }
        public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        /// How the background is filled; `plain` draws none.
        package enum Style: Hashable { case plain, gray, tinted, filled }

        public struct Background: Hashable {
            public var backgroundColor: UIColor?
            public var cornerRadius: CGFloat = ControlMetrics.configurationCornerRadius
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 1
            public init() {}
        }

        package var style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { if !customInsets { contentInsetsStorage = ControlMetrics.configurationInsets(buttonSize) } }
        }
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = Background()
        public var showsActivityIndicator = false
        private var contentInsetsStorage = ControlMetrics.configurationInsets(.medium)
        private var customInsets = false

        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage }
            set {
                contentInsetsStorage = newValue
                customInsets = true
            }
        }

        package init(style: Style) { self.style = style }

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
        package func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .dynamic, .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            }
        }
    }
}
