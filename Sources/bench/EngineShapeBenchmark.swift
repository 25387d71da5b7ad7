import Foundation
import OpenUIKit
import ReferenceScenes

/// Trees shaped as new users build them, laid out by the engine with real views and anchors: a chain of nested
/// views each pinned inside its parent, siblings stacked in one superview, and a realistic screen (a scroll view
/// of cards, each with labels and fixed-size views). First layout, then relayout after a rotation, and the peak
/// resident memory.
enum EngineShapeBenchmark {
    enum Shape: String, CaseIterable {
        case chain
        case siblings
        case screen
    }

    /// Builds the shape with about `views` views in a window's root controller.
    static func build(_ shape: Shape, views: Int) -> UIWindow {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        let root = controller.view!
        var constraints: [NSLayoutConstraint] = []
        switch shape {
        case .chain:
            var parent = root
            for i in 0..<views {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(view)
                let inset: CGFloat = i % 100 == 0 ? 1 : 0
                constraints += [
                    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
                    view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
                    view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
                ]
                parent = view
            }
        case .siblings:
            var previous: UIView?
            for _ in 0..<views {
                let view = UIView()
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints += [
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                    view.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 2),
                    view.heightAnchor.constraint(equalToConstant: 20),
                ]
                previous = view
            }
        case .screen:
            // Ten views a card (`CardScreen`).
            constraints =
                CardScreen.build(in: root, cards: max(1, (views - 2) / 10)) { i in
                    "Subtitle of card \(i), long enough to wrap on a narrow phone"
                }.constraints
        }
        NSLayoutConstraint.activate(constraints)
        window.makeKeyAndVisible()
        return window
    }

    static func run(views: [Int], shapes: [Shape]) {
        print("  engine shapes (first layout, relayout after a rotation to landscape; peak memory of the process):")
        for shape in shapes {
            for n in views {
                var window: UIWindow?
                let build = milliseconds { window = Self.build(shape, views: n) }
                let first = milliseconds { window!.layoutIfNeeded() }
                let rotation = milliseconds {
                    window!.orientation = .landscape
                    window!.layoutIfNeeded()
                }
                print(
                    String(
                        format:
                            "    %@ %6d views: build %9.1f ms, first layout %9.1f ms, rotation %9.1f ms, peak %.0f MB",
                        shape.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0), n, build, first, rotation,
                        peakResidentMegabytes()))
                window = nil
            }
        }
    }
}
