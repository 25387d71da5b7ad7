import Foundation

/// How much of the slow solver sweeps a run checks. Everything with `SOLVER_SWEEPS=full` (`.ci/run` sets
/// it) or under CI (`CI=true`, as CI services set it); otherwise, in the everyday `scripts/test`, a
/// smaller sample of the same checks: fewer seeds, smaller systems, each still large enough for what
/// its test is about (sparse pivoting on, parents overflowing at 999, long rows), so the debug build's
/// run stays quick.
enum SolverSweeps {
    static let isFull: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["SOLVER_SWEEPS"] == "full"
            || ["true", "1", "yes"].contains(environment["CI"]?.lowercased() ?? "")
    }()

    /// `everyday` in the everyday run, `full` in the full one.
    static func choose<T>(everyday: T, full: T) -> T { isFull ? full : everyday }
}
