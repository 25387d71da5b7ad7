import Foundation
import OpenUIKit

/// Incremental engine updates on a list of `rows` constrained rows (safe-area insets, a chain of tops), once with
/// the old paths (`LayoutEngineSwitches.regathersAndReinstalls`: every activation re-gathers the tree, every
/// constant change removes and re-adds) and once with the new ones, in the same process.
enum EngineUpdateBenchmark {
    static let steps = 200

    private struct Screen {
        let window: UIWindow
        let rows: [UIView]
        var heights: [NSLayoutConstraint]

        init(rows count: Int) {
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
                let height = row.heightAnchor.constraint(equalToConstant: 44)
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
        var frames: [CGRect] = []
    }

    static func measure(rows: Int, old: Bool) -> Figures {
        LayoutEngineSwitches.regathersAndReinstalls = old
        defer { LayoutEngineSwitches.regathersAndReinstalls = false }
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
        figures.frames = screen.rows.map(\.frame)
        return figures
    }

    static func run(rows: Int) {
        let old = measure(rows: rows, old: true)
        let new = measure(rows: rows, old: false)
        print("  engine updates, \(rows) constrained rows (old: re-gather and re-add; new: direct and in place):")
        func line(_ text: String, _ a: Double, _ b: Double) {
            let name = "    " + text
            let label = name.padding(toLength: 44, withPad: " ", startingAt: 0)
            print(label + String(format: " old %9.3f ms  new %9.3f ms  new/old %.3f", a, b, b / a))
        }
        line("first layout", old.first, new.first)
        line("deactivate + activate + layout (per step)", old.activation, new.activation)
        line("constant = + layout (per step)", old.constant, new.constant)
        line("rotation + layout (per rotation)", old.rotation, new.rotation)
        print("    frames identical after both runs: \(old.frames == new.frames ? "yes" : "NO")")
    }
}
