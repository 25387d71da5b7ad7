import Foundation
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of collection layouts drawn by the real renderer on an iPhone 8 (@2x): a compositional section's
/// rounded background decoration behind its cells with a badge on an item's corner, and flow-layout cells
/// scaled, rotated and stacked by their layout attributes.
final class CollectionLayoutDrawingTests: XCTestCase {
    private static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    private static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    private static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    private final class Source: NSObject, UICollectionViewDataSource {
        let colors: [UIColor]
        init(_ colors: [UIColor]) { self.colors = colors }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            colors.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.backgroundColor = colors[indexPath.item]
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let badge = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: kind, for: indexPath)
            badge.backgroundColor = CollectionLayoutDrawingTests.red
            return badge
        }
    }

    private final class CardBackground: UICollectionReusableView {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = CollectionLayoutDrawingTests.blue
            layer.cornerRadius = 16
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    private final class Host: UIViewController {
        let layout: UICollectionViewLayout
        let source: Source
        init(_ layout: UICollectionViewLayout, _ source: Source) {
            self.layout = layout
            self.source = source
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            let collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collection.backgroundColor = .white
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "badge")
            collection.dataSource = source
            view.addSubview(collection)
        }
    }

    private func render(_ layout: UICollectionViewLayout, _ colors: [UIColor], name: String) throws -> RGBAImage {
        let source = Source(colors)
        let image = try Snapshotter.snapshot(
            of: { Host(layout, source) }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
        if let folder = ProcessInfo.processInfo.environment["COLLECTION_DRAWING_OUTPUT"] {
            try Data(ImageEncoder().png(image)).write(to: URL(fileURLWithPath: folder + "/\(name).png"))
        }
        return image
    }

    private func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBAImage.Pixel {
        image[Int(x * 2), Int(y * 2)]
    }

    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)
    private let bluePixel = RGBAImage.Pixel(red: 0, green: 0, blue: 255)
    private let greenPixel = RGBAImage.Pixel(red: 0, green: 255, blue: 0)
    private let redPixel = RGBAImage.Pixel(red: 255, green: 0, blue: 0)

    private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutSize
    {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    /// Two columns of 100-pt rows inset 40 (60 at the top) in a section whose background is inset 20 (40 at
    /// the top): the background spans x 20 ..< 355, y 40 ..< 280, its corners rounded; cells are inset 10 in
    /// their slots (x 50 ..< 177.5 and 197.5 ..< 325, y 70 ..< 150 and 170 ..< 250); item 1's badge, 20 pt,
    /// sits on its top-trailing corner moved half its size outwards (x 315 ..< 335, y 60 ..< 80).
    func testSectionBackgroundDecorationAndCornerBadge() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(
                edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 60, leading: 40, bottom: 40, trailing: 40)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "card")
        background.contentInsets = NSDirectionalEdgeInsets(top: 40, leading: 20, bottom: 20, trailing: 20)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(CardBackground.self, forDecorationViewOfKind: "card")
        let image = try render(layout, Array(repeating: Self.green, count: 4), name: "section-background")

        XCTAssertEqual(pixel(image, 10, 100), white, "outside the background")
        XCTAssertEqual(pixel(image, 30, 100), bluePixel, "the background around the cells")
        XCTAssertEqual(pixel(image, 187, 100), bluePixel, "between the columns")
        XCTAssertEqual(pixel(image, 100, 160), bluePixel, "between the rows")
        XCTAssertEqual(pixel(image, 100, 270), bluePixel, "below the last row, inside the background")
        XCTAssertEqual(pixel(image, 100, 290), white, "below the background")
        XCTAssertEqual(pixel(image, 21, 41), white, "the rounded corner")
        XCTAssertEqual(pixel(image, 100, 100), greenPixel, "a cell, over the background")
        XCTAssertEqual(pixel(image, 250, 200), greenPixel)
        XCTAssertEqual(pixel(image, 330, 75), redPixel, "the badge, past the cell's corner")
        XCTAssertEqual(pixel(image, 320, 75), redPixel, "the badge, over the cell")
        XCTAssertEqual(pixel(image, 330, 55), bluePixel, "above the badge, the background")
        // The other items have their badges too.
        XCTAssertEqual(pixel(image, 172, 75), redPixel)
    }

    /// A flow layout that scales item 1 to half size, turns item 2 a quarter of a half-turn and moves item 0
    /// over item 1 with a higher zIndex, as carousel layouts do.
    private final class TransformingLayout: UICollectionViewFlowLayout {
        override init() {
            super.init()
            itemSize = CGSize(width: 100, height: 100)
            sectionInset = UIEdgeInsets(top: 100, left: 20, bottom: 0, right: 20)
        }
        required init?(coder: NSCoder) { fatalError() }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            super.layoutAttributesForElements(in: rect)?.map { original in
                let attributes = original.copy() as! UICollectionViewLayoutAttributes
                switch attributes.indexPath.item {
                case 0:
                    attributes.frame.origin.x += 60
                    attributes.zIndex = 5
                case 1: attributes.transform3D = CATransform3DMakeScale(0.5, 0.5, 1)
                case 2: attributes.transform = CGAffineTransform(rotationAngle: .pi / 4)
                default: break
                }
                return attributes
            }
        }
    }

    /// Items 0, 1, 2 at x 20, 137.5, 255 (100 pt, justified), y 100 ..< 200; item 0 moved to x 80.
    func testCellsDrawnWithTheirAttributesTransformAndZIndex() throws {
        let image = try render(TransformingLayout(), [Self.red, Self.green, Self.blue], name: "transformed-cells")
        // Item 1, half size about its centre (187.5, 150): 162.5 ..< 212.5 × 125 ..< 175.
        XCTAssertEqual(pixel(image, 200, 150), greenPixel)
        XCTAssertEqual(pixel(image, 230, 110), white, "item 1's corner, emptied by the scale")
        // Item 0 (80 ..< 180) is drawn over item 1 where they meet: its zIndex is higher.
        XCTAssertEqual(pixel(image, 170, 150), redPixel)
        XCTAssertEqual(pixel(image, 100, 150), redPixel)
        // Item 2 turned 45° about (305, 150): its corners leave the frame's corners and reach past its edges.
        XCTAssertEqual(pixel(image, 305, 150), bluePixel)
        XCTAssertEqual(pixel(image, 260, 105), white, "the frame's corner")
        XCTAssertEqual(pixel(image, 305, 90), bluePixel, "a corner above the frame")
    }
}
