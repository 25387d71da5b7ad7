import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// Collection layouts written the way apps write them (a snapping, scaling carousel on the flow layout;
/// compositional sections on rounded background decorations with corner badges), drawn by the renderer on
/// an iPhone 8 (@2x) and checked pixel by pixel and through the collection view (tests run their bodies on
/// the main actor, see `ClientViewsTests`).
final class CollectionLayoutClientViewsTests: XCTestCase {
    @MainActor
    private static func render<Controller: UIViewController>(_ controller: Controller) throws -> RGBAImage {
        try Snapshotter.snapshot(of: { controller }, configuration: DeviceConfiguration(device: .iPhone8)).image
    }

    private static func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBAImage.Pixel {
        image[Int(x * 2), Int(y * 2)]
    }

    private static func isWhite(_ pixel: RGBAImage.Pixel) -> Bool {
        pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
    }

    private static func isRed(_ pixel: RGBAImage.Pixel) -> Bool {
        pixel.red > 200 && pixel.green < 100 && pixel.blue < 100
    }

    /// Cards 200 × 260 from x 87.5, 216 apart, centred vertically (y 203.5 ..< 463.5): the first rests in the
    /// middle at full size; the second, a card's width away, is drawn at 0.7 scale about its centre (403.5)
    /// and faded.
    func testCarouselScalesCardsByTheirDistanceFromTheCentre() throws {
        try MainActor.assumeIsolated {
            let controller = CarouselViewController()
            let image = try Self.render(controller)
            let first = Self.pixel(image, 100, 230)
            XCTAssertTrue(Self.isRed(first), "\(first)")
            XCTAssertTrue(Self.isWhite(Self.pixel(image, 345, 230)), "above the shrunken second card")
            XCTAssertFalse(Self.isWhite(Self.pixel(image, 345, 333)), "the shrunken second card")
            XCTAssertTrue(Self.isWhite(Self.pixel(image, 320, 333)), "between the cards")

            let collectionView = try XCTUnwrap(controller.collectionView)
            let centred = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            let next = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            XCTAssertEqual(centred.transform, .identity)
            XCTAssertEqual(next.transform3D.m11, 0.7, accuracy: 1e-9)
            XCTAssertEqual(next.alpha, 0.6, accuracy: 1e-9)
            XCTAssertGreaterThan(centred.layer.zPosition, next.layer.zPosition)
        }
    }

    /// The carousel snaps to the card nearest the centre: when asked at the end of scrolling, and when the
    /// collection view takes a new layout and asks it where the content should rest.
    func testCarouselSnapsToTheNearestCard() throws {
        try MainActor.assumeIsolated {
            let controller = CarouselViewController()
            _ = try Self.render(controller)
            let collectionView = try XCTUnwrap(controller.collectionView)
            // A centre at 317.5 is nearer the second card (403.5) than the first (187.5).
            let snapped = controller.layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: 130, y: 0), withScrollingVelocity: CGPoint(x: 0.4, y: 0))
            XCTAssertEqual(snapped, CGPoint(x: 216, y: 0))
            collectionView.contentOffset = CGPoint(x: 130, y: 0)
            collectionView.setCollectionViewLayout(CarouselFlowLayout(), animated: false)
            XCTAssertEqual(collectionView.contentOffset, CGPoint(x: 216, y: 0))
            collectionView.layoutIfNeeded()
            let centred = try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            XCTAssertEqual(centred.transform, .identity)
            XCTAssertEqual(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.transform3D.m11 ?? 0, 0.7,
                accuracy: 1e-9)
        }
    }

    /// Section 0 (four tiles in two rows) has its card at x 12 ..< 363, y 8 ..< 192; section 1 (two tiles)
    /// starts 12 below its end, its card at y 220 ..< 324. Tiles are white, inset 6 in their slots; the
    /// badge of section 0's second tile (3 unread) crosses its top-trailing corner at x 328 ..< 352,
    /// y 19 ..< 43, and section 1's first tile (12 unread) has one at x 165 ..< 189, y 231 ..< 255.
    func testSectionCardsDrawnBehindTilesWithBadges() throws {
        try MainActor.assumeIsolated {
            let controller = CardSectionsViewController()
            let image = try Self.render(controller)
            let card = Self.pixel(image, 18, 100)
            XCTAssertFalse(Self.isWhite(card), "the section's card")
            XCTAssertEqual(card, Self.pixel(image, 187, 60), "between the tiles, the card")
            XCTAssertTrue(Self.isWhite(Self.pixel(image, 6, 100)), "outside the card")
            XCTAssertTrue(Self.isWhite(Self.pixel(image, 100, 60)), "a tile, over the card")
            XCTAssertTrue(Self.isWhite(Self.pixel(image, 100, 206)), "between the sections")
            XCTAssertEqual(card, Self.pixel(image, 18, 280), "the second section's card")
            XCTAssertTrue(Self.isRed(Self.pixel(image, 348, 31)), "the badge past the tile's corner")
            XCTAssertTrue(Self.isRed(Self.pixel(image, 170, 250)), "the second section's badge")
            XCTAssertTrue(Self.isWhite(Self.pixel(image, 176, 32)), "no badge where nothing is unread")

            let collectionView = controller.collectionView!
            XCTAssertEqual(collectionView.subviews.filter { $0 is SectionBackgroundDecorationView }.count, 2)
            let badges = collectionView.visibleSupplementaryViews(ofKind: CardSectionsViewController.badgeKind)
            XCTAssertEqual(badges.count, 6)
            XCTAssertEqual(badges.compactMap { ($0 as? BadgeView)?.count }.sorted(), [3, 12])
            let attributes = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CardSectionsViewController.badgeKind, at: IndexPath(item: 1, section: 0))
            XCTAssertEqual(attributes?.zIndex, 1)
        }
    }
}
