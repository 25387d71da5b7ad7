import Foundation

// UIKit's attributes for Swift's `AttributedString` (`text.font = …`), which Foundation on Linux does not
// declare, and the conversion to the `NSAttributedString` labels draw.
extension AttributeScopes {
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let shadow: ShadowAttribute
        public let attachment: AttachmentAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }

        public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }

        public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }

        public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }

        public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }

        public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }

        public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }

        public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }

        public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
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
    /// The runs of `attributed` with the UIKit attributes the typesetter draws, under their `NSAttributedString`
    /// names, so that a button's or a content configuration's attributed title honours what a label does.
    package convenience init(uiKitAttributes attributed: AttributedString) {
        typealias Scope = AttributeScopes.UIKitAttributes
        let result = NSMutableAttributedString(string: "")
        for run in attributed.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            func take<K: AttributedStringKey>(_ key: K.Type) {
                if let value = run[K.self] { attributes[NSAttributedString.Key(K.name)] = value }
            }
            take(Scope.FontAttribute.self)
            take(Scope.ForegroundColorAttribute.self)
            take(Scope.BackgroundColorAttribute.self)
            take(Scope.ParagraphStyleAttribute.self)
            take(Scope.KernAttribute.self)
            take(Scope.TrackingAttribute.self)
            take(Scope.StrikethroughColorAttribute.self)
            take(Scope.UnderlineColorAttribute.self)
            take(Scope.BaselineOffsetAttribute.self)
            take(Scope.ShadowAttribute.self)
            take(Scope.AttachmentAttribute.self)
            // Line styles as apps store them in an `NSAttributedString`: the raw value.
            if let style = run[Scope.StrikethroughStyleAttribute.self] {
                attributes[.strikethroughStyle] = style.rawValue
            }
            if let style = run[Scope.UnderlineStyleAttribute.self] { attributes[.underlineStyle] = style.rawValue }
            result.append(NSAttributedString(string: String(attributed[run.range].characters), attributes: attributes))
        }
        self.init(attributedString: result)
    }
}
