import Foundation

/// A function from colour to colour that configurations apply to a colour they derive (iOS 14).
/// Two transformers are equal when they are the same transformer: a closure has no other identity.
public struct UIConfigurationColorTransformer: Hashable, Sendable {
    private final class Identity: Sendable {}

    private let identity = Identity()
    private let transform: @Sendable (UIColor) -> UIColor

    public init(_ transformer: @escaping @Sendable (UIColor) -> UIColor) { transform = transformer }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's luminance as grey, keeping its alpha (Rec. 709 weights).
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor(dynamicProvider: { traits in
            let rgba = color.rgba(in: traits)
            let luminance = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
            return UIColor(white: luminance, alpha: rgba.alpha)
        })
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
