import Foundation

/// What `topLayoutGuide` and `bottomLayoutGuide` give: the extent of the bars over a view controller's
/// view, with anchors to pin content to.
public protocol UILayoutSupport: NSObjectProtocol {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` (from the view's top edge to the safe area's) or
/// `bottomLayoutGuide` (from the safe area's bottom edge to the view's). Since iOS 11 UIKit derives
/// both from the safe area, as here.
final class LayoutSupportGuide: UILayoutGuide, UILayoutSupport {
    enum Edge {
        case top
        case bottom
    }

    var length: CGFloat { layoutFrame.height }

    static func install(_ edge: Edge, in view: UIView) -> LayoutSupportGuide {
        let guide = LayoutSupportGuide()
        view.addLayoutGuide(guide)
        let safeArea = view.safeAreaLayoutGuide
        guide.identifier = edge == .top ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
        NSLayoutConstraint.activate([
            edge == .top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            edge == .top
                ? guide.bottomAnchor.constraint(equalTo: safeArea.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            guide.leftAnchor.constraint(equalTo: view.leftAnchor),
            guide.widthAnchor.constraint(equalTo: view.widthAnchor),
        ])
        return guide
    }
}

extension UIViewController {
    /// The bottom of the status bar (and any bars above the content): the safe area's top edge.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.topAnchor instead")
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuide(.top) }

    /// The top of the home indicator area (and any bars below the content): the safe area's bottom edge.
    @available(iOS, deprecated: 11.0, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead")
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuide(.bottom) }

    /// Made and installed on first use, then kept.
    private func layoutSupportGuide(_ edge: LayoutSupportGuide.Edge) -> LayoutSupportGuide {
        let existing = edge == .top ? layoutSupportGuides.top : layoutSupportGuides.bottom
        if let existing { return existing }
        let guide = LayoutSupportGuide.install(edge, in: view)
        if edge == .top { layoutSupportGuides.top = guide } else { layoutSupportGuides.bottom = guide }
        return guide
    }
}
