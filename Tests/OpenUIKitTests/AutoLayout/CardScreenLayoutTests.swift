import ReferenceScenes
import XCTest

@testable import OpenUIKit

/// A scroll view of cards stacked vertically, each with a wrapping label (issue 18's card-screen shape, past
/// `LayoutEngine.definitionThreshold`): every card sits 12 below the previous one, its labels take their
/// intrinsic heights at their solved widths, in portrait and after a rotation.
final class CardScreenLayoutTests: XCTestCase {
    private typealias Card = CardScreen.Card

    private func makeScreen(cards count: Int, in root: UIView) -> (content: UIView, cards: [Card]) {
        let screen = CardScreen.build(in: root, cards: count) { i in
            String(repeating: "Subtitle of card \(i), long enough to wrap. ", count: 1 + i % 3)
        }
        NSLayoutConstraint.activate(screen.constraints)
        return (screen.content, screen.cards)
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
            let fitted = try? XCTUnwrap(c.subtitle.intrinsicContentSize(forLayoutWidth: width))
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
