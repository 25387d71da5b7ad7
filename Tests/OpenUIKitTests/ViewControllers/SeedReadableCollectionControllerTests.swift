import OpenUIKit
import XCTest

/// Seed 000 ("ReadableContentGuideを利用してUICollectionViewのコンテンツを見やすくする"): its first controller,
/// with the collection view replaced by a plain view, written exactly as the seed writes the overrides.
private final class ReadableCollectionViewController: UIViewController {
    private let collectionView = UIView(frame: .zero)
    private let itemSpacing: CGFloat = 10
    var log: [String] = []
    var frames: [(String, CGRect)] = []

    override func loadView() {
        super.loadView()
        view.backgroundColor = .systemBackground
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .secondarySystemBackground
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.readableContentGuide.topAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.readableContentGuide.bottomAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        printed.append("viewWillAppear:\(view.readableContentGuide.layoutFrame)")
        frames.append(("viewWillAppear", view.readableContentGuide.layoutFrame))
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        printed.append("viewWillLayoutSubviews:\(view.readableContentGuide.layoutFrame)")
        frames.append(("viewWillLayoutSubviews", view.readableContentGuide.layoutFrame))
    }

    /// What the seed's `print` calls would print, kept instead of printed.
    var printed: [String] = []

    var contentFrame: CGRect { collectionView.frame }

    /// The seed's `sizeForItemAt` arithmetic.
    var cellSideLength: CGFloat { (view.readableContentGuide.layoutFrame.width - itemSpacing * 2) / 3 }
}

final class SeedReadableCollectionControllerTests: XCTestCase {
    /// Seed 000 prints, on iPhone 8: viewWillAppear:(0.0, 0.0, 375.0, 667.0) then
    /// viewWillLayoutSubviews:(16.0, 20.0, 343.0, 647.0).
    func testIPhone8PrintsTheSeedValues() {
        let vc = ReadableCollectionViewController()
        _ = present(vc, on: .iPhone8)
        XCTAssertEqual(vc.frames.first?.0, "viewWillAppear")
        XCTAssertRect(vc.frames[0].1, 0, 0, 375, 667)
        XCTAssertEqual(vc.frames[1].0, "viewWillLayoutSubviews")
        XCTAssertRect(vc.frames[1].1, 16, 20, 343, 647)
        XCTAssertRect(vc.contentFrame, 16, 20, 343, 647)
        XCTAssertEqual(vc.cellSideLength, (343 - 20) / 3, accuracy: 1e-9)
        // The seed's own console output, character for character.
        XCTAssertEqual(
            Array(vc.printed.prefix(2)),
            ["viewWillAppear:(0.0, 0.0, 375.0, 667.0)", "viewWillLayoutSubviews:(16.0, 20.0, 343.0, 647.0)"])
    }

    /// iPad Pro 12.9" (seed 000's second screenshot): the guide is 672 wide, x = (1024 - 672) / 2 = 176 in portrait
    /// and (1366 - 672) / 2 = 347 in landscape (uikit-facts §1.2; useyourloaf's 672/176 on a 1024-pt-wide iPad).
    func testIPadPro12_9ReadableWidth() {
        let portrait = ReadableCollectionViewController()
        _ = present(portrait, on: .iPadPro12_9)
        // Safe area (24, 0, 20, 0): the margins guide is y 24, height 1366 - 44.
        XCTAssertRect(portrait.contentFrame, 176, 24, 672, 1322)

        let landscape = ReadableCollectionViewController()
        _ = present(landscape, on: .iPadPro12_9, .landscape)
        XCTAssertRect(landscape.contentFrame, 347, 24, 672, 980)
    }

    func testHomeButtonIPadPro12_9() {
        let vc = ReadableCollectionViewController()
        _ = present(vc, on: .iPadPro12_9_2ndGen)
        XCTAssertRect(vc.contentFrame, 176, 20, 672, 1346)
    }
}
