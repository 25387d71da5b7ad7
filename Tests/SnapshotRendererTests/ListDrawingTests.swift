import Foundation
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of an inset-grouped list drawn by the real renderer on an iPhone 8 (@2x): the grouped background, the
/// rounded section, the separator and the editing accessories.
final class ListDrawingTests: XCTestCase {
    private final class ListViewController: UIViewController {
        var editing = false
        var collection: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>?

        override func viewDidLoad() {
            super.viewDidLoad()
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .insetGrouped))
            collection = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
            collection.isEditing = editing
            view.addSubview(collection)
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.accessories =
                    indexPath.item == 0
                    ? [.delete(), .reorder(), .disclosureIndicator(displayed: .whenNotEditing)]
                    : [.insert(), .outlineDisclosure(), .popUpMenu(UIMenu(children: []))]
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) {
                collection, indexPath, text in
                collection.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Inbox", "Archive"])
            dataSource.apply(snapshot, animatingDifferences: false)
            self.dataSource = dataSource
        }
    }

    private func render(editing: Bool) throws -> RGBAImage {
        let image = try Snapshotter.snapshot(
            of: {
                let controller = ListViewController()
                controller.editing = editing
                return controller
            }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
        if let folder = ProcessInfo.processInfo.environment["LIST_DRAWING_OUTPUT"] {
            let data = Data(ImageEncoder().png(image))
            try data.write(to: URL(fileURLWithPath: folder + "/list-\(editing ? "editing" : "rest").png"))
        }
        return image
    }

    private func pixel(_ image: RGBAImage, _ x: CGFloat, _ y: CGFloat) -> RGBAImage.Pixel {
        image[Int(x * 2), Int(y * 2)]
    }

    private let groupedBackground = RGBAImage.Pixel(red: 0xF2, green: 0xF2, blue: 0xF7)
    private let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)

    /// The section sits on systemGroupedBackground, inset 16 (uikit-facts-breadth §2.2), its rows white
    /// (secondarySystemGroupedBackground), the outer corner cut by the radius-10 rounding.
    func testInsetGroupedSectionOnTheGroupedBackground() throws {
        let image = try render(editing: false)
        // A collection view that fits needs no inset outside a navigation controller (`.automatic` acts as
        // `.scrollableAxes`): the first row spans 17.5 ..< 61.5, under the empty grouped header's 17.5.
        XCTAssertEqual(pixel(image, 8, 40), groupedBackground)
        XCTAssertEqual(pixel(image, 40, 40), white)
        XCTAssertEqual(pixel(image, 16.5, 18), groupedBackground, "the rounded corner")
        XCTAssertEqual(pixel(image, 26, 28), white)
        // The separator under the first row, one device pixel at y = 61 (from the text at x = 32).
        XCTAssertNotEqual(pixel(image, 200, 61), white)
        XCTAssertEqual(pixel(image, 24, 61), white, "separators start at the text")
    }

    /// Editing shows the delete (systemRed) and insert (systemGreen) discs at the leading margin.
    func testEditingControlsAreDrawn() throws {
        let image = try render(editing: true)
        // Delete: a 22-pt disc at x = 32 ..< 54, centred on the first row (y = 39.5); the minus bar is white.
        XCTAssertEqual(pixel(image, 16 + 16 + 3, 39.5), RGBAImage.Pixel(red: 0xFF, green: 0x3B, blue: 0x30))
        XCTAssertEqual(pixel(image, 16 + 16 + 11, 39.5), white)
        // Insert on the second row (y = 83.5).
        XCTAssertEqual(pixel(image, 16 + 16 + 3, 83.5), RGBAImage.Pixel(red: 0x34, green: 0xC7, blue: 0x59))
    }
}
