import OpenUIKit

/// A library browser as iOS 14+ apps build an outline: a `.sidebar` list fed section by section with
/// `NSDiffableDataSourceSectionSnapshot`s. Group rows use the sidebar header configuration and an
/// `.outlineDisclosure()` accessory; "Collections" is expanded, one folder inside it too, "Shared" stays
/// collapsed. The data source sets each cell's indentation from its level, as UIKit does.
final class LibraryOutlineViewController: UIViewController {
    private struct Item: Hashable, Sendable {
        var title: String
        var symbol: String?
        var isGroup = false
    }

    private var dataSource: UICollectionViewDiffableDataSource<Int, Item>?

    static func inNavigation() -> UIViewController {
        UINavigationController(rootViewController: LibraryOutlineViewController())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Library"
        let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let groupRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let rowRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = UIListContentConfiguration.sidebarCell()
            content.text = item.title
            content.image = item.symbol.flatMap { UIImage(systemName: $0) }
            cell.contentConfiguration = content
            cell.accessories = item.isGroup ? [.outlineDisclosure(options: .init(style: .cell))] : []
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            let registration = indexPath.item == 0 ? groupRegistration : rowRegistration
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        self.dataSource = dataSource

        let collections = Item(title: "Collections", isGroup: true)
        let travel = Item(title: "Travel", symbol: "folder", isGroup: true)
        let recipes = Item(title: "Recipes", symbol: "folder", isGroup: true)
        var library = NSDiffableDataSourceSectionSnapshot<Item>()
        library.append([collections])
        library.append([Item(title: "All Items", symbol: "tray.full"), travel, recipes], to: collections)
        library.append(
            [Item(title: "Kyoto", symbol: "photo"), Item(title: "Seoul", symbol: "photo")], to: travel)
        library.append([Item(title: "Bibimbap", symbol: "doc.text")], to: recipes)
        library.expand([collections, travel])
        dataSource.apply(library, to: 0, animatingDifferences: false)

        let shared = Item(title: "Shared", isGroup: true)
        var sharedSection = NSDiffableDataSourceSectionSnapshot<Item>()
        sharedSection.append([shared])
        sharedSection.append([Item(title: "Family Album", symbol: "person.2")], to: shared)
        dataSource.apply(sharedSection, to: 1, animatingDifferences: false)
    }
}
