// swift-format-ignore-file
// (The article's code, kept as its author wrote it.)
import OpenUIKit
import TestSupport

// Seed 003: a self-sizing list. The article builds the collection view, the flow layout and the cell
// in a storyboard and connects them through outlets; storyboards do not exist here, so the outlets are
// created in code with the storyboard's settings and their `didSet` bodies are the article's. Two
// other changes, both for reproducible snapshots: the item texts come from a seeded generator instead
// of the system one, and the cell's `awakeFromNib` body runs from its initialiser.

final class ViewController: UIViewController {
    var items: [String] = []
    private var generator = SeededGenerator(seed: 3)

    override func loadView() {
        super.loadView()
        // The storyboard's root view (background System Background, Interface Builder's default)
        // with a collection view pinned to the safe area (its default for constraints to the superview).
        view.backgroundColor = .systemBackground
        let flowLayout = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
        collectionView.backgroundColor = .systemBackground
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "CollectionViewCell")
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor),
        ])
        self.flowLayout = flowLayout
        self.collectionView = collectionView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for _ in 0..<10 {
            items.append(String(repeating: "あいうえおかきくけこ", count: .random(in: 1...10, using: &generator)))
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

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "CollectionViewCell", for: indexPath) as! CollectionViewCell
        cell.contentView.backgroundColor = (indexPath.item % 2 == 0) ? .systemGray4 : .systemGray6
        let item = items[indexPath.item]
        cell.titleLabel.text = item
        cell.maxWidth = collectionView.bounds.width - 16
        return cell
    }
}

extension ViewController: UICollectionViewDelegate {
}

class CollectionViewCell: UICollectionViewCell {
    weak var titleLabel: UILabel!
    weak var maxWidthConstraint: NSLayoutConstraint!

    var maxWidth: CGFloat? {
        didSet {
            guard let maxWidth = maxWidth else { return }
            maxWidthConstraint.constant = maxWidth
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        // The storyboard: a label with Lines 0 pinned to the content view's four edges, and a
        // provisional width constraint connected to `maxWidthConstraint`.
        let label = UILabel()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let widthConstraint = label.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            widthConstraint,
        ])
        titleLabel = label
        maxWidthConstraint = widthConstraint
        awakeFromNib()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func awakeFromNib() {
        super.awakeFromNib()
        // iOS12のみ以下制約をつけないとAutoLayoutが効かない
        contentView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            contentView.leftAnchor.constraint(equalTo: leftAnchor),
            contentView.rightAnchor.constraint(equalTo: rightAnchor),
            contentView.topAnchor.constraint(equalTo: topAnchor),
            contentView.bottomAnchor.constraint(equalTo: bottomAnchor)
        ])
    }
}
