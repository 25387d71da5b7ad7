/// UIKit-style priorities. Any finite value below `required` is a level of its own: a violation at a
/// higher level outweighs every combination of violations at lower levels. Values at or above
/// `required` are treated as required.
public enum Priority {
    public static let required: Double = 1000
}
