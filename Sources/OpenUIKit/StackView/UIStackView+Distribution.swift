extension UIStackView {
    /// How arranged views share the stack's length along its axis. Raw values as in UIStackView.h (uikit-facts-breadth §1.1).
    public enum Distribution: Int, Sendable {
        case fill = 0
        case fillEqually = 1
        case fillProportionally = 2
        case equalSpacing = 3
        case equalCentering = 4
    }
}
