import SnapshotTesting
import UIKit
import XCTest

/// Views and controllers whose size depends on what the host gives them: the traits of `traits:` (a label
/// grows with the content size category) and constraints a controller puts on its own view.
final class TraitsAndSizingTests: XCTestCase {
    /// A screen whose code pins its own view to an iPhone X's 375 × 812, as some apps' tests do.
    private final class FixedSizeScreen: UIViewController {
        let translates: Bool

        init(translates: Bool) {
            self.translates = translates
            super.init(nibName: nil, bundle: nil)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemTeal
            view.translatesAutoresizingMaskIntoConstraints = translates
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 375),
                view.heightAnchor.constraint(equalToConstant: 812),
            ])
        }
    }

    private func image(
        of controller: UIViewController, as strategy: Snapshotting<UIViewController, UIImage>
    ) throws -> UIImage? {
        var image: UIImage?
        try strategy.capture(controller).run { image = $0.format }
        return image
    }

    /// Issue 32, item 8: such a screen crashed the process (a force-unwrapped nil in RasterSurface, on a surface
    /// with no pixels) instead of rendering. Its constraints decide its size, as on iOS.
    func testAControllerWhoseViewIsSizedByItsOwnConstraintsRenders() throws {
        for strategy: Snapshotting<UIViewController, UIImage> in [.image, .image(on: .iPhoneX)] {
            let image = try image(of: FixedSizeScreen(translates: false), as: strategy)
            XCTAssertEqual(image?.size, CGSize(width: 375, height: 812))
        }
        // With its autoresizing mask kept, the window's size wins over the conflicting height (UIKit breaks
        // that constraint too, and logs it); it still renders.
        let image = try image(of: FixedSizeScreen(translates: true), as: .image(on: .iPhoneX))
        XCTAssertEqual(image?.size, CGSize(width: 375, height: 812))
    }
}

/// Issue 32, item 2: swift-snapshot-testing's own `testTraitsWithView` snapshots a title 1 label ("What's the
/// point?", `adjustsFontForContentSizeCategory`) with no frame at every content size category. On iOS its
/// recorded frames grow from 188.67 × 30 (extra small) through 230.5 × 33.5 (Large) to 428.33 × 69.33 (the
/// accessibility sizes). Our stand-in faces are wider than San Francisco, so the widths here are ours; the
/// heights are the line heights of the text style's sizes, as on iOS.
final class BareViewTraitsTests: XCTestCase {
    private func label() -> UILabel {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "What's the point?"
        return label
    }

    private func size(_ view: UIView, traits: UITraitCollection) throws -> CGSize? {
        var image: UIImage?
        try Snapshotting<UIView, UIImage>.image(traits: traits).capture(view).run { image = $0.format }
        return image?.size
    }

    func testALabelIsSizedAfterTheTraitsApply() throws {
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        var sizes: [CGSize] = []
        for category in categories {
            let traits = UITraitCollection(preferredContentSizeCategory: category)
            sizes.append(try XCTUnwrap(size(label(), traits: traits)))
        }
        for (smaller, larger) in zip(sizes, sizes.dropFirst()) {
            XCTAssertLessThan(smaller.width, larger.width, "\(sizes)")
            XCTAssertLessThan(smaller.height, larger.height, "\(sizes)")
        }
        // Large is the default: the same frame as with no traits at all (iOS: 230.5 × 33.5).
        XCTAssertEqual(sizes[3], try size(label(), traits: UITraitCollection()))
        XCTAssertEqual(sizes[3].height, 33.5)
        // iOS: 30 at extra small (25 pt), 69.33 at AX5 (58 pt): one line of the style's size each.
        XCTAssertEqual(sizes[0].height, 30)
        XCTAssertEqual(sizes[11].height, 69.5)
        // The same label with a size given keeps it (swift-snapshot-testing's `.image(size:traits:)`).
        var image: UIImage?
        try Snapshotting<UIView, UIImage>.image(
            size: CGSize(width: 300, height: 80),
            traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        ).capture(label()).run { image = $0.format }
        XCTAssertEqual(image?.size, CGSize(width: 300, height: 80))
    }

    /// At the largest size the image is as large as the label's text needs there, so nothing is cut off.
    func testTheTextIsNotTruncatedAtTheLargestSize() throws {
        let label = label()
        let traits = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let window = UIWindow(device: .iPhone8)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.addSubview(label)
        let needed = label.intrinsicContentSize
        label.removeFromSuperview()
        let image = try XCTUnwrap(size(label, traits: traits))
        XCTAssertGreaterThanOrEqual(image.width, needed.width)
        XCTAssertGreaterThanOrEqual(image.height, needed.height)
        // Before the fix the image kept the Large frame, 230.5 wide, and the AX5 text was cut off.
        XCTAssertGreaterThan(needed.width, 230.5)
    }
}
