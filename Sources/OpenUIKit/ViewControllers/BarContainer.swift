import Foundation

/// A container controller whose bars cover part of its children's root views (navigation and tab bar
/// controllers). It lays out its bars and child views when its view lays out.
protocol BarContainer: UIViewController {
    func insetsCoveredByBars(of child: UIViewController) -> UIEdgeInsets
    func layoutBarsAndChildren()
}
