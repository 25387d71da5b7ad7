import OpenUIKit

/// A Settings screen as iOS 14+ apps build it with a collection view list: an inset-grouped
/// `UICollectionLayoutListConfiguration` with supplementary headers and footers, a
/// `UICollectionViewDiffableDataSource` with a `CellRegistration` of `UICollectionViewListCell`s and
/// `SupplementaryRegistration`s for the headers and footers, in a navigation controller with a large title.
/// Rows show an image, value labels (a `.label` accessory and a `valueCell()` configuration), disclosure
/// indicators, a checkmark and a switch as a `.customView` accessory.
final class SettingsListViewController: UIViewController {
    private enum Section: Int, CaseIterable {
        case account, connections, appearance, about

        var header: String? {
            switch self {
            case .account: nil
            case .connections: "Connections"
            case .appearance: "Appearance"
            case .about: "About"
            }
        }

        var footer: String? {
            switch self {
            case .appearance: "Automatic switches between light and dark with the time of day."
            case .about: "Settings are kept on this device only."
            default: nil
            }
        }
    }

    private enum Accessory: Hashable {
        case none
        case disclosure
        case value(String)
        case checkmark
        case toggle(Bool)
    }

    private struct Row: Hashable {
        var title: String
        var subtitle: String?
        var symbol: String?
        var tint: UIColor?
        var accessory: Accessory
        var usesValueCell = false
    }

    private let rows: [Section: [Row]] = [
        .account: [
            Row(
                title: "Jane Appleseed", subtitle: "Apple ID, iCloud, Media & Purchases",
                symbol: "person.crop.circle.fill", tint: .systemGray, accessory: .disclosure)
        ],
        .connections: [
            Row(title: "Airplane Mode", symbol: "airplane", tint: .systemOrange, accessory: .toggle(false)),
            Row(title: "Wi-Fi", symbol: "wifi", tint: .systemBlue, accessory: .value("Home")),
            Row(title: "Bluetooth", symbol: "bluetooth", tint: .systemBlue, accessory: .value("On")),
            Row(title: "Personal Hotspot", symbol: "personalhotspot", tint: .systemGreen, accessory: .value("Off")),
        ],
        .appearance: [
            Row(title: "Automatic", accessory: .checkmark),
            Row(title: "Light", accessory: .none),
            Row(title: "Dark", accessory: .none),
        ],
        .about: [
            Row(title: "Version", subtitle: "1.0 (16)", accessory: .none, usesValueCell: true),
            Row(title: "Acknowledgements", accessory: .disclosure),
        ],
    ]

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Row>?

    static func inNavigation() -> UIViewController {
        let navigation = UINavigationController(rootViewController: SettingsListViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        configureDataSource()
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Row> { cell, _, row in
            var content =
                row.usesValueCell ? UIListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
            content.text = row.title
            content.secondaryText = row.subtitle
            if let symbol = row.symbol {
                content.image = UIImage(systemName: symbol)
                content.imageProperties.tintColor = row.tint
            }
            cell.contentConfiguration = content
            switch row.accessory {
            case .none: cell.accessories = []
            case .disclosure: cell.accessories = [.disclosureIndicator()]
            case .value(let value): cell.accessories = [.label(text: value), .disclosureIndicator()]
            case .checkmark: cell.accessories = [.checkmark()]
            case .toggle(let isOn):
                let toggle = UISwitch()
                toggle.isOn = isOn
                cell.accessories = [
                    .customView(configuration: .init(customView: toggle, placement: .trailing(displayed: .always)))
                ]
            }
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.header
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footer, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = Section(rawValue: indexPath.section)?.footer
            footer.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
            collectionView, indexPath, row in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(
                using: kind == UICollectionView.elementKindSectionHeader ? headerRegistration : footerRegistration,
                for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Row>()
        snapshot.appendSections(Section.allCases)
        for section in Section.allCases { snapshot.appendItems(rows[section] ?? [], toSection: section) }
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }
}
