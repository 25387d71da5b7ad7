import Foundation

/// Steps one property through `values` at `keyTimes` (fractions of the duration; evenly spaced when nil),
/// each segment paced by its entry in `timingFunctions`. In `presentation()`, `.discrete` holds each value
/// until the next key time and every other mode interpolates linearly between neighbours (paced and cubic
/// spacing are not computed); a `path` keeps the model value.
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode = CAAnimationCalculationMode.linear
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    open var rotationMode: CAAnimationRotationMode?

    override func emptyCopy() -> CAAnimation { CAKeyframeAnimation() }

    override func property(forKey key: String) -> Any?? {
        switch key {
        case "values": return .some(values)
        case "path": return .some(path)
        case "keyTimes": return .some(keyTimes)
        case "timingFunctions": return .some(timingFunctions)
        case "calculationMode": return calculationMode.rawValue
        case "rotationMode": return .some(rotationMode?.rawValue)
        default: return super.property(forKey: key)
        }
    }

    override func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "values": values = value as? [Any]
        case "path": path = value as? CGPath
        case "keyTimes": keyTimes = value as? [NSNumber]
        case "timingFunctions": timingFunctions = value as? [CAMediaTimingFunction]
        case "calculationMode":
            calculationMode = (value as? String).map(CAAnimationCalculationMode.init) ?? calculationMode
        case "rotationMode": rotationMode = (value as? String).map(CAAnimationRotationMode.init)
        default: return super.setProperty(value, forKey: key)
        }
        return true
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CAKeyframeAnimation else { return }
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
    }

    override func apply(to presentation: CALayer, model: CALayer, atParentTime time: CFTimeInterval) {
        guard path == nil, let basicTime = basicTime(atParentTime: time) else { return }
        let frames = (values ?? []).compactMap { AnimatableValue($0) }
        guard let first = frames.first, frames.count == values?.count,
            let value = value(at: paced(basicTime / basicDuration), frames)
        else { return }
        show(
            value, on: presentation, repeats: completedRepeats(atParentTime: time),
            passChange: frames[frames.count - 1].subtracting(first))
    }

    private func value(at progress: Double, _ frames: [AnimatableValue]) -> AnimatableValue? {
        let discrete = calculationMode == .discrete
        let count = frames.count
        let times: [Double]
        if let keyTimes, keyTimes.count >= count {
            times = keyTimes.map(\.doubleValue)
        } else {
            let steps = Double(discrete ? count : max(count - 1, 1))
            times = (0..<count).map { Double($0) / steps }
        }
        if discrete {
            let index = times.prefix(count).lastIndex { $0 <= progress } ?? 0
            return frames[index]
        }
        guard count > 1 else { return frames[0] }
        if progress <= times[0] { return frames[0] }
        guard let segment = (0..<count - 1).first(where: { progress < times[$0 + 1] }) else {
            return frames[count - 1]
        }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (progress - times[segment]) / span : 1
        if let functions = timingFunctions, segment < functions.count {
            local = functions[segment].progress(at: local)
        }
        return frames[segment].interpolated(to: frames[segment + 1], local)
    }
}
