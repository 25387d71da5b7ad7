import XCTest

@testable import OpenUIKit

/// A scroll view of cards stacked vertically, each with a wrapping label (issue 18's card-screen shape, past
/// `LayoutEngine.definitionThreshold`): every card sits 12 below the previous one, its labels take their
/// intrinsic heights at their solved widths, in portrait and after a rotation.
final class CardScreenLayoutTests: XCTestCase {
    private struct Card {
        let card: UIView
        let icon: UIView
        let title: UILabel
        let subtitle: UILabel
        let tags: [UIView]
        let divider: UIView
        let button: UIView
    }

    private func makeScreen(cards count: Int, in root: UIView) -> (content: UIView, cards: [Card]) {
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
        var cards: [Card] = []
        for i in 0..<count {
            let card = make(UIView(), in: content)
            let icon = make(UIView(), in: card)
            let title = make(UILabel(), in: card)
            title.text = "Card \(i)"
            let subtitle = make(UILabel(), in: card)
            subtitle.text = String(repeating: "Subtitle of card \(i), long enough to wrap. ", count: 1 + i % 3)
            subtitle.numberOfLines = 0
            let badge = make(UIView(), in: card)
            let tags = (0..<3).map { _ in make(UIView(), in: card) }
            let divider = make(UIView(), in: card)
            let button = make(UIView(), in: card)
            c += [
                card.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
                card.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
                card.topAnchor.constraint(equalTo: cards.last?.card.bottomAnchor ?? content.topAnchor, constant: 12),
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
            cards.append(
                Card(
                    card: card, icon: icon, title: title, subtitle: subtitle, tags: tags, divider: divider,
                    button: button))
        }
        c.append(cards.last!.card.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -12))
        NSLayoutConstraint.activate(c)
        return (content, cards)
    }

    /// Frames are pixel-snapped one by one, so sums of fractional label heights may differ by one pixel.
    private let pixel: CGFloat = 0.51

    private func check(_ cards: [Card], content: UIView, _ context: String) {
        var previousBottom: CGFloat = 0
        for (i, c) in cards.enumerated() {
            let label = "\(context), card \(i)"
            XCTAssertEqual(c.card.frame.minY, previousBottom + 12, accuracy: pixel, label)
            XCTAssertEqual(c.card.frame.width, content.bounds.width - 16, accuracy: pixel, label)
            let width = c.subtitle.frame.width
            XCTAssertEqual(width, c.card.frame.width - 12 - 44 - 12 - 12, accuracy: pixel, label)
            let fitted = try? XCTUnwrap(c.subtitle._intrinsicContentSize(forLayoutWidth: width))
            XCTAssertEqual(c.subtitle.frame.height, fitted?.height ?? -1, accuracy: pixel, label)
            XCTAssertEqual(c.title.frame.height, c.title.intrinsicContentSize.height, accuracy: pixel, label)
            XCTAssertEqual(c.subtitle.frame.minY, c.title.frame.maxY + 4, accuracy: pixel, label)
            for tag in c.tags { XCTAssertEqual(tag.frame.minY, c.subtitle.frame.maxY + 8, accuracy: pixel, label) }
            XCTAssertEqual(c.divider.frame.minY, c.tags[0].frame.maxY + 8, accuracy: pixel, label)
            XCTAssertEqual(c.button.frame.minY, c.divider.frame.maxY + 8, accuracy: pixel, label)
            XCTAssertEqual(c.card.frame.height, c.button.frame.maxY + 12, accuracy: pixel, label)
            previousBottom = c.card.frame.maxY
        }
        XCTAssertEqual(content.frame.height, previousBottom + 12, accuracy: pixel, context)
    }

    func testCardsStackWithTheirLabelsMeasuredAtTheirWidthsBeforeAndAfterRotation() throws {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        let (content, cards) = makeScreen(cards: 45, in: controller.view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let engine = try XCTUnwrap(window.rootEngine)
        XCTAssertGreaterThan(engine.installed.count, LayoutEngine.definitionThreshold)
        check(cards, content: content, "portrait")
        let portraitHeight = cards[1].subtitle.frame.height

        window.orientation = .landscape
        window.layoutIfNeeded()
        check(cards, content: content, "landscape")
        XCTAssertLessThan(cards[1].subtitle.frame.height, portraitHeight, "wider, so fewer lines")
    }
}
