import Foundation

/// A colour in CIELAB (D65 white, L* 0…100).
public struct LabColor: Sendable, Equatable {
    public var l: Double
    public var a: Double
    public var b: Double

    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// An 8-bit sRGB colour converted through linear light and CIE XYZ (D65).
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        let r = LabColor.linear[Int(red)]
        let g = LabColor.linear[Int(green)]
        let bl = LabColor.linear[Int(blue)]
        // sRGB primaries to XYZ, normalised by the D65 white point.
        let x = (0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * bl) / 0.950_47
        let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * bl
        let z = (0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * bl) / 1.088_83
        let fx = LabColor.f(x)
        let fy = LabColor.f(y)
        let fz = LabColor.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static let linear: [Double] = (0...255).map { value in
        let c = Double(value) / 255
        return c <= 0.040_45 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24_389
        let kappa = 24_389.0 / 27
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}

/// The CIEDE2000 colour difference (CIE 142-2001), with the parametric factors kL = kC = kH = 1.
/// Hue angles follow the implementation notes of Sharma, Wu and Dalal (2005), which the tests check.
public enum CIEDE2000 {
    public static func difference(_ first: LabColor, _ second: LabColor) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25^7
        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let cp1 = (a1 * a1 + first.b * first.b).squareRoot()
        let cp2 = (a2 * a2 + second.b * second.b).squareRoot()
        let hp1 = hueDegrees(b: first.b, a: a1)
        let hp2 = hueDegrees(b: second.b, a: a2)

        let deltaL = second.l - first.l
        let deltaC = cp2 - cp1
        var deltaHue = 0.0
        if cp1 * cp2 != 0 {
            deltaHue = hp2 - hp1
            if deltaHue > 180 {
                deltaHue -= 360
            } else if deltaHue < -180 {
                deltaHue += 360
            }
        }
        let deltaH = 2 * (cp1 * cp2).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (first.l + second.l) / 2
        let meanCp = (cp1 + cp2) / 2
        var meanHue = hp1 + hp2
        if cp1 * cp2 != 0 {
            if abs(hp1 - hp2) <= 180 {
                meanHue /= 2
            } else if hp1 + hp2 < 360 {
                meanHue = (hp1 + hp2 + 360) / 2
            } else {
                meanHue = (hp1 + hp2 - 360) / 2
            }
        }
        let t =
            1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanCp7 = pow(meanCp, 7)
        let rc = 2 * (meanCp7 / (meanCp7 + pow25to7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sc = 1 + 0.045 * meanCp
        let sh = 1 + 0.015 * meanCp * t
        let rt = -sin(radians(2 * deltaTheta)) * rc

        let termL = deltaL / sl
        let termC = deltaC / sc
        let termH = deltaH / sh
        return (termL * termL + termC * termC + termH * termH + rt * termC * termH).squareRoot()
    }

    private static func hueDegrees(b: Double, a: Double) -> Double {
        if a == 0 && b == 0 { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
