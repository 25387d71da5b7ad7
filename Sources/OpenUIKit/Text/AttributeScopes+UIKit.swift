import Foundation

// UIKit's attributes for Swift's `AttributedString` (`text.font = …`), which Foundation on Linux does not
// declare, and the conversion to the `NSAttributedString` labels draw.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The runs of `attributed` with the UIKit attributes this package draws (font, foreground colour).
    package convenience init(uiKitAttributes attributed: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run.font { attributes[.font] = font }
            if let color = run.foregroundColor { attributes[.foregroundColor] = color }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
