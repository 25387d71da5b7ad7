import Foundation

extension UIColor {
    /// Hue, saturation and brightness of the light (or fixed) appearance, each 0…1 for components in 0…1, the
    /// inverse of `init(hue:saturation:brightness:alpha:)`. A grey has hue and saturation 0. Always succeeds:
    /// every colour here is RGB.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        let maximum = max(r, g, b)
        let range = maximum - min(r, g, b)
        var h: CGFloat = 0
        if range > 0 {
            if maximum == r {
                h = (g - b) / range
            } else if maximum == g {
                h = 2 + (b - r) / range
            } else {
                h = 4 + (r - g) / range
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? range / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = a
        return true
    }
}
