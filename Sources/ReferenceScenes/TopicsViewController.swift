import OpenUIKit

/// A topics picker as iOS 14+ apps build it: a flow-layout collection view fed by a
/// `UICollectionViewDiffableDataSource`, cells and section headers from registrations
/// (`CellRegistration`, `SupplementaryRegistration`), self-sizing capsule cells that wrap from line to line.
final class TopicsViewController: UIViewController {
    private final class TopicCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .secondarySystemFill
            contentView.layer.cornerRadius = 16
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 7),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -7),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
            ])
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    private final class HeaderView: UICollectionReusableView {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .preferredFont(forTextStyle: .headline)
            label.adjustsFontForContentSizeCategory = true
            label.translatesAutoresizingMaskIntoConstraints = false
            addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: leadingAnchor),
                label.trailingAnchor.constraint(equalTo: trailingAnchor),
                label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            ])
        }

        required init?(coder: NSCoder) { fatalError("not used") }
    }

    private let sections: [(title: String, topics: [String])] = [
        ("Following", ["Swift", "UIKit", "Auto Layout", "Accessibility", "Dynamic Type"]),
        (
            "Suggested",
            ["Design", "Typography", "日本語", "한국어", "Localization", "Testing", "Performance", "Open Source"]
        ),
    ]

    private var dataSource: UICollectionViewDiffableDataSource<String, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 0, left: 0, bottom: 24, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])

        let cell = UICollectionView.CellRegistration<TopicCell, String> { cell, _, topic in
            cell.label.text = topic
        }
        let header = UICollectionView.SupplementaryRegistration<HeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { [weak self] view, _, indexPath in
            view.label.text = self?.sections[indexPath.section].title
        }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, topic in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: topic)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        self.dataSource = dataSource

        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in sections {
            snapshot.appendSections([section.title])
            snapshot.appendItems(section.topics, toSection: section.title)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
