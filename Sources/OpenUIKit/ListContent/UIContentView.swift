import Foundation

/// A view made by a content configuration; a cell hands it later configurations it `supports` instead of making
/// a new view.
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
    func supports(_ configuration: UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// UIKit's default: every configuration is supported.
    public func supports(_ configuration: UIContentConfiguration) -> Bool { true }
}
