import Foundation
import OpenUIKit

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
            constraints = buildScreen(in: root, views: views)
        }
        NSLayoutConstraint.activate(constraints)
        window.makeKeyAndVisible()
        return window
    }

    /// A scroll view of cards, ten views a card: card, icon, title, subtitle, badge, three tags, divider, button.
    private static func buildScreen(in root: UIView, views: Int) -> [NSLayoutConstraint] {
        func make<T: UIView>(_ view: T, in parent: UIView) -> T {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            return view
        }
        let scroll = make(UIScrollView(), in: root)
        let content = make(UIView(), in: scroll)
        let safe = root.safeAreaLayoutGuide
        var c: [NSLayoutConstraint] = [
            scroll.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: safe.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ]
        var previous: UIView?
        for i in 0..<max(1, (views - 2) / 10) {
            let card = make(UIView(), in: content)
            let icon = make(UIView(), in: card)
            let title = make(UILabel(), in: card)
            title.text = "Card \(i)"
            let subtitle = make(UILabel(), in: card)
            subtitle.text = "Subtitle of card \(i), long enough to wrap on a narrow phone"
            subtitle.numberOfLines = 0
            let badge = make(UIView(), in: card)
            let tags = (0..<3).map { _ in make(UIView(), in: card) }
            let divider = make(UIView(), in: card)
            let button = make(UIView(), in: card)
            c += [
                card.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: 12),
                icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
                icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
                icon.widthAnchor.constraint(equalToConstant: 44),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
                title.topAnchor.constraint(equalTo: icon.topAnchor),
                badge.leadingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 8),
                badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                badge.centerYAnchor.constraint(equalTo: title.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 24),
                badge.heightAnchor.constraint(equalToConstant: 24),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: badge.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                divider.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                divider.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                divider.heightAnchor.constraint(equalToConstant: 1),
                button.topAnchor.constraint(equalTo: divider.bottomAnchor, constant: 8),
                button.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
                button.widthAnchor.constraint(equalToConstant: 80),
                button.heightAnchor.constraint(equalToConstant: 32),
                button.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            ]
            var tagLeading = subtitle.leadingAnchor
            for tag in tags {
                c += [
                    tag.leadingAnchor.constraint(equalTo: tagLeading, constant: tag === tags[0] ? 0 : 6),
                    tag.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 8),
                    tag.widthAnchor.constraint(equalToConstant: 48),
                    tag.heightAnchor.constraint(equalToConstant: 20),
                ]
                tagLeading = tag.trailingAnchor
            }
            c += [
                divider.topAnchor.constraint(equalTo: tags[0].bottomAnchor, constant: 8),
                divider.topAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 8),
            ]
            previous = card
        }
        if let previous { c.append(previous.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12)) }
        return c
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
