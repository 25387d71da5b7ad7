import Cassowary
import Foundation
import TestSupport

/// `bench solver ...`: prints one `name value unit` line per measurement.
enum SolverBenchmark {
    static let usage =
        "usage: bench solver [--enaml PATH] [--quick] [--only enaml|hierarchy] [--sizes 100,1000,10000] "
        + "[--profile VIEWS] [--sweep [--seeds K] [--repeat R] [--budget SECONDS]]"

    static func run(_ arguments: [String]) -> Int32 {
        var enamlPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/enaml-like-constraints.txt").path
        var quick = false
        var only: String?
        var sizes = [100, 1000, 10000]
        var sweep = false
        var seeds = 3
        var repeats = 3
        var budget = 600.0
        var sizesGiven = false
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--enaml" where i + 1 < arguments.count:
                enamlPath = arguments[i + 1]
                i += 1
            case "--quick":
                quick = true
            case "--profile" where i + 1 < arguments.count:
                guard let n = Int(arguments[i + 1]) else { break }
                // PROFILE_SEED picks another of the sweep's seeds (42 + n + 7,919 k).
                let seed = ProcessInfo.processInfo.environment["PROFILE_SEED"].flatMap { UInt64($0) } ?? UInt64(42 + n)
                do { try SolverProfile.run(viewCount: n, seed: seed) } catch {
                    print("bench solver: \(error)")
                }
                return 0
            case "--only" where i + 1 < arguments.count:
                only = arguments[i + 1]
                i += 1
            case "--sizes" where i + 1 < arguments.count:
                sizes = arguments[i + 1].split(separator: ",").compactMap { Int($0) }
                sizesGiven = true
                i += 1
            case "--sweep":
                sweep = true
            case "--seeds" where i + 1 < arguments.count && Int(arguments[i + 1]) != nil:
                seeds = max(1, Int(arguments[i + 1])!)
                i += 1
            case "--repeat" where i + 1 < arguments.count && Int(arguments[i + 1]) != nil:
                repeats = max(1, Int(arguments[i + 1])!)
                i += 1
            case "--budget" where i + 1 < arguments.count && Double(arguments[i + 1]) != nil:
                budget = Double(arguments[i + 1])!
                i += 1
            default:
                print("bench solver: unknown argument '\(arguments[i])'; \(usage)")
                return 2
            }
            i += 1
        }
        do {
            if sweep {
                try SolverSweep.run(
                    sizes: sizesGiven ? sizes : SolverSweep.defaultSizes, seeds: seeds, repeats: repeats, budget: budget
                )
                return 0
            }
            if only != "hierarchy" { try enaml(path: enamlPath, quick: quick) }
            for n in sizes where only != "enaml" {
                try hierarchy(viewCount: n, runs: quick ? 1 : n <= 100 ? 50 : n <= 1000 ? 10 : 3)
            }
        } catch {
            print("bench solver: \(error)")
            return 1
        }
        return 0
    }

    static func report(_ name: String, _ value: Double, _ unit: String) {
        print("\(name) \(String(format: "%.4f", value)) \(unit)")
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        if ProcessInfo.processInfo.environment["BENCH_CLOCK"] == "cpu" {
            let start = cpuSeconds()
            try body()
            return cpuSeconds() - start
        }
        let start = ContinuousClock.now
        try body()
        let d = ContinuousClock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }

    /// The median, or the minimum with BENCH_STATISTIC=min (steadier on a loaded machine).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        if ProcessInfo.processInfo.environment["BENCH_STATISTIC"] == "min" { return sorted[0] }
        return sorted[sorted.count / 2]
    }

    static func enaml(path: String, quick: Bool) throws {
        let system = try EnamlLikeSystem(path: path)
        func build() throws -> Solver {
            let solver = Solver()
            for c in system.constraints { try solver.addConstraint(c) }
            for v in system.editVariables { try solver.addEditVariable(v, priority: system.editPriority) }
            return solver
        }
        var builds: [Double] = []
        for _ in 0..<(quick ? 20 : 1000) {
            builds.append(try seconds { _ = try build() })
        }
        report("enaml.build", median(builds) * 1e3, "ms")
        // The best run too: on a shared machine the median can land inside someone else's build.
        report("enaml.build.best", builds.min()! * 1e3, "ms")

        let solver = try build()
        let width = system.editVariables[0]
        let height = system.editVariables[1]
        let rounds = quick ? 200 : 20000
        var batches: [Double] = []
        for _ in 0..<(quick ? 3 : 9) {
            batches.append(
                try seconds {
                    for _ in 0..<rounds {
                        for (w, h) in EnamlLikeSystem.sizes {
                            try solver.suggestValue(width, w)
                            try solver.suggestValue(height, h)
                            solver.updateVariables()
                        }
                    }
                } / Double(rounds * EnamlLikeSystem.sizes.count))
        }
        report("enaml.suggest", median(batches) * 1e6, "us")
        report("enaml.suggest.best", batches.min()! * 1e6, "us")
    }

    static func hierarchy(viewCount: Int, runs: Int) throws {
        let hierarchy = UIKitLikeHierarchy(viewCount: viewCount, seed: UInt64(42 + viewCount))
        report("hierarchy-\(viewCount).constraints", Double(hierarchy.specs.count), "count")
        report("hierarchy-\(viewCount).checksum", hierarchy.checksum, "sum")
        var times: [Double] = []
        for _ in 0..<runs {
            let (variables, constraints) = hierarchy.makeConstraints()
            times.append(
                try seconds {
                    let solver = Solver()
                    for c in constraints { try solver.addConstraint(c) }
                    solver.updateVariables()
                })
            _ = variables
        }
        report("hierarchy-\(viewCount).build+solve", median(times) * 1e3, "ms")
    }
}

/// CPU time of this process (`BENCH_CLOCK=cpu`): on a machine shared with other work, wall time measures the
/// neighbours too.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
}
