/// Tableau symbols are dense integer ids (Int: a cell is 16 bytes either way); their kind lives in a parallel array of the tableau.
typealias Symbol = Int

/// The four kinds of the incremental Cassowary tableau: external (user variables, unrestricted),
/// slack (inequality markers, >= 0), error (violation of a non-required constraint, >= 0, in the
/// objective), dummy (markers of required equalities, fixed at 0, never pivoted in).
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// Restricted symbols are >= 0 and may leave the basis in the primal simplex.
    var isRestricted: Bool {
        self != .external
    }
}

/// `coefficient * symbol` inside a row.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}
