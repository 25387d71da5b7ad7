import OpenUIKit
import XCTest

/// Every distribution × alignment, on both axes. Three views with intrinsic lengths 40, 60, 80 along the axis
/// and 20, 30, 50 across it, spacing 10, in a stack 300 long and 100 across; the third hugs at 249 so that the
/// fill distribution has one view to stretch. Each expected frame is worked out below from the constraint recipe
/// of uikit-facts-breadth §1.3.
final class UIStackViewDistributionAlignmentTests: XCTestCase {
    private let alongLengths: [CGFloat] = [40, 60, 80]
    private let acrossLengths: [CGFloat] = [20, 30, 50]

    /// (position, length) along the axis for each view.
    private func expectedAlong(_ distribution: UIStackView.Distribution) -> [(CGFloat, CGFloat)] {
        switch distribution {
        case .fill:
            // Canvas connections and two required 10-pt gaps; the 249-hugging view takes the 100 pt left over.
            return [(0, 40), (50, 60), (120, 180)]
        case .fillEqually:
            // UISV-fill-equally: three equal lengths in 300 − 2 × 10.
            let length = (300 - 20) / CGFloat(3)
            return [(0, length), (length + 10, length), (2 * length + 20, length)]
        case .fillProportionally:
            // Shares 40/200, 60/200, 80/200 of the stack's 300 at 999, 998, 997: 60 and 90 hold, and the last
            // (997) gives way to the required canvas connection: 300 − 60 − 90 − 20 = 130.
            return [(0, 60), (70, 90), (170, 130)]
        case .equalSpacing:
            // Intrinsic lengths (hugging 250 beats canvas-fit 49); two equal gap guides: (300 − 180) / 2 = 60.
            return [(0, 40), (100, 60), (220, 80)]
        case .equalCentering:
            // Gap guides between centres equal (149): centres at 20 and 260, so the middle one at 140.
            return [(0, 40), (110, 60), (220, 80)]
        }
    }

    /// (position, length) across the axis for each view.
    private func expectedAcross(_ alignment: UIStackView.Alignment) -> [(CGFloat, CGFloat)] {
        switch alignment {
        case .fill:
            // Canvas connections to the first view, UISV-alignment of both edges to it.
            return acrossLengths.map { _ in (0, 100) }
        case .leading, .firstBaseline:
            // Intrinsic lengths against ambiguity suppression (25); the aligned edge on the canvas. Views
            // without text have their first baseline at the top; a vertical stack treats it as leading.
            return acrossLengths.map { (0, $0) }
        case .center:
            // The canvas connection holds the first view's centre at 50; the others are aligned to it.
            return acrossLengths.map { (50 - $0 / 2, $0) }
        case .trailing, .lastBaseline:
            return acrossLengths.map { (100 - $0, $0) }
        }
    }

    private func makeStack(
        axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution, _ alignment: UIStackView.Alignment
    ) -> (UIView, UIStackView, [UIView]) {
        let views = zip(alongLengths, acrossLengths).map { along, across in
            axis == .horizontal ? StackBox(along, across) : StackBox(across, along)
        }
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: axis)
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        let size = axis == .horizontal ? CGSize(width: 300, height: 100) : CGSize(width: 100, height: 300)
        return (host(stack, size: size), stack, views)
    }

    private let distributions: [UIStackView.Distribution] = [
        .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    private let alignments: [UIStackView.Alignment] = [
        .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]

    private func verifyMatrix(axis: NSLayoutConstraint.Axis) {
        for distribution in distributions {
            for alignment in alignments {
                let (_, stack, views) = makeStack(axis: axis, distribution, alignment)
                XCTAssertEqual(stack.frame.size.width, axis == .horizontal ? 300 : 100)
                let along = expectedAlong(distribution)
                let across = expectedAcross(alignment)
                for (index, view) in views.enumerated() {
                    let (x, y, w, h) =
                        axis == .horizontal
                        ? (along[index].0, across[index].0, along[index].1, across[index].1)
                        : (across[index].0, along[index].0, across[index].1, along[index].1)
                    XCTAssertRect(
                        view.frame, x, y, w, h, "\(axis) \(distribution) \(alignment), view \(index)")
                    XCTAssertFalse(view.hasAmbiguousLayout, "\(axis) \(distribution) \(alignment), view \(index)")
                }
            }
        }
    }

    func testHorizontalDistributionsAndAlignments() { verifyMatrix(axis: .horizontal) }

    func testVerticalDistributionsAndAlignments() { verifyMatrix(axis: .vertical) }

    func testDefaultsAreUIKits() {
        // uikit-facts-breadth §1.1: horizontal, fill, fill, spacing 0, neither baseline- nor margin-relative.
        let stack = UIStackView()
        XCTAssertEqual(stack.axis, .horizontal)
        XCTAssertEqual(stack.distribution, .fill)
        XCTAssertEqual(stack.alignment, .fill)
        XCTAssertEqual(stack.spacing, 0)
        XCTAssertFalse(stack.isBaselineRelativeArrangement)
        XCTAssertFalse(stack.isLayoutMarginsRelativeArrangement)
        XCTAssertEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude))
        XCTAssertEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude))
        // Raw values from UIStackView.h.
        XCTAssertEqual(UIStackView.Distribution.equalCentering.rawValue, 4)
        XCTAssertEqual(UIStackView.Alignment.lastBaseline.rawValue, 5)
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
    }
}
