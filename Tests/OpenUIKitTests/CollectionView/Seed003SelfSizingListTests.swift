import OpenUIKit
import XCTest

// Seed 003 (a Japanese article on self-sizing UICollectionViewCell). Its storyboard becomes code:
// the collection view fills the root view, the flow layout is the collection view's, and the
// prototype cell is registered under its storyboard identifier. `@IBOutlet` needs the Objective-C
// runtime, so the outlets are plain properties set where the storyboard would connect them (before
// `viewDidLoad`); the cell's outlets are strong because nothing else would keep a weak one alive.
// Everything else is the article's code.

private final class ViewController: UIViewController {
    var items: [String] = []

    override func loadView() {
        super.loadView()
        let flowLayout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "CollectionViewCell")
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        self.collectionView = collectionView
        self.flowLayout = flowLayout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for _ in 0..<10 {
            items.append(String(repeating: "あいうえおかきくけこ", count: .random(in: 1...10)))
        }
    }

    weak var collectionView: UICollectionView! {
        didSet {
            collectionView.dataSource = self
            collectionView.delegate = self
            collectionView.alwaysBounceVertical = true
        }
    }

    weak var flowLayout: UICollectionViewFlowLayout! {
        didSet {
            flowLayout.minimumLineSpacing = 8
            flowLayout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            flowLayout.scrollDirection = .vertical
            flowLayout.sectionInset = .init(top: 8, left: 0, bottom: 8, right: 0)
        }
    }
}

extension ViewController: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return items.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell =
            collectionView.dequeueReusableCell(withReuseIdentifier: "CollectionViewCell", for: indexPath)
            as! CollectionViewCell
        cell.contentView.backgroundColor = (indexPath.item % 2 == 0) ? .systemGray4 : .systemGray6
        let item = items[indexPath.item]
        cell.titleLabel.text = item
        cell.maxWidth = collectionView.bounds.width - 16
        return cell
    }
}

extension ViewController: UICollectionViewDelegate {
}

private class CollectionViewCell: UICollectionViewCell {
    var titleLabel: UILabel!
    var maxWidthConstraint: NSLayoutConstraint!

    var maxWidth: CGFloat? {
        didSet {
            guard let maxWidth = maxWidth else { return }
            maxWidthConstraint.constant = maxWidth
        }
    }

    /// The storyboard's cell: a `Lines 0` label pinned to the content view's four edges, plus the
    /// provisional width constraint the article connects as `maxWidthConstraint`.
    override init(frame: CGRect) {
        super.init(frame: frame)
        let label = UILabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let width = label.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            width,
        ])
        titleLabel = label
        maxWidthConstraint = width
        awakeFromNibCode()
    }

    required init?(coder: NSCoder) { fatalError("storyboards do not exist here") }

    /// The article's `awakeFromNib` body.
    private func awakeFromNibCode() {
        // iOS12のみ以下制約をつけないとAutoLayoutが効かない
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.leftAnchor.constraint(equalTo: leftAnchor),
            contentView.rightAnchor.constraint(equalTo: rightAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

final class Seed003SelfSizingListTests: XCTestCase {
    private func collectionView(of controller: UIViewController) -> UICollectionView {
        controller.view.subviews.compactMap { $0 as? UICollectionView }.first!
    }

    /// 17-pt kana are 17 pt wide, so 21 fit the 359-pt label (375 − 16); ten per repeat take
    /// ⌈10n / 21⌉ lines of 20.287 pt, rounded up to the @2x grid (uikit-facts §6).
    private func expectedHeight(repeats: Int) -> CGFloat {
        let lines = (10 * repeats + 20) / 21
        return (CGFloat(lines) * 20.287109375 * 2).rounded(.up) / 2
    }

    func testIPhone8CellsGrowWithTheirLineCount() {
        let controller = ViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertRect(collection.frame, 0, 0, 375, 667)
        var y: CGFloat = 8
        for (index, item) in controller.items.enumerated() {
            let repeats = item.count / 10
            let frame = collection.layoutAttributesForItem(at: IndexPath(item: index, section: 0))!.frame
            // One full-width cell per line, centred: (375 − 359) / 2 = 8.
            XCTAssertRect(frame, 8, y, 359, expectedHeight(repeats: repeats), "item \(index), \(repeats) repeats")
            y += expectedHeight(repeats: repeats) + 8
        }
        XCTAssertEqual(collection.contentSize.height, y, accuracy: 1e-9)
    }

    func testHeightsAreMonotonicInTheTextLength() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        controller.items = (1...10).map { String(repeating: "あいうえおかきくけこ", count: $0) }
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        let heights = (0..<10).map {
            collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.size.height
        }
        XCTAssertEqual(heights, (1...10).map(expectedHeight(repeats:)))
        XCTAssertEqual(heights.first, 20.5)
        XCTAssertEqual(heights.last, 101.5)
    }

    /// `alwaysBounceVertical` makes `.automatic` include the status bar (uikit-facts §5.1): the list
    /// starts below it, and the visible cells are the measured, laid-out ones.
    func testListStartsBelowTheStatusBar() {
        let controller = ViewController()
        _ = present(controller, on: .iPhone8)
        let collection = collectionView(of: controller)
        XCTAssertEqual(collection.adjustedContentInset.top, 20)
        XCTAssertEqual(collection.contentOffset.y, -20)
        let first = collection.cellForItem(at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(first.frame, collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame)
        XCTAssertEqual(first.contentView.frame.size, first.frame.size)
        let label = first.contentView.subviews.first!
        XCTAssertEqual(label.frame.size, first.frame.size)
    }
}

final class SelfSizingRotationTests: XCTestCase {
    /// On rotation the visible cell is measured again but keeps the `maxWidth` its data source gave it
    /// in portrait (UIKit does not ask for visible cells again), so it stays 359 wide, centred in 667.
    /// After `reloadData` it is configured for 667 − 16 = 651 pt, which hold 38 kana: three lines.
    func testRotationRemeasuresAndReloadReconfigures() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        controller.items = [String(repeating: "あいうえおかきくけこ", count: 10)]
        let window = present(controller, on: .iPhone8)
        let collection = controller.view.subviews.compactMap { $0 as? UICollectionView }.first!
        let item = IndexPath(item: 0, section: 0)
        XCTAssertEqual(collection.layoutAttributesForItem(at: item)!.frame.size, CGSize(width: 359, height: 101.5))
        window.orientation = .landscape
        window.layoutIfNeeded()
        XCTAssertEqual(
            collection.layoutAttributesForItem(at: item)!.frame, CGRect(x: 154, y: 8, width: 359, height: 101.5))
        collection.reloadData()
        window.layoutIfNeeded()
        let reloaded = collection.layoutAttributesForItem(at: item)!.frame
        XCTAssertEqual(reloaded.width, 651)
        XCTAssertEqual(reloaded.height, (3 * 20.287109375 * 2).rounded(.up) / 2)
    }
}
