import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting
import XCTest

/// The golden tests can fail: seed 000's grid with its item spacing changed from 10 to 12 must not
/// match the readable-grid golden, and the failure must say which views moved and where.
final class GoldenFailureTests: XCTestCase {
    /// Seed 000's first controller with `itemSpacing` 12 instead of 10; otherwise the article's code.
    private final class WiderSpacingGridController: UIViewController, UICollectionViewDataSource,
        UICollectionViewDelegateFlowLayout
    {
        private let collectionView = UICollectionView(
            frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        private let itemSpacing: CGFloat = 12

        override func loadView() {
            super.loadView()
            view.backgroundColor = .systemBackground
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.backgroundColor = .secondarySystemBackground
            collectionView.delegate = self
            collectionView.dataSource = self
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
            collectionView.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(collectionView)
            NSLayoutConstraint.activate([
                collectionView.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
                collectionView.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
                collectionView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
                collectionView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            ])
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            cell.backgroundColor = .gray
            return cell
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            let side = (view.readableContentGuide.layoutFrame.width - itemSpacing * 2) / 3
            return CGSize(width: side, height: side)
        }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat { itemSpacing }

        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat { itemSpacing }
    }

    func testChangedSpacingFailsAndNamesTheMovedCells() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("golden-failure-\(UUID())")
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let configuration = SnapshotConfiguration(
            record: .never, goldensDirectory: SceneGoldenTests.sceneGoldens, artifactsDirectory: artifacts)
        let failure = SnapshotVerifier(configuration: configuration).verify(
            { WiderSpacingGridController() }, as: .image(on: DeviceConfiguration(device: .iPhone8)),
            golden: GoldenName(stem: "readable-grid/iPhone8-portrait"), anchor: "\(#filePath)")
        let message = try XCTUnwrap(failure, "a changed spacing must not match the golden").message
        // Golden: the second cell spans 117.667…225.333, on the @2x grid 117.5…225.5; with spacing 12
        // the cells are 106.333 wide and the second spans 118.333…224.667, on the grid 118.5…224.5.
        XCTAssertTrue(message.contains("UICollectionViewCell #2"), message)
        XCTAssertTrue(message.contains("frame (117.5,0,108,107.5) → (118.5,0,106,106.5)"), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
    }
}
