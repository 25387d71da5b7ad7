import UIKit

/// A list fed by a diffable data source, with a cell registration, as iOS 14+ apps write it in Swift 6.
public final class FruitListViewController: UIViewController {
    public private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    public override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 44)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, fruit in
            cell.accessibilityLabel = fruit
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
            collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Pear", "Plum"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
