import Foundation

/// The readable content guide: inside the margins guide, centred, at most the readable width and pulled towards
/// it just below required.
struct ReadableGuideConstraints {
    let top: NSLayoutConstraint
    let bottom: NSLayoutConstraint
    let centerX: NSLayoutConstraint
    let maxWidth: NSLayoutConstraint
    let readableWidth: NSLayoutConstraint
    let preferredWidth: NSLayoutConstraint

    var all: [NSLayoutConstraint] { [top, bottom, centerX, maxWidth, readableWidth, preferredWidth] }
}
