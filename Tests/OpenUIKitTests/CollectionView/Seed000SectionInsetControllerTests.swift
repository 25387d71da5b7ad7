import OpenUIKit
import XCTest

// Seed 000, second controller: the collection view fills the safe area and the readable guide becomes
// section insets. The parts the article elides ("先の実装と同様") are the first controller's.

private final class ReadableCollectionViewController: UIViewController {
    private let collectionView = UICollectionView(
        frame: .zero,
        collectionViewLayout: UICollectionViewFlowLayout())

    private let itemSpacing: CGFloat = 10

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
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
    }
}

extension ReadableCollectionViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        30  // 任意の数
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        cell.backgroundColor = .gray
        return cell
    }
}

extension ReadableCollectionViewController: UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        let cellSideLength: CGFloat = (view.readableContentGuide.layoutFrame.width - itemSpacing * 2) / 3
        return .init(width: cellSideLength, height: cellSideLength)
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        let topOrBottomInset: CGFloat = (view.frame.height - view.readableContentGuide.layoutFrame.height) / 2
        let leftOrRightInset: CGFloat = (view.frame.width - view.readableContentGuide.layoutFrame.width) / 2
        return .init(
            top: topOrBottomInset, left: leftOrRightInset,
            bottom: topOrBottomInset, right: leftOrRightInset)
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        itemSpacing
    }

    func collectionView(
        _ collectionView: UICollectionView,
        layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        itemSpacing
    }
}

final class Seed000SectionInsetControllerTests: XCTestCase {
    private func collectionView(of controller: UIViewController) -> UICollectionView {
        controller.view.subviews.compactMap { $0 as? UICollectionView }.first!
    }

    /// iPhone 8: the safe area is (20, 0, 0, 0) (uikit-facts §3.1), so the collection view is
    /// (0, 20, 375, 647); the insets are (667 − 647) / 2 = 10 and (375 − 343) / 2 = 16, which put the
    /// three 107.67 columns where the first controller's are on screen.
    func testIPhone8InsetsReproduceTheReadableColumns() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 0, 20, 375, 647)
        let side = (343 - 20) / CGFloat(3)
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let third = collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        XCTAssertRect(first, 16, 10, side, side)
        XCTAssertRect(third, 16 + 2 * side + 20, 10, side, side)
        XCTAssertEqual(collection.contentSize.height, 10 + 10 * side + 90 + 10, accuracy: 1e-9)
        XCTAssertEqual(collection.contentOffset, .zero)
    }

    /// iPad Pro 12.9" portrait: safe area (24, 0, 20, 0); the insets centre the 672 column: 176 each side.
    func testIPadProInsetsCentreA672Column() {
        let controller = ReadableCollectionViewController()
        _ = present(controller, on: .iPadPro12_9)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 0, 24, 1024, 1322)
        let side = (672 - 20) / CGFloat(3)
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        XCTAssertRect(first, 176, 22, side, side)
    }
}
