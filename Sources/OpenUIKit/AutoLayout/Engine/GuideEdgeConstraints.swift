import Foundation

/// The safe-area or margins guide of a view: its edges inset from the view's by constants that follow the view's
/// insets (left, top, right and bottom as UIKit names them in its identifiers).
struct GuideEdgeConstraints {
    let left: NSLayoutConstraint
    let top: NSLayoutConstraint
    let right: NSLayoutConstraint
    let bottom: NSLayoutConstraint

    var all: [NSLayoutConstraint] { [left, top, right, bottom] }
}
