import Foundation

/// Fills `rect` in the current context with its fill colour, as UIKit's `UIRectFill`.
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
