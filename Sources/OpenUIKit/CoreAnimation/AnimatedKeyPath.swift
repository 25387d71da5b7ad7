import Foundation

/// The layer properties whose animated values `presentation()` can compute: geometry (`position`, `bounds`,
/// `anchorPoint` and their `.x`/`.y`/`.origin`/`.size`/`.width`/`.height` parts), `opacity`, colours,
/// corner radius, border and shadow values, and the shape and gradient layers' stroke and gradient values.
/// Any other key path (transforms, contents, paths) keeps its model value in the presentation layer.
enum AnimatedKeyPath {
    static func value(of layer: CALayer, _ keyPath: String) -> AnimatableValue? {
        accessor(for: keyPath, on: layer)?.get()
    }

    @discardableResult
    static func set(_ value: AnimatableValue, on layer: CALayer, _ keyPath: String) -> Bool {
        guard let accessor = accessor(for: keyPath, on: layer) else { return false }
        return accessor.set(value)
    }

    private struct Accessor {
        let get: () -> AnimatableValue?
        let set: (AnimatableValue) -> Bool
    }

    private static func scalar(_ get: @escaping () -> Double, _ set: @escaping (Double) -> Void) -> Accessor {
        Accessor(
            get: { .scalar(get()) },
            set: { value in
                guard value.kind == .scalar else { return false }
                set(value.scalar)
                return true
            })
    }

    private static func value(
        _ kind: AnimatableValue.Kind, _ get: @escaping () -> AnimatableValue?,
        _ set: @escaping (AnimatableValue) -> Void
    ) -> Accessor {
        Accessor(
            get: get,
            set: { value in
                guard value.kind == kind else { return false }
                set(value)
                return true
            })
    }

    /// No colour animates as transparent black, as in Core Animation.
    private static func color(_ get: @escaping () -> CGColor?, _ set: @escaping (CGColor) -> Void) -> Accessor {
        value(.color, { AnimatableValue(get() ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)) }, { set($0.color) })
    }

    private static func accessor(for keyPath: String, on layer: CALayer) -> Accessor? {
        if let accessor = geometryAccessor(for: keyPath, on: layer) { return accessor }
        switch keyPath {
        case "opacity": return scalar({ Double(layer.opacity) }, { layer.opacity = Float($0) })
        case "cornerRadius": return scalar({ Double(layer.cornerRadius) }, { layer.cornerRadius = CGFloat($0) })
        case "borderWidth": return scalar({ Double(layer.borderWidth) }, { layer.borderWidth = CGFloat($0) })
        case "shadowOpacity": return scalar({ Double(layer.shadowOpacity) }, { layer.shadowOpacity = Float($0) })
        case "shadowRadius": return scalar({ Double(layer.shadowRadius) }, { layer.shadowRadius = CGFloat($0) })
        case "shadowOffset":
            return value(.size, { AnimatableValue(layer.shadowOffset) }, { layer.shadowOffset = $0.size })
        case "backgroundColor": return color({ layer.backgroundColor }, { layer.backgroundColor = $0 })
        case "borderColor": return color({ layer.borderColor }, { layer.borderColor = $0 })
        case "shadowColor": return color({ layer.shadowColor }, { layer.shadowColor = $0 })
        default: break
        }
        if let shape = layer as? CAShapeLayer {
            switch keyPath {
            case "strokeStart": return scalar({ Double(shape.strokeStart) }, { shape.strokeStart = CGFloat($0) })
            case "strokeEnd": return scalar({ Double(shape.strokeEnd) }, { shape.strokeEnd = CGFloat($0) })
            case "lineWidth": return scalar({ Double(shape.lineWidth) }, { shape.lineWidth = CGFloat($0) })
            case "lineDashPhase":
                return scalar({ Double(shape.lineDashPhase) }, { shape.lineDashPhase = CGFloat($0) })
            case "strokeColor": return color({ shape.strokeColor }, { shape.strokeColor = $0 })
            case "fillColor": return color({ shape.fillColor }, { shape.fillColor = $0 })
            default: break
            }
        }
        if let gradient = layer as? CAGradientLayer {
            switch keyPath {
            case "startPoint":
                return value(.point, { AnimatableValue(gradient.startPoint) }, { gradient.startPoint = $0.point })
            case "endPoint":
                return value(.point, { AnimatableValue(gradient.endPoint) }, { gradient.endPoint = $0.point })
            case "locations":
                let count = gradient.locations?.count ?? 0
                return value(
                    .numbers(count), { gradient.locations.flatMap { AnimatableValue($0) } },
                    { gradient.locations = $0.numbers })
            default: break
            }
        }
        return nil
    }

    private static func geometryAccessor(for keyPath: String, on layer: CALayer) -> Accessor? {
        switch keyPath {
        case "position": return value(.point, { AnimatableValue(layer.position) }, { layer.position = $0.point })
        case "position.x": return scalar({ Double(layer.position.x) }, { layer.position.x = CGFloat($0) })
        case "position.y": return scalar({ Double(layer.position.y) }, { layer.position.y = CGFloat($0) })
        case "anchorPoint":
            return value(.point, { AnimatableValue(layer.anchorPoint) }, { layer.anchorPoint = $0.point })
        case "anchorPoint.x": return scalar({ Double(layer.anchorPoint.x) }, { layer.anchorPoint.x = CGFloat($0) })
        case "anchorPoint.y": return scalar({ Double(layer.anchorPoint.y) }, { layer.anchorPoint.y = CGFloat($0) })
        case "bounds": return value(.rect, { AnimatableValue(layer.bounds) }, { layer.bounds = $0.rect })
        case "bounds.origin":
            return value(.point, { AnimatableValue(layer.bounds.origin) }, { layer.bounds.origin = $0.point })
        case "bounds.origin.x":
            return scalar({ Double(layer.bounds.origin.x) }, { layer.bounds.origin.x = CGFloat($0) })
        case "bounds.origin.y":
            return scalar({ Double(layer.bounds.origin.y) }, { layer.bounds.origin.y = CGFloat($0) })
        case "bounds.size":
            return value(.size, { AnimatableValue(layer.bounds.size) }, { layer.bounds.size = $0.size })
        case "bounds.size.width":
            return scalar({ Double(layer.bounds.size.width) }, { layer.bounds.size.width = CGFloat($0) })
        case "bounds.size.height":
            return scalar({ Double(layer.bounds.size.height) }, { layer.bounds.size.height = CGFloat($0) })
        default: return nil
        }
    }
}
