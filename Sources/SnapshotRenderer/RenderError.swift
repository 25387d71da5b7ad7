import OpenUIKit

/// Why a view tree cannot be drawn: a value no screen can show, named with the view and property, so
/// the snapshot fails with a reason and the rest of the run goes on.
public struct RenderError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    /// `view`'s class and frame as the layout dump writes them.
    static func naming(_ view: UIView, _ problem: String) -> RenderError {
        RenderError("<\(type(of: view))> \(problem)")
    }
}
