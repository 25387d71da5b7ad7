import Foundation

/// UIKit's stack of current drawing contexts: `draw(_:)`, `UIGraphicsImageRenderer` and
/// `UIGraphicsPushContext` put a context on top for the drawing calls that take none
/// (`UIBezierPath.fill()`, `UIColor.setFill()`, `NSString.draw(at:)`).
nonisolated(unsafe) private var contextStack: [CGContext] = []

public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

public func UIGraphicsPopContext() {
    if !contextStack.isEmpty { contextStack.removeLast() }
}

/// Runs `body` with `context` current, popping it even if `body` throws.
func withCurrentContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
