/// Benchmark-only switches of the layout engine, so that `bench layout` measures the old paths beside the new
/// ones in one run. Never set by the framework or its tests.
package enum LayoutEngineSwitches {
    /// Every activation and deactivation re-gathers the whole tree, and every constant change removes the
    /// constraint from the solver and adds it back (the engine before it learnt to update in place).
    nonisolated(unsafe) package static var regathersAndReinstalls = false
}
