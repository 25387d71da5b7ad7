import Foundation

/// A transition between a layer's old and new content. It changes no property, so the presentation layer
/// shows the model throughout; its timing and callbacks are those of every animation.
open class CATransition: CAAnimation {
    open var type = CATransitionType.fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
    open var filter: Any?

    override func emptyCopy() -> CAAnimation { CATransition() }

    override func property(forKey key: String) -> Any?? {
        switch key {
        case "type": return type.rawValue
        case "subtype": return .some(subtype?.rawValue)
        case "startProgress": return startProgress
        case "endProgress": return endProgress
        case "filter": return .some(filter)
        default: return super.property(forKey: key)
        }
    }

    override func setProperty(_ value: Any?, forKey key: String) -> Bool {
        switch key {
        case "type": type = (value as? String).map(CATransitionType.init) ?? type
        case "subtype": subtype = (value as? String).map(CATransitionSubtype.init)
        case "startProgress": startProgress = KeyValue.double(value).map(Float.init) ?? startProgress
        case "endProgress": endProgress = KeyValue.double(value).map(Float.init) ?? endProgress
        case "filter": filter = value
        default: return super.setProperty(value, forKey: key)
        }
        return true
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CATransition else { return }
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
    }
}
