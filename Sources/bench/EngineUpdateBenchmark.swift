import Foundation
import OpenUIKit

/// Incremental engine updates on a list of `rows` constrained rows (safe-area insets, a chain of tops): activation
/// and deactivation reach the engine directly, a changed constant moves in place in the solver. Printed beside the
/// figures recorded for the engine before it learnt to (`Recorded`), which re-gathered the tree on every
/// activation and removed and re-added a constraint on every constant change; that path left the engine, so
/// its cost is history kept here, not a switch in the framework.
enum EngineUpdateBenchmark {
    static let steps = 200

    /// `bench layout --only-engine` (500 rows, 200 steps) at commit 380ec69, the last with the re-gathering path
    /// (`LayoutEngineSwitches.regathersAndReinstalls`), on 2026-12-01 on the project's 2-core AMD EPYC VM while
    /// another benchmark held one core: the median of 10 runs, each measuring both paths in one process, old
    /// first. A first layout does the same work on both paths, so its two figures differ only by noise and order.
    private enum Recorded {
        static let commit = "380ec69"
        static let date = "2026-12-01"
        static let rows = 500
        static let runs = 10
        /// /proc/loadavg's one-minute figure over the runs.
        static let loadAverage = "3.8-4.6"
        struct Pair {
            let regathering: Double
            let inPlace: Double
        }
        static let first = Pair(regathering: 51.796, inPlace: 40.590)
        static let activation = Pair(regathering: 3.654, inPlace: 1.756)
        static let constant = Pair(regathering: 1.683, inPlace: 0.516)
        static let rotation = Pair(regathering: 41.697, inPlace: 3.843)
    }

    private struct Screen {
        let window: UIWindow
        let rows: [UIView]
        var heights: [NSLayoutConstraint]

        /// Row `i` is `heights[i]` points tall (44 when `heights` is empty).
        init(rows count: Int, heights constants: [CGFloat] = []) {
            window = UIWindow(device: .iPhone8, orientation: .portrait)
            let controller = UIViewController()
            window.rootViewController = controller
            let root = controller.view!
            var rows: [UIView] = []
            var heights: [NSLayoutConstraint] = []
            var constraints: [NSLayoutConstraint] = []
            for i in 0..<count {
                let row = UIView()
                row.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(row)
                let height = row.heightAnchor.constraint(equalToConstant: constants.isEmpty ? 44 : constants[i])
                constraints += [
                    row.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 16),
                    row.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -16),
                    row.topAnchor.constraint(
                        equalTo: i == 0 ? root.safeAreaLayoutGuide.topAnchor : rows[i - 1].bottomAnchor, constant: 8),
                    height,
                ]
                rows.append(row)
                heights.append(height)
            }
            NSLayoutConstraint.activate(constraints)
            window.makeKeyAndVisible()
            self.rows = rows
            self.heights = heights
        }
    }

    struct Figures {
        var first = 0.0
        var activation = 0.0
        var constant = 0.0
        var rotation = 0.0
        /// Whether the updated rows have the frames a fresh window with the final constants gets.
        var matchesFreshLayout = false
    }

    static func measure(rows: Int) -> Figures {
        var screen = Screen(rows: rows)
        var figures = Figures()
        figures.first = milliseconds { screen.window.layoutIfNeeded() }
        // Swap one row's height constraint for a new one, then lay out: deactivate + activate.
        figures.activation =
            milliseconds {
                for step in 0..<steps {
                    let index = (step * 37) % rows
                    let fresh = screen.rows[index].heightAnchor.constraint(equalToConstant: CGFloat(30 + step % 20))
                    screen.heights[index].isActive = false
                    fresh.isActive = true
                    screen.heights[index] = fresh
                    screen.window.layoutIfNeeded()
                }
            } / Double(steps)
        figures.constant =
            milliseconds {
                for step in 0..<steps {
                    screen.heights[(step * 53) % rows].constant += 1
                    screen.window.layoutIfNeeded()
                }
            } / Double(steps)
        // Root size and safe-area insets change together.
        figures.rotation =
            milliseconds {
                screen.window.orientation = .landscape
                screen.window.layoutIfNeeded()
                screen.window.orientation = .portrait
                screen.window.layoutIfNeeded()
            } / 2
        let fresh = Screen(rows: rows, heights: screen.heights.map(\.constant))
        fresh.window.layoutIfNeeded()
        figures.matchesFreshLayout = screen.rows.map(\.frame) == fresh.rows.map(\.frame)
        return figures
    }

    static func run(rows: Int) {
        let now = measure(rows: rows)
        print("  engine updates, \(rows) constrained rows (activation direct, constants in place):")
        if rows == Recorded.rows {
            print(
                "    recorded \(Recorded.date) at \(Recorded.commit) on a 2-core AMD EPYC VM, median of \(Recorded.runs)"
                    + " runs, load average \(Recorded.loadAverage): re-gather (the engine before it updated in place:")
            print(
                "    every activation re-gathered the tree, every constant was removed and re-added) and in place;"
                    + " load average now \(loadAverage())")
        } else {
            print("    (figures recorded for the re-gathering engine are for --rows \(Recorded.rows))")
        }
        func line(_ text: String, _ value: Double, _ recorded: Recorded.Pair) {
            let label = ("    " + text).padding(toLength: 44, withPad: " ", startingAt: 0)
            guard rows == Recorded.rows else {
                print(label + String(format: " now %9.3f ms", value))
                return
            }
            print(
                label
                    + String(
                        format: " now %9.3f ms  recorded: re-gather %9.3f ms  in place %9.3f ms  now/re-gather %.3f",
                        value, recorded.regathering, recorded.inPlace, value / recorded.regathering))
        }
        line("first layout", now.first, Recorded.first)
        line("deactivate + activate + layout (per step)", now.activation, Recorded.activation)
        line("constant = + layout (per step)", now.constant, Recorded.constant)
        line("rotation + layout (per rotation)", now.rotation, Recorded.rotation)
        print("    frames identical to a fresh layout of the final constants: \(now.matchesFreshLayout ? "yes" : "NO")")
    }

    /// The one-minute load average, for comparing a run with the recorded one on a shared machine.
    private static func loadAverage() -> String {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.map(String.init) ?? "unknown"
    }
}
