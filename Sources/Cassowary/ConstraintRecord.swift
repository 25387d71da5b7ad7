/// What the tableau keeps for a constraint it holds: the symbols that mark its row, and its level.
struct ConstraintRecord {
    let constraint: Constraint
    /// Slack (inequality), dummy (required equality) or positive error (non-required equality).
    let marker: Symbol
    /// Error symbol of a non-required constraint, or -1.
    let other: Symbol
    /// nil for required constraints.
    let priority: Double?
}

/// An edit variable is a non-required equality `variable == constant` whose constant is moved by
/// `suggestValue` without rebuilding its row.
struct EditRecord {
    let variable: Variable
    let constraint: Constraint
    let marker: Symbol
    let other: Symbol
    var constant: Double
}
