import UIKit

/// Sections drawn as rounded cards behind their items (a background decoration item), with an unread
/// badge on the top-trailing corner of some items: the compositional layout of a settings or dashboard
/// screen.
public final class CardSectionsViewController: UICollectionViewController {
    public static let backgroundKind = "section-background"
    public static let badgeKind = "badge"

    /// The unread counts shown in badges; items with none have a clear badge.
    public let unread: [IndexPath: Int] = [IndexPath(item: 1, section: 0): 3, IndexPath(item: 0, section: 1): 12]

    public init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    private static func makeLayout() -> UICollectionViewCompositionalLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(
            edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)),
            elementKind: badgeKind, containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 24, bottom: 20, trailing: 24)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
        section.decorationItems = [background]
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        layout.register(SectionBackgroundDecorationView.self, forDecorationViewOfKind: backgroundKind)
        return layout
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(
            BadgeView.self, forSupplementaryViewOfKind: Self.badgeKind, withReuseIdentifier: Self.badgeKind)
    }

    public override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    public override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
    { section == 0 ? 4 : 2 }

    public override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        cell.contentView.backgroundColor = .white
        cell.contentView.layer.cornerRadius = 10
        return cell
    }

    public override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.badgeKind, for: indexPath)
        if let badge = view as? BadgeView {
            badge.count = unread[indexPath]
        }
        return view
    }
}

/// The rounded card behind a section.
public final class SectionBackgroundDecorationView: UICollectionReusableView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        layer.cornerRadius = 14
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
}

/// A red disc with a count, clear when there is nothing to count (the collection view sets `isHidden` from the
/// layout's attributes, so the badge does not hide itself).
public final class BadgeView: UICollectionReusableView {
    private let label = UILabel()

    public var count: Int? {
        didSet {
            label.text = count.map(String.init)
            backgroundColor = count == nil ? .clear : .systemRed
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 12
        label.font = .boldSystemFont(ofSize: 12)
        label.textColor = .white
        label.textAlignment = .center
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: centerXAnchor),
            label.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func prepareForReuse() {
        super.prepareForReuse()
        count = nil
    }
}
