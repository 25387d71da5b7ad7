import UIKit

/// A horizontal carousel as apps write it on top of the flow layout: cells rest centred (the section inset
/// leaves room for the first and last), shrink and fade with their distance from the centre, and the
/// offset snaps to the nearest cell when scrolling ends or the layout changes.
public final class CarouselFlowLayout: UICollectionViewFlowLayout {
    /// The scale of a cell one item-width or more away from the centre.
    public var minimumScale: CGFloat = 0.7

    public override init() {
        super.init()
        scrollDirection = .horizontal
        itemSize = CGSize(width: 200, height: 260)
        minimumLineSpacing = 16
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    public override func prepare() {
        if let collectionView {
            let side = max(0, (collectionView.bounds.width - itemSize.width) / 2)
            let top = max(0, (collectionView.bounds.height - itemSize.height) / 2)
            sectionInset = UIEdgeInsets(top: top, left: side, bottom: top, right: side)
        }
        super.prepare()
    }

    public override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    public override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView, let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        let centre = collectionView.contentOffset.x + collectionView.bounds.width / 2
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(abs(copy.center.x - centre) / (itemSize.width + minimumLineSpacing), 1)
            let scale = 1 - (1 - minimumScale) * distance
            copy.transform3D = CATransform3DMakeScale(scale, scale, 1)
            copy.alpha = 1 - 0.4 * distance
            copy.zIndex = Int((1 - distance) * 10)
            return copy
        }
    }

    public override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        guard let collectionView else { return proposedContentOffset }
        let width = collectionView.bounds.width
        let visible = CGRect(x: proposedContentOffset.x, y: 0, width: width, height: collectionView.bounds.height)
        let centre = proposedContentOffset.x + width / 2
        let nearest = super.layoutAttributesForElements(in: visible.insetBy(dx: -itemSize.width, dy: 0))?
            .filter { $0.representedElementCategory == .cell }
            .min { abs($0.center.x - centre) < abs($1.center.x - centre) }
        guard let nearest else { return proposedContentOffset }
        return CGPoint(x: nearest.center.x - width / 2, y: proposedContentOffset.y)
    }

    public override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        targetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
    }
}

/// Cards in a `CarouselFlowLayout`, one colour each.
public final class CarouselViewController: UIViewController, UICollectionViewDataSource {
    public let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue, .systemPurple]
    public private(set) var collectionView: UICollectionView!
    public let layout = CarouselFlowLayout()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        cell.contentView.layer.cornerRadius = 16
        cell.contentView.clipsToBounds = true
        return cell
    }
}
