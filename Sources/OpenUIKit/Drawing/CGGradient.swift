import Foundation

/// Core Graphics' colour space; only device RGB (taken as sRGB) exists here.
public final class CGColorSpace: @unchecked Sendable {
    public static let sRGB = "kCGColorSpaceSRGB"
    init() {}
    public convenience init?(name: String) { self.init() }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// A gradient's colour stops. Core Graphics takes a `CFArray` of colours; here it is `[CGColor]`.
public final class CGGradient: @unchecked Sendable {
    let stops: [(location: CGFloat, color: CGColor)]

    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            let location = locations.map { $0[index] } ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1))
            return (location, color)
        }
    }

    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard let locations else {
            self.init(colorsSpace: space, colors: colors, locations: nil as UnsafePointer<CGFloat>?)
            return
        }
        guard locations.count == colors.count else { return nil }
        let made: CGGradient? = locations.withUnsafeBufferPointer {
            CGGradient(colorsSpace: space, colors: colors, locations: $0.baseAddress)
        }
        guard let made else { return nil }
        self.init(copying: made)
    }

    /// RGBA component quadruples, one per location, as `CGGradient(colorSpace:colorComponents:locations:count:)`.
    public convenience init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        let colors = (0..<count).map {
            CGColor(
                red: components[4 * $0], green: components[4 * $0 + 1], blue: components[4 * $0 + 2],
                alpha: components[4 * $0 + 3])
        }
        self.init(colorsSpace: space, colors: colors, locations: locations)
    }

    private init(copying other: CGGradient) { stops = other.stops }
}
