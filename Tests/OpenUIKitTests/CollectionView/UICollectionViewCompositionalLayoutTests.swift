import XCTest

@testable import OpenUIKit

/// Frames of the compositional layout on an iPhone 8 (375 × 667, 20-pt status bar), for the shapes apps
/// build: grids of fractional items, fixed and flexible spacing, counted groups, nested groups,
/// orthogonal rows, boundary headers and self-sizing rows.
final class UICollectionViewCompositionalLayoutTests: XCTestCase {
    private final class Source: NSObject, UICollectionViewDataSource {
        var counts: [Int]
        var texts: [IndexPath: String] = [:]
        init(_ counts: [Int]) { self.counts = counts }

        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! TextCell
            cell.label.text = texts[indexPath] ?? "Item"
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! TextHeader
            header.label.text = "Header"
            return header
        }
    }

    private final class TextCell: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 17)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    private final class TextHeader: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .systemFont(ofSize: 22)
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError() }
    }

    private final class Host: UIViewController {
        let layout: UICollectionViewCompositionalLayout
        let source: Source
        lazy var collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
        init(_ layout: UICollectionViewCompositionalLayout, _ source: Source) {
            self.layout = layout
            self.source = source
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() {
            super.viewDidLoad()
            collection.register(TextCell.self, forCellWithReuseIdentifier: "cell")
            collection.register(
                TextHeader.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
            collection.dataSource = source
            collection.frame = view.bounds
            collection.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(collection)
        }
    }

    private func layOut(
        _ layout: UICollectionViewCompositionalLayout, _ source: Source, on device: Device = .iPhone8,
        _ orientation: Orientation = .portrait
    ) -> UICollectionView {
        let host = Host(layout, source)
        _ = present(host, on: device, orientation)
        return host.collection
    }

    private func frame(_ collection: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    private func item(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
        -> NSCollectionLayoutItem
    {
        NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height))
    }

    /// A three-column grid: items a third of the group's width, the group's height a third of the
    /// section's width, each cell inset 2 points.
    func testGridOfFractionalItems() {
        let cell = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            subitems: [cell])
        let collection = layOut(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Source([7]))
        XCTAssertRect(frame(collection, 0), 2, 2, 121, 121)
        XCTAssertRect(frame(collection, 2), 252, 2, 121, 121)
        XCTAssertRect(frame(collection, 3), 2, 127, 121, 121)
        XCTAssertRect(frame(collection, 6), 2, 252, 121, 121, "the last row holds one item")
        XCTAssertEqual(collection.contentSize.height, 375, accuracy: 0.001)
    }

    func testCountedGroupsShareTheirWidthAndSpacing() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            repeatingSubitem: item(.absolute(10), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 15, bottom: 20, trailing: 15)
        let collection = layOut(UICollectionViewCompositionalLayout(section: section), Source([5]))
        // (345 − 2 × 10) / 3 = 108.33: the subitem's own 10-point width is ignored.
        XCTAssertRect(frame(collection, 0), 15, 20, 325.0 / 3, 50)
        XCTAssertRect(frame(collection, 1), 15 + 325.0 / 3 + 10, 20, 325.0 / 3, 50)
        XCTAssertRect(frame(collection, 3), 15, 78, 325.0 / 3, 50)
        XCTAssertEqual(collection.contentSize.height, 20 + 50 + 8 + 50 + 20, accuracy: 0.001)
    }

    func testFlexibleSpacingSharesTheRest() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitems: [item(.absolute(100), .fractionalHeight(1))])
        group.interItemSpacing = .flexible(10)
        let collection = layOut(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Source([3]))
        XCTAssertRect(frame(collection, 0), 0, 0, 100, 40)
        XCTAssertRect(frame(collection, 1), 137.5, 0, 100, 40)
        XCTAssertRect(frame(collection, 2), 275, 0, 100, 40)
    }

    /// A large item beside two stacked small ones, the shape of photo-grid layouts.
    func testNestedGroups() {
        let large = item(.fractionalWidth(2.0 / 3), .fractionalHeight(1))
        let small = item(.fractionalWidth(1), .fractionalHeight(0.5))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
            subitems: [large, column])
        let collection = layOut(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Source([6]))
        XCTAssertRect(frame(collection, 0), 0, 0, 250, 200)
        XCTAssertRect(frame(collection, 1), 250, 0, 125, 100)
        XCTAssertRect(frame(collection, 2), 250, 100, 125, 100)
        XCTAssertRect(frame(collection, 3), 0, 200, 250, 200)
    }

    /// An orthogonal row: groups side by side; centred paging starts the first group in the middle.
    func testOrthogonalSectionsRunSideways() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        let collection = layOut(UICollectionViewCompositionalLayout(section: section), Source([4]))
        XCTAssertRect(frame(collection, 0), 37.5, 0, 300, 120)
        XCTAssertRect(frame(collection, 1), 347.5, 0, 300, 120)
        XCTAssertEqual(collection.contentSize, CGSize(width: 375, height: 120))
    }

    /// Self-sizing rows and a self-sizing header: each measured at the section's width.
    func testEstimatedRowsAndHeadersAreMeasured() {
        let row = item(.fractionalWidth(1), .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [row])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(30)),
                elementKind: "header", alignment: .top)
        ]
        let source = Source([2])
        source.texts[IndexPath(item: 1, section: 0)] = String(repeating: "A long line of text. ", count: 12)
        let collection = layOut(UICollectionViewCompositionalLayout(section: section), source)
        let header = collection.layoutAttributesForSupplementaryElement(
            ofKind: "header", at: IndexPath(item: 0, section: 0))!
        XCTAssertEqual(header.frame.minY, 0)
        XCTAssertGreaterThan(header.frame.height, 30, "22-pt text and 16 points of padding")
        let first = frame(collection, 0)
        let second = frame(collection, 1)
        XCTAssertEqual(first.minY, header.frame.maxY, accuracy: 0.001)
        XCTAssertEqual(first.width, 375)
        XCTAssertGreaterThan(first.height, 20 + 17)
        XCTAssertEqual(second.minY, first.maxY, accuracy: 0.001)
        XCTAssertGreaterThan(second.height, 3 * first.height, "the long text wraps at the row's width")
        XCTAssertEqual(collection.contentSize.height, second.maxY, accuracy: 0.001)
    }

    /// Section insets count from the safe area: in landscape on a notched phone the content stays clear
    /// of the sensor housing.
    func testInsetsCountFromTheSafeArea() {
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item(.fractionalWidth(1), .fractionalHeight(1))])
        let collection = layOut(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Source([1]),
            on: .iPhone15Pro, .landscape)
        let safe = collection.safeAreaInsets
        XCTAssertGreaterThan(safe.left, 0)
        XCTAssertEqual(frame(collection, 0).minX, safe.left - collection.adjustedContentInset.left, accuracy: 0.001)
    }

    func testSectionProviderSeesTheContainer() {
        var widths: [CGFloat] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            widths.append(environment.container.effectiveContentSize.width)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [self.item(.fractionalWidth(index == 0 ? 1 : 0.5), .fractionalHeight(1))])
            return NSCollectionLayoutSection(group: group)
        }
        layout.configuration.interSectionSpacing = 12
        let collection = layOut(layout, Source([1, 2]))
        XCTAssertEqual(widths.last, 375)
        XCTAssertRect(frame(collection, 1, 1), 187.5, 56, 187.5, 44)
    }
}
