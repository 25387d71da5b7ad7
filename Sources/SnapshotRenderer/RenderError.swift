/// Why a view tree cannot be drawn: a value no screen can show, named with the view and property, so
/// the snapshot fails with a reason and the rest of the run goes on.
public struct RenderError: Error, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }

    /// The class of `object` (a view, or a layer of its own) as the layout dump writes it.
    static func naming(_ object: AnyObject, _ problem: String) -> RenderError {
        RenderError("<\(type(of: object))> \(problem)")
    }
}
