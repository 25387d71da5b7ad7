import Foundation

/// Turns a property animation's numbers into a transform. Kept as given: transform key paths keep their model
/// value in `presentation()` (see `AnimatedKeyPath`).
open class CAValueFunction: NSObject {
    open var name: CAValueFunctionName

    public init?(name: CAValueFunctionName) {
        self.name = name
        super.init()
    }
}
