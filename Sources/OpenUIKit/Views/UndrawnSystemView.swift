import Foundation

/// The view of a system controller whose interface is Apple's and is not drawn (the photo picker): the
/// renderer refuses a window that shows one, with `reason`, rather than draw an empty screen.
package final class UndrawnSystemView: UIView {
    package let reason: String

    package init(reason: String) {
        self.reason = reason
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("UndrawnSystemView is made in code only") }
}
