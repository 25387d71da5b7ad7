import Foundation

/// A description of a view's content that makes the view showing it (UIKit's protocol). Cells and headers take one
/// through `contentConfiguration`.
public protocol UIContentConfiguration {
    func makeContentView() -> UIView & UIContentView
    func updated(for state: UIConfigurationState) -> Self
}
