import Foundation

/// UIKit's colour: either a fixed sRGB value or a dynamic colour resolved against a trait collection.
open class UIColor: NSObject, @unchecked Sendable {
    /// First, so that colours can be attribute values (see `CoreFoundationObjectHeader`).
    private let coreFoundationHeader = CoreFoundationObjectHeader()
    let red: CGFloat
    let green: CGFloat
    let blue: CGFloat
    let alpha: CGFloat
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    /// The UIKit name of a system colour, kept for readable dumps.
    private(set) var systemName: String?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        provider = nil
        systemName = nil
        super.init()
    }

    /// A choice (UIKit documents no value for NSObject's `init()` on a colour): transparent black, the
    /// components of `UIColor.clear`, so a placeholder colour draws nothing.
    public override convenience init() {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }

    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode writes it: sRGB components. Required, as the
    /// literal protocol asks, so it is declared here and not in UIColor+Literals.swift.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        // Colour management is out of scope: P3 components are taken as sRGB.
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        red = light.red
        green = light.green
        blue = light.blue
        alpha = light.alpha
        provider = dynamicProvider
        systemName = nil
        super.init()
    }

    // Convenience, so that UIColor's only designated initializers are UIKit's: an app's subclass that declares
    // none of its own then inherits every initializer, as it does from UIKit's UIColor.
    convenience init(systemName: String, light: UIColor, dark: UIColor) {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
        self.systemName = systemName
    }

    convenience init(fixedName: String, red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
        systemName = fixedName
    }

    open var isDynamic: Bool { provider != nil }

    /// Dynamic colours resolve to their light appearance when the style is unspecified, as UIKit does.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        return provider(traitCollection).resolvedColor(with: traitCollection)
    }

    /// Components of the light (or fixed) appearance, like UIKit outside any trait context.
    @discardableResult
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = self.red
        green?.pointee = self.green
        blue?.pointee = self.blue
        alpha?.pointee = self.alpha
        return true
    }

    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = 0.299 * red + 0.587 * green + 0.114 * blue
        alpha?.pointee = self.alpha
        return true
    }

    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let provider {
            return UIColor(dynamicProvider: { provider($0).withAlphaComponent(alpha) })
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Core Graphics stand-in for `layer.borderColor` and friends; resolved in the light appearance.
    open var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }

    /// RGBA components of the colour resolved for `traits`.
    open func rgba(in traits: UITraitCollection) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = resolvedColor(with: traits)
        return (c.red, c.green, c.blue, c.alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA` (8-bit, rounded), used by the layout dump.
    open func hexString(in traits: UITraitCollection = UITraitCollection()) -> String {
        let c = rgba(in: traits)
        func byte(_ v: CGFloat) -> Int { v.isNaN ? 0 : Int((min(max(v, 0), 1) * 255).rounded()) }
        var text = String(format: "#%02X%02X%02X", byte(c.red), byte(c.green), byte(c.blue))
        if byte(c.alpha) != 255 { text += String(format: "%02X", byte(c.alpha)) }
        return text
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if self === other { return true }
        if provider != nil || other.provider != nil { return false }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    open override var description: String {
        if let systemName { return "<UIColor \(systemName) \(hexString())>" }
        return "<UIColor \(hexString())>"
    }
}

/// Minimal stand-in for Core Graphics' colour, so that `layer.borderColor = color.cgColor` compiles.
public final class CGColor: Hashable, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }
}
