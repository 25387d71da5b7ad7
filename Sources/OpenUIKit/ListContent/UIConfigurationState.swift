import Foundation

/// What a configuration is updated for: the traits of the view it will show in (UIKit's protocol; custom states
/// are left out).
public protocol UIConfigurationState {
    var traitCollection: UITraitCollection { get set }
}
