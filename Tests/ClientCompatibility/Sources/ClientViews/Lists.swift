import UIKit

/// A mailbox list as iOS 14+ apps write it: a section provider returning list sections (plain for the
/// favourites, inset-grouped elsewhere), swipe-action providers, an item separator handler, cells from a
/// registration with accessories of every kind, and headers from a supplementary registration.
public final class MailboxesViewController: UIViewController {
    public enum Section: Int, CaseIterable, Sendable {
        case favourites, accounts
    }

    public struct Mailbox: Hashable, Sendable {
        public var name: String
        public var unread: Int
        public var depth = 0
    }

    public private(set) var collectionView: UICollectionView!
    public private(set) var deletedNames: [String] = []
    private var dataSource: UICollectionViewDiffableDataSource<Section, Mailbox>!
    private let mailboxes: [Section: [Mailbox]] = [
        .favourites: [Mailbox(name: "Inbox", unread: 12), Mailbox(name: "VIP", unread: 0)],
        .accounts: [
            Mailbox(name: "iCloud", unread: 3), Mailbox(name: "Drafts", unread: 0, depth: 1),
            Mailbox(name: "Sent", unread: 0, depth: 1),
        ],
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] index, environment in
            let section = Section(rawValue: index) ?? .accounts
            var configuration = UICollectionLayoutListConfiguration(
                appearance: section == .favourites ? .plain : .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.headerTopPadding = section == .favourites ? 0 : nil
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    self?.deletedNames.append("\(indexPath.item)")
                    completion(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            configuration.itemSeparatorHandler = { indexPath, separator in
                var separator = separator
                separator.bottomSeparatorVisibility = indexPath.item == 0 ? .visible : .automatic
                separator.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0)
                return separator
            }
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    private func configureDataSource() {
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, Mailbox> { cell, _, mailbox in
            var content = cell.defaultContentConfiguration()
            content.text = mailbox.name
            content.image = UIImage(systemName: mailbox.depth == 0 ? "tray" : "folder")
            content.imageProperties.tintColor = .systemBlue
            cell.contentConfiguration = content
            cell.indentationLevel = mailbox.depth
            var accessories: [UICellAccessory] = [
                .delete(actionHandler: {}), .reorder(options: .init(showsVerticalSeparator: false)),
                .multiselect(displayed: .whenEditing),
            ]
            if mailbox.unread > 0 {
                let options = UICellAccessory.LabelOptions(font: .preferredFont(forTextStyle: .body))
                accessories.append(.label(text: "\(mailbox.unread)", options: options))
            }
            accessories.append(.disclosureIndicator(displayed: .whenNotEditing))
            if mailbox.name == "VIP" {
                accessories.append(.detail(actionHandler: {}))
                accessories.append(.checkmark(options: .init(isHidden: false, tintColor: .systemGreen)))
            }
            if mailbox.depth > 0 {
                accessories.append(.outlineDisclosure(options: .init(style: .cell)))
                accessories.append(.insert(displayed: .whenEditing, options: .init(backgroundColor: .systemTeal)))
            }
            cell.accessories = accessories
            cell.configurationUpdateHandler = { cell, state in
                var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
                if state.isSelected { background.backgroundColor = .systemBlue }
                cell.backgroundConfiguration = background
            }
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content =
                indexPath.section == 0
                ? UIListContentConfiguration.plainHeader() : UIListContentConfiguration.prominentInsetGroupedHeader()
            content.text = indexPath.section == 0 ? "Favourites" : "Accounts"
            header.contentConfiguration = content
            let badge = UIView()
            header.accessories = [
                .customView(
                    configuration: .init(
                        customView: badge, placement: .trailing(displayed: .always), reservedLayoutWidth: .custom(20),
                        maintainsFixedSize: true))
            ]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Mailbox>(collectionView: collectionView) {
            collectionView, indexPath, mailbox in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: mailbox)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mailbox>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases { snapshot.appendItems(mailboxes[section] ?? [], toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// The list cell at `item` of `section`, once laid out.
    public func cell(_ item: Int, in section: Section) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section.rawValue)) as? UICollectionViewListCell
    }

    public func setEditing(_ editing: Bool) {
        collectionView.isEditing = editing
    }
}

/// A simple whole-layout list, as in Apple's "Implementing Modern Collection Views" sample. On the main
/// actor, as UIKit's layouts are.
@MainActor
public func makeSimpleListLayout() -> UICollectionViewLayout {
    var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
    configuration.showsSeparators = true
    configuration.backgroundColor = .systemGroupedBackground
    configuration.separatorConfiguration.color = .opaqueSeparator
    configuration.footerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: configuration)
}
