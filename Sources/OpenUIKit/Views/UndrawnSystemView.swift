import Foundation

/// The view of a system controller whose interface is Apple's and is not drawn (the photo picker): the
/// renderer refuses a window that shows one, with `reason`, rather than draw an empty screen.
final class UndrawnSystemView: UIView {
    private let reason: String

    init(reason: String) {
        self.reason = reason
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("UndrawnSystemView is made in code only") }

    package override var drawingProblem: String? { reason }
}
