import Foundation

/// An animation's from/to/by value (`Any?` in Core Animation's API) as numbers that interpolate: a scalar
/// (`Double`, `CGFloat`, `Float`, `Int`, `NSNumber`), a point, size, rect, colour (RGBA) or number array
/// (gradient `locations`). Values of different kinds never combine.
struct AnimatableValue: Equatable {
    enum Kind: Equatable {
        case scalar, point, size, rect, color
        case numbers(Int)
    }

    let kind: Kind
    let components: [Double]

    init(kind: Kind, components: [Double]) {
        self.kind = kind
        self.components = components
    }

    init?(_ value: Any?) {
        switch value {
        case let value as Double: self.init(kind: .scalar, components: [value])
        case let value as CGFloat: self.init(kind: .scalar, components: [Double(value)])
        case let value as Float: self.init(kind: .scalar, components: [Double(value)])
        case let value as Int: self.init(kind: .scalar, components: [Double(value)])
        case let value as NSNumber: self.init(kind: .scalar, components: [value.doubleValue])
        case let value as CGPoint: self.init(kind: .point, components: [Double(value.x), Double(value.y)])
        case let value as CGSize: self.init(kind: .size, components: [Double(value.width), Double(value.height)])
        case let value as CGRect:
            self.init(
                kind: .rect,
                components: [value.origin.x, value.origin.y, value.size.width, value.size.height].map(Double.init))
        case let value as CGColor:
            self.init(kind: .color, components: [value.red, value.green, value.blue, value.alpha].map(Double.init))
        case let value as [NSNumber]: self.init(kind: .numbers(value.count), components: value.map(\.doubleValue))
        case let value as [Double]: self.init(kind: .numbers(value.count), components: value)
        case let value as [CGFloat]: self.init(kind: .numbers(value.count), components: value.map(Double.init))
        default: return nil
        }
    }

    static func scalar(_ value: Double) -> AnimatableValue { AnimatableValue(kind: .scalar, components: [value]) }

    var scalar: Double { components[0] }
    var point: CGPoint { CGPoint(x: components[0], y: components[1]) }
    var size: CGSize { CGSize(width: components[0], height: components[1]) }
    var rect: CGRect { CGRect(x: components[0], y: components[1], width: components[2], height: components[3]) }
    var color: CGColor {
        let clamped = components.map { CGFloat(min(max($0, 0), 1)) }
        return CGColor(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: clamped[3])
    }
    var numbers: [NSNumber] { components.map { NSNumber(value: $0) } }

    private func combined(with other: AnimatableValue, _ combine: (Double, Double) -> Double) -> AnimatableValue? {
        guard kind == other.kind else { return nil }
        return AnimatableValue(kind: kind, components: zip(components, other.components).map(combine))
    }

    func adding(_ other: AnimatableValue) -> AnimatableValue? { combined(with: other, +) }
    func subtracting(_ other: AnimatableValue) -> AnimatableValue? { combined(with: other, -) }

    func scaled(by factor: Double) -> AnimatableValue {
        AnimatableValue(kind: kind, components: components.map { $0 * factor })
    }

    /// `self` at 0, `other` at 1; fractions outside [0, 1] extrapolate (springs overshoot).
    func interpolated(to other: AnimatableValue, _ fraction: Double) -> AnimatableValue? {
        combined(with: other) { $0 + ($1 - $0) * fraction }
    }
}
