import Foundation

/// A cubic Bézier pacing curve from (0, 0) to (1, 1), mapping an animation's elapsed fraction to its
/// progress. The named curves have Apple's documented control points, e.g.
/// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/default
/// (`.default` (0.25, 0.1) (0.25, 1); `.easeIn` (0.42, 0) (1, 1); `.easeOut` (0, 0) (0.58, 1);
/// `.easeInEaseOut` (0.42, 0) (0.58, 1); `.linear` (0, 0) (1, 1)). A name Core Animation does not define
/// paces linearly.
open class CAMediaTimingFunction: NSObject {
    private let c1: (x: Float, y: Float)
    private let c2: (x: Float, y: Float)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = (c1x, c1y)
        c2 = (c2x, c2y)
        super.init()
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Writes control point `idx` (0 to 3; 0 is (0, 0) and 3 is (1, 1)) into `ptr[0]` and `ptr[1]`.
    open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let point: (x: Float, y: Float)
        switch idx {
        case 0: point = (0, 0)
        case 1: point = c1
        case 2: point = c2
        default: point = (1, 1)
        }
        ptr[0] = point.x
        ptr[1] = point.y
    }

    open override var description: String {
        "<CAMediaTimingFunction (\(c1.x), \(c1.y)) (\(c2.x), \(c2.y))>"
    }

    /// The curve's progress at elapsed fraction `x`: the curve parameter whose x is `x` (Newton's method,
    /// with bisection where the slope is too flat), then that parameter's y.
    func progress(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        let ax = Double(c1.x)
        let bx = Double(c2.x)
        let ay = Double(c1.y)
        let by = Double(c2.y)
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * s * p1 + 3 * inverse * s * s * p2 + s * s * s
        }
        func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let inverse = 1 - s
            return 3 * inverse * inverse * p1 + 6 * inverse * s * (p2 - p1) + 3 * s * s * (1 - p2)
        }
        var s = x
        for _ in 0..<8 {
            let error = bezier(s, ax, bx) - x
            if abs(error) < 1e-7 { return bezier(s, ay, by) }
            let derivative = slope(s, ax, bx)
            if abs(derivative) < 1e-6 { break }
            s -= error / derivative
        }
        var low = 0.0
        var high = 1.0
        s = x
        for _ in 0..<60 {
            let value = bezier(s, ax, bx)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return bezier(s, ay, by)
    }
}
