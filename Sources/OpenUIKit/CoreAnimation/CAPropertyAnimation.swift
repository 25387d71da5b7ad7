import Foundation

/// An animation of one layer property, named by its key path (see `AnimatedKeyPath` for the ones whose
/// animated values `presentation()` computes).
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Adds the animated value to the value the property already shows, instead of replacing it.
    open var isAdditive = false
    /// Each repeat starts where the previous one ended.
    open var isCumulative = false
    open var valueFunction: CAValueFunction?

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func emptyCopy() -> CAAnimation { CAPropertyAnimation() }

    override func property(forKey key: String) -> Any?? {
        switch key {
        case "keyPath": return .some(keyPath)
        case "additive": return isAdditive
        case "cumulative": return isCumulative
        case "valueFunction": return .some(valueFunction)
        default: return super.property(forKey: key)
        }
    }

    override func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "keyPath": keyPath = value as? String
        case "additive": isAdditive = KeyValue.bool(value) ?? isAdditive
        case "cumulative": isCumulative = KeyValue.bool(value) ?? isCumulative
        case "valueFunction": valueFunction = value as? CAValueFunction
        default: return super.setProperty(value, forKey: key)
        }
        return true
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CAPropertyAnimation else { return }
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
    }

    /// The pacing of the whole animation: its timing function, linear when there is none.
    func paced(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// Sets `value` on `presentation`, after the cumulative offset of `repeats` passes of `passChange` and,
    /// when additive, on top of what the property shows so far.
    func show(
        _ value: AnimatableValue, on presentation: CALayer, repeats: Int, passChange: AnimatableValue?
    ) {
        guard let keyPath else { return }
        var shown = value
        if isCumulative, repeats > 0, let passChange, let offset = shown.adding(passChange.scaled(by: Double(repeats)))
        {
            shown = offset
        }
        if isAdditive, let current = AnimatedKeyPath.value(of: presentation, keyPath),
            let sum = current.adding(shown)
        {
            shown = sum
        }
        AnimatedKeyPath.set(shown, on: presentation, keyPath)
    }
}
