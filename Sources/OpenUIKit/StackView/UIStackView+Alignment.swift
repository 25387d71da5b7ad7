extension UIStackView {
    /// How arranged views are placed across the stack's axis. Raw values as in UIStackView.h (uikit-facts-breadth §1.1); `top` and
    /// `bottom` are `leading` and `trailing` under their horizontal-stack names, as in UIKit.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }
}
