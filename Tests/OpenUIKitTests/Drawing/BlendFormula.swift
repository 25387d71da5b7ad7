import Foundation

@testable import OpenUIKit

/// The definitions `CGBlendModeTests` checks against, computed in floating point on premultiplied colours:
/// the PDF Reference's blend functions B(cb, cs) composited as `co = (1 − αb)·αs·cs + (1 − αs)·αb·cb +
/// αs·αb·B`, and Apple's Porter-Duff formulas (R, S, D premultiplied, alpha included).
enum BlendFormula {
    struct RGBA {
        var r, g, b, a: Double
        init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
        var channels: [Double] { [r, g, b] }
        /// Straight 8-bit bytes, as `CGImage.rgba(x:y:)` reads them.
        var bytes: (UInt8, UInt8, UInt8, UInt8) {
            func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
            return (byte(r), byte(g), byte(b), byte(a))
        }
    }

    private typealias Premultiplied = (c: [Double], a: Double)

    static func result(_ mode: CGBlendMode, source: RGBA, destination: RGBA) -> RGBA {
        let s: Premultiplied = (source.channels.map { $0 * source.a }, source.a)
        let d: Premultiplied = (destination.channels.map { $0 * destination.a }, destination.a)
        let r: Premultiplied
        if let porterDuff = porterDuff(mode, s, d) {
            r = porterDuff
        } else {
            let blended = blend(mode, cb: destination.channels, cs: source.channels)
            let a = s.a + d.a - s.a * d.a
            r = (
                (0..<3).map { i in
                    (1 - d.a) * s.c[i] + (1 - s.a) * d.c[i] + s.a * d.a * blended[i]
                }, a
            )
        }
        guard r.a > 0 else { return RGBA(0, 0, 0, 0) }
        return RGBA(r.c[0] / r.a, r.c[1] / r.a, r.c[2] / r.a, r.a)
    }

    private static func porterDuff(_ mode: CGBlendMode, _ s: Premultiplied, _ d: Premultiplied) -> Premultiplied? {
        func mix(_ fs: Double, _ fd: Double) -> Premultiplied {
            ((0..<3).map { s.c[$0] * fs + d.c[$0] * fd }, s.a * fs + d.a * fd)
        }
        switch mode {
        case .clear: return ([0, 0, 0], 0)
        case .copy: return s
        case .sourceIn: return mix(d.a, 0)
        case .sourceOut: return mix(1 - d.a, 0)
        case .sourceAtop: return mix(d.a, 1 - s.a)
        case .destinationOver: return mix(1 - d.a, 1)
        case .destinationIn: return mix(0, s.a)
        case .destinationOut: return mix(0, 1 - s.a)
        case .destinationAtop: return mix(1 - d.a, s.a)
        case .xor: return mix(1 - d.a, 1 - s.a)
        case .plusLighter: return ((0..<3).map { min(1, s.c[$0] + d.c[$0]) }, min(1, s.a + d.a))
        case .plusDarker:
            // R = max(0, 1 − ((1 − D) + (1 − S))), each side's lack measured against its own alpha.
            let a = min(1, s.a + d.a)
            return ((0..<3).map { max(0, a - (s.a - s.c[$0]) - (d.a - d.c[$0])) }, a)
        default: return nil
        }
    }

    private static func blend(_ mode: CGBlendMode, cb: [Double], cs: [Double]) -> [Double] {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default: return (0..<3).map { separable(mode, cb[$0], cs[$0]) }
        }
    }

    private static func separable(_ mode: CGBlendMode, _ cb: Double, _ cs: Double) -> Double {
        func multiply(_ b: Double, _ s: Double) -> Double { b * s }
        func screen(_ b: Double, _ s: Double) -> Double { b + s - b * s }
        func hardLight(_ b: Double, _ s: Double) -> Double { s <= 0.5 ? multiply(b, 2 * s) : screen(b, 2 * s - 1) }
        switch mode {
        case .normal: return cs
        case .multiply: return multiply(cb, cs)
        case .screen: return screen(cb, cs)
        case .overlay: return hardLight(cs, cb)
        case .darken: return min(cb, cs)
        case .lighten: return max(cb, cs)
        case .colorDodge: return cb == 0 ? 0 : cs >= 1 ? 1 : min(1, cb / (1 - cs))
        case .colorBurn: return cb == 1 ? 1 : cs <= 0 ? 0 : 1 - min(1, (1 - cb) / cs)
        case .hardLight: return hardLight(cb, cs)
        case .softLight:
            if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
            let dark = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
            return cb + (2 * cs - 1) * (dark - cb)
        case .difference: return abs(cb - cs)
        case .exclusion: return cb + cs - 2 * cb * cs
        default: fatalError("\(mode) is not separable")
        }
    }

    private static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    private static func clipColor(_ c: [Double]) -> [Double] {
        let l = lum(c)
        let n = c.min()!
        let x = c.max()!
        var result = c
        if n < 0 { result = result.map { l + ($0 - l) * l / (l - n) } }
        if x > 1 { result = result.map { l + ($0 - l) * (1 - l) / (x - l) } }
        return result
    }

    private static func setLum(_ c: [Double], _ l: Double) -> [Double] {
        let d = l - lum(c)
        return clipColor(c.map { $0 + d })
    }

    private static func sat(_ c: [Double]) -> Double { c.max()! - c.min()! }

    private static func setSat(_ c: [Double], _ s: Double) -> [Double] {
        let maxValue = c.max()!
        let minValue = c.min()!
        guard maxValue > minValue else { return [0, 0, 0] }
        return c.map { ($0 - minValue) * s / (maxValue - minValue) }
    }
}
