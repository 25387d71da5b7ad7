/// The tokens of a type's body in one file, so that code inside it finds the type it belongs to.
package struct TypeRegion: Equatable, Sendable {
    /// An index into the file's `types`.
    package var type: Int
    /// From the `{` to the `}` (the file's end when unbalanced).
    package var tokens: ClosedRange<Int>
}
