import Foundation

/// UIKit's intrinsic-size constraint (one per axis and direction here: hugging `<=`, compression resistance `>=`).
final class NSContentSizeLayoutConstraint: InternalLayoutConstraint {
    var role = ""
    override var className: String { "NSContentSizeLayoutConstraint" }

    override var equationDescription: String {
        "\(firstLayoutItem?.layoutItemName ?? "nil").\(firstAttribute.name) \(relation.symbol) "
            + "\(constant.layoutString) \(role):\(priority)"
    }
}
