import Foundation

/// Interpolates one property between two values. Of `fromValue`, `toValue` and `byValue`, any two set the
/// ends (`by` is `to − from`); one alone runs from or to the value the property shows; none changes nothing,
/// as Core Animation documents.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?

    override func emptyCopy() -> CAAnimation { CABasicAnimation() }

    override func property(forKey key: String) -> Any?? {
        switch key {
        case "fromValue": return .some(fromValue)
        case "toValue": return .some(toValue)
        case "byValue": return .some(byValue)
        default: return super.property(forKey: key)
        }
    }

    override func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "fromValue": fromValue = value
        case "toValue": toValue = value
        case "byValue": byValue = value
        default: return super.setProperty(value, forKey: key)
        }
        return true
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CABasicAnimation else { return }
        copy.fromValue = fromValue
        copy.toValue = toValue
        copy.byValue = byValue
    }

    /// Progress from start (0) to end (1) at `basicTime` seconds into a pass.
    func progress(atBasicTime basicTime: CFTimeInterval) -> Double {
        paced(basicTime / basicDuration)
    }

    override func apply(to presentation: CALayer, model: CALayer, atParentTime time: CFTimeInterval) {
        guard let keyPath, let basicTime = basicTime(atParentTime: time),
            let current = AnimatedKeyPath.value(of: presentation, keyPath)
        else { return }
        let from = AnimatableValue(fromValue)
        let to = AnimatableValue(toValue)
        let by = AnimatableValue(byValue)
        // With `isAdditive`, the ends are offsets from what the property shows, so a missing end is no offset.
        let base = isAdditive ? current.scaled(by: 0) : current
        let start: AnimatableValue?
        let end: AnimatableValue?
        switch (from, to, by) {
        case let (from?, to?, _): (start, end) = (from, to)
        case let (from?, nil, by?): (start, end) = (from, from.adding(by))
        case let (nil, to?, by?): (start, end) = (to.subtracting(by), to)
        case let (from?, nil, nil): (start, end) = (from, base)
        case let (nil, to?, nil): (start, end) = (base, to)
        case let (nil, nil, by?): (start, end) = (base, base.adding(by))
        case (nil, nil, nil): (start, end) = (base, base)
        }
        guard let start, let end, let value = start.interpolated(to: end, progress(atBasicTime: basicTime))
        else { return }
        show(
            value, on: presentation, repeats: completedRepeats(atParentTime: time),
            passChange: end.subtracting(start))
    }
}
