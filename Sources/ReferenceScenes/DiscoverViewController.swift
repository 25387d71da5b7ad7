import OpenUIKit

/// A "Discover" home screen as iOS 14+ apps build it: a collection view controller whose
/// `UICollectionViewCompositionalLayout` section provider returns a different section for each part,
/// fed by a diffable data source with cell and header registrations:
/// - featured banners in a row paging centred (`groupPagingCentered`), narrower groups on wide screens;
/// - category chips in a row scrolling sideways, each sized to its text (estimated width and height);
/// - a grid of tiles, two columns in compact width and four in regular;
/// - notes whose rows size themselves to their text (estimated height);
/// - self-sizing headers above each section.
final class DiscoverViewController: UICollectionViewController {
    private enum Section: Int, CaseIterable {
        case featured, categories, recent, notes

        var title: String {
            switch self {
            case .featured: "Featured"
            case .categories: "Categories"
            case .recent: "Recently Viewed"
            case .notes: "Notes"
            }
        }
    }

    private struct Item: Hashable {
        var section: Section
        var title: String
        var detail = ""
        var hue = 0
    }

    private static let palette: [UIColor] = [
        .systemIndigo, .systemTeal, .systemOrange, .systemPink, .systemGreen, .systemPurple,
    ]

    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>?

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    static func inNavigation() -> UIViewController {
        let navigation = UINavigationController(rootViewController: DiscoverViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Discover"
        collectionView.backgroundColor = .systemBackground
        configureDataSource(collectionView)
    }

    // MARK: Layout

    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        return UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                let wide = environment.container.effectiveContentSize.width > 600
                let section: NSCollectionLayoutSection
                switch Section(rawValue: index)! {
                case .featured: section = Self.featuredSection(wide: wide)
                case .categories: section = Self.categoriesSection()
                case .recent: section = Self.gridSection(columns: wide ? 4 : 2)
                case .notes: section = Self.notesSection()
                }
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                // Headers span the width and inset their own text, whatever the section's insets.
                section.supplementariesFollowContentInsets = false
                return section
            }, configuration: configuration)
    }

    private static func featuredSection(wide: Bool) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(wide ? 0.45 : 0.85), heightDimension: .absolute(168)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        return section
    }

    private static func categoriesSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(90), heightDimension: .estimated(36)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(90), heightDimension: .estimated(36)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    private static func gridSection(columns: Int) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.75 / CGFloat(columns))),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)
        return section
    }

    private static func notesSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(64))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 16, trailing: 16)
        return section
    }

    // MARK: Data

    private func configureDataSource(_ collectionView: UICollectionView) {
        let banner = UICollectionView.CellRegistration<BannerCell, Item> { cell, _, item in
            cell.configure(title: item.title, detail: item.detail, color: Self.palette[item.hue % Self.palette.count])
        }
        let chip = UICollectionView.CellRegistration<ChipCell, Item> { cell, _, item in
            cell.label.text = item.title
        }
        let tile = UICollectionView.CellRegistration<TileCell, Item> { cell, _, item in
            cell.configure(title: item.title, color: Self.palette[item.hue % Self.palette.count])
        }
        let note = UICollectionView.CellRegistration<NoteCell, Item> { cell, _, item in
            cell.configure(title: item.title, body: item.detail)
        }
        let header = UICollectionView.SupplementaryRegistration<SectionHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            view.label.text = Section(rawValue: indexPath.section)?.title
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            switch item.section {
            case .featured: collectionView.dequeueConfiguredReusableCell(using: banner, for: indexPath, item: item)
            case .categories: collectionView.dequeueConfiguredReusableCell(using: chip, for: indexPath, item: item)
            case .recent: collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
            case .notes: collectionView.dequeueConfiguredReusableCell(using: note, for: indexPath, item: item)
            }
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        self.dataSource = dataSource

        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(
            [
                Item(section: .featured, title: "Summer Reading", detail: "Twelve books for long evenings", hue: 0),
                Item(section: .featured, title: "Cook Together", detail: "Recipes for four hands", hue: 2),
                Item(section: .featured, title: "Night Skies", detail: "Where to see the Perseids", hue: 5),
            ], toSection: .featured)
        snapshot.appendItems(
            ["Books", "Cooking", "Travel", "Music", "Science", "Gardening", "日本語"].map {
                Item(section: .categories, title: $0)
            }, toSection: .categories)
        snapshot.appendItems(
            ["Lisbon", "Kyoto", "Seoul", "Oslo", "Lima", "Accra", "Hanoi", "Quito"].enumerated().map {
                Item(section: .recent, title: $0.element, hue: $0.offset)
            }, toSection: .recent)
        snapshot.appendItems(
            [
                Item(section: .notes, title: "Packing list", detail: "Passport, charger, the blue notebook."),
                Item(
                    section: .notes, title: "Ideas",
                    detail: "A reading group that meets in a different café each month, picking the next book "
                        + "by drawing a name from a hat. Keep the list short and the evenings long."),
                Item(section: .notes, title: "買い物", detail: "牛乳、卵、パン、りんご。"),
            ], toSection: .notes)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A featured banner: a coloured card with a title and a line of detail at its bottom.
private final class BannerCell: UICollectionViewCell {
    private let title = UILabel()
    private let detail = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        contentView.clipsToBounds = true
        title.font = .preferredFont(forTextStyle: .title2)
        title.adjustsFontForContentSizeCategory = true
        title.textColor = .white
        detail.font = .preferredFont(forTextStyle: .subheadline)
        detail.adjustsFontForContentSizeCategory = true
        detail.textColor = UIColor.white.withAlphaComponent(0.85)
        let stack = UIStackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 2
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -14),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(title: String, detail: String, color: UIColor) {
        self.title.text = title
        self.detail.text = detail
        contentView.backgroundColor = color
    }
}

/// A capsule with one line of text, as wide and as tall as the text.
private final class ChipCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemFill
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    /// A capsule at every text size.
    override func layoutSubviews() {
        super.layoutSubviews()
        contentView.layer.cornerRadius = contentView.bounds.height / 2
    }
}

/// A grid tile: a tinted rounded rectangle with its name in the corner.
private final class TileCell: UICollectionViewCell {
    private let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(title: String, color: UIColor) {
        label.text = title
        label.textColor = color
        contentView.backgroundColor = color.withAlphaComponent(0.18)
    }
}

/// A note: a bold title over wrapping body text, on a grouped background.
private final class NoteCell: UICollectionViewCell {
    private let title = UILabel()
    private let body = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 12
        title.font = .preferredFont(forTextStyle: .headline)
        title.adjustsFontForContentSizeCategory = true
        body.font = .preferredFont(forTextStyle: .body)
        body.adjustsFontForContentSizeCategory = true
        body.textColor = .secondaryLabel
        body.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [title, body])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 14),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -14),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func configure(title: String, body: String) {
        self.title.text = title
        self.body.text = body
    }
}

/// A section title in bold title 3, following the section's insets.
private final class SectionHeaderView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: .systemFont(ofSize: 20, weight: .bold))
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { fatalError("not used") }
}
