import OpenUIKit
import XCTest

/// Hidden views, custom spacing, margins, right-to-left, nesting, fitting size and the pixel grid; each expected
/// frame from the recipe of uikit-facts-breadth §1.3 and the API facts of §1.1.
final class UIStackViewArrangementTests: XCTestCase {
    private func row(_ lengths: [CGFloat], spacing: CGFloat = 10) -> (UIStackView, [StackBox]) {
        let views = lengths.map { StackBox($0, 20) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = spacing
        return (stack, views)
    }

    func testArrangedViewsUseAutoLayoutAndStaySubviews() {
        let (stack, views) = row([40, 60, 80])
        XCTAssertTrue(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        XCTAssertTrue(views.allSatisfy { $0.superview === stack })
        stack.removeArrangedSubview(views[1])
        XCTAssertEqual(stack.arrangedSubviews, [views[0], views[2]])
        XCTAssertTrue(views[1].superview === stack, "removeArrangedSubview keeps the subview (breadth §1.1)")
        views[2].removeFromSuperview()
        XCTAssertEqual(stack.arrangedSubviews, [views[0]], "removeFromSuperview leaves the arrangement")
        stack.insertArrangedSubview(views[2], at: 0)
        XCTAssertEqual(stack.arrangedSubviews, [views[2], views[0]])
        stack.addArrangedSubview(views[2])
        XCTAssertEqual(stack.arrangedSubviews, [views[0], views[2]], "adding an arranged view moves it to the end")
    }

    func testOutOfRangeInsertionIsReportedAndKeepsTheView() {
        let (stack, _) = row([40])
        let extra = StackBox(10, 10)
        let (_, messages) = UnsatisfiableConstraintLog.capture { stack.insertArrangedSubview(extra, at: 5) }
        XCTAssertEqual(stack.arrangedSubviews.last, extra)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("out of bounds"))
    }

    func testHiddenViewTakesNoSpaceAndNoGap() {
        let (stack, views) = row([40, 60, 80])
        views[1].isHidden = true
        _ = host(stack, size: nil)
        // Visible neighbours chain at the full gap; the hidden view is 0 long (UISV-hiding) and hangs half a gap
        // after its visible predecessor (UISV-spacing-hidden, 50).
        XCTAssertRect(views[0].frame, 0, 0, 40, 20)
        XCTAssertRect(views[2].frame, 50, 0, 80, 20)
        XCTAssertRect(views[1].frame, 45, 0, 0, 20)
        XCTAssertEqual(stack.frame.width, 130)
        XCTAssertEqual(generated(stack, "UISV-hiding").map(\.priority), [UILayoutPriority(999.999)])
        XCTAssertEqual(generated(stack, "UISV-spacing-hidden").map(\.priority), [UILayoutPriority(50)])
        XCTAssertEqual(generated(stack, "UISV-spacing-hidden").first?.constant, 5)
    }

    func testShowingAndHidingRelaysTheStack() {
        let (stack, views) = row([40, 60, 80])
        let root = host(stack, size: nil)
        XCTAssertEqual(stack.frame.width, 200)
        views[0].isHidden = true
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 150)
        XCTAssertRect(views[1].frame, 0, 0, 60, 20)
        // First view hidden: it hangs half a gap before its visible successor.
        XCTAssertRect(views[0].frame, -5, 0, 0, 20)
        views[0].isHidden = false
        root.layoutIfNeeded()
        XCTAssertEqual(stack.frame.width, 200)
        XCTAssertRect(views[0].frame, 0, 0, 40, 20)
    }

    func testCustomSpacingAfterAView() {
        let (stack, views) = row([40, 60, 80])
        XCTAssertEqual(stack.customSpacing(after: views[0]), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: views[0])
        stack.setCustomSpacing(99, after: StackBox(1, 1))  // not arranged: ignored (UIStackView.h)
        XCTAssertEqual(stack.customSpacing(after: views[0]), 30)
        _ = host(stack, size: nil)
        XCTAssertRect(views[1].frame, 70, 0, 60, 20)
        XCTAssertRect(views[2].frame, 140, 0, 80, 20)
        // Dropped when the view leaves the arrangement.
        stack.removeArrangedSubview(views[0])
        XCTAssertEqual(stack.customSpacing(after: views[0]), UIStackView.spacingUseDefault)
    }

    func testSpacingUseDefaultAsSpacingMeansZeroAndSystemSpacingIsEight() {
        let (stack, views) = row([40, 60, 80], spacing: UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
        _ = host(stack, size: nil)
        XCTAssertRect(views[1].frame, 40, 0, 60, 20)
        // uikit-facts-breadth §1.2: the system spacing between siblings is 8.
        XCTAssertRect(views[2].frame, 108, 0, 80, 20)
    }

    func testGapsAreRoundedToThePixelGrid() {
        let (stack, views) = row([40, 60], spacing: 10.2)
        _ = host(stack, size: nil) { $0.traitOverrides.displayScale = 3 }
        // UIRoundToViewScale: 10.2 × 3 = 30.6 px → 31 px → 10.333 pt (uikit-facts-breadth §1.3 UISV-spacing).
        XCTAssertEqual(generated(stack, "UISV-spacing").first?.constant ?? 0, 31.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(views[1].frame.minX, 40 + 31.0 / 3, accuracy: 1e-9)
    }

    func testFillProportionallyFallsBackToEqualLengthsWithoutIntrinsicSizes() {
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillProportionally
        stack.spacing = 10
        _ = host(stack, size: CGSize(width: 320, height: 40))
        // Σ intrinsic = 0 ≤ max(20, 1): UISV-fill-equally instead (uikit-facts-breadth §1.3,
        // `_wantsProportionalDistribution`).
        XCTAssertTrue(generated(stack, "UISV-fill-proportionally").isEmpty)
        XCTAssertEqual(generated(stack, "UISV-fill-equally").count, 2)
        XCTAssertEqual(views.map(\.frame.minX), [0, 110, 220])
        XCTAssertEqual(views.map(\.frame.width), [100, 100, 100])
    }

    func testFillProportionallyMultipliersAndPriorities() {
        // KEAN's example (uikit-facts-breadth §1.3): intrinsic widths 160, 80, 40, spacing 0 → 0.571, 0.286, 0.143 at
        // 999, 998, 997.
        let (stack, _) = row([160, 80, 40], spacing: 0)
        stack.distribution = .fillProportionally
        _ = host(stack, size: CGSize(width: 280, height: 20))
        let proportional = generated(stack, "UISV-fill-proportionally")
        XCTAssertEqual(proportional.map(\.multiplier), [160.0 / 280, 80.0 / 280, 40.0 / 280])
        XCTAssertEqual(proportional.map(\.priority), [999, 998, 997].map { UILayoutPriority($0) })
    }

    func testMarginRelativeArrangementPinsToTheMargins() {
        let (stack, views) = row([40, 60])
        stack.isLayoutMarginsRelativeArrangement = true
        _ = host(stack, size: nil)
        // A stack's margins are UIView's default 8 (uikit-facts-breadth §1.3 last bullet): everything moves in by 8,
        // the fitting size grows by 16 both ways (uikit-facts-breadth §1.1).
        XCTAssertRect(views[0].frame, 8, 8, 40, 20)
        XCTAssertRect(views[1].frame, 58, 8, 60, 20)
        XCTAssertEqual(stack.frame.size, CGSize(width: 126, height: 36))
        XCTAssertTrue(
            generated(stack, "UISV-canvas-connection").contains { ($0.firstItem as? UILayoutGuide) != nil },
            "canvas connections go to the margins guide")
    }

    func testFittingSizeIsTheSumAlongAndTheLargestAcross() {
        let views = [StackBox(40, 20), StackBox(60, 50), StackBox(80, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        // uikit-facts-breadth §1.1: along the axis Σ + gaps, across the largest view.
        XCTAssertEqual(
            stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 200, height: 50))
        stack.axis = .vertical
        XCTAssertEqual(
            stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 80, height: 120))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(
            stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 86, height: 124))
    }

    func testRightToLeftFlipsHorizontalStacks() {
        let (stack, views) = row([40, 60, 80])
        let root = host(stack, size: nil) { $0.traitOverrides.layoutDirection = .rightToLeft }
        // Leading is on the right: the stack sits at the root's right edge and its views run right to left.
        XCTAssertRect(stack.frame, 800, 0, 200, 20)
        XCTAssertRect(views[0].frame, 160, 0, 40, 20)
        XCTAssertRect(views[1].frame, 90, 0, 60, 20)
        XCTAssertRect(views[2].frame, 0, 0, 80, 20)
        _ = root
    }

    func testNestedStacks() {
        let rows = (0..<2).map { index -> UIStackView in
            let stack = UIStackView(arrangedSubviews: [StackBox(50, 20 + CGFloat(index) * 10), StackBox(70, 20)])
            stack.spacing = 8
            return stack
        }
        let column = UIStackView(arrangedSubviews: rows)
        column.axis = .vertical
        column.spacing = 12
        column.alignment = .leading
        XCTAssertEqual(
            column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 128, height: 62))
        _ = host(column, size: CGSize(width: 300, height: 62))
        // Rows keep their fitting widths (leading alignment: ambiguity suppression at 25 against the views'
        // compression resistance); the second row starts 20 + 12 below the first.
        XCTAssertRect(rows[0].frame, 0, 0, 128, 20)
        XCTAssertRect(rows[1].frame, 0, 32, 128, 30)
        XCTAssertRect(rows[1].arrangedSubviews[1].frame, 58, 0, 70, 30)
    }

    /// What apps do at accessibility text sizes: a row of labels becomes a column and its labels wrap.
    func testSwitchingARowToAColumnOfWrappingLabels() {
        func label(_ text: String, _ size: CGFloat) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = .systemFont(ofSize: size)
            return label
        }
        let labels = [label("Email", 40), label("anna@example.com", 53)]
        let row = UIStackView(arrangedSubviews: labels)
        row.alignment = .firstBaseline
        row.spacing = UIStackView.spacingUseSystem
        let root = host(row, size: nil) { $0.traitOverrides.displayScale = 2 }
        row.widthAnchor.constraint(equalToConstant: 343).isActive = true
        root.layoutIfNeeded()
        row.axis = .vertical
        row.alignment = .leading
        for label in labels { label.numberOfLines = 0 }
        root.layoutIfNeeded()
        // One line of 40 pt (47.7 → 48 at @2x), then 8 pt of system spacing, then two lines of 53 pt (2 × 63.248
        // → 126.5): the long value wraps at the column's 343 pt.
        let line53 = UIFont.systemFont(ofSize: 53).lineHeight
        XCTAssertRect(labels[0].frame, 0, 0, labels[0].intrinsicContentSize.width, 48)
        XCTAssertEqual(labels[1].frame.minY, 56)
        XCTAssertEqual(labels[1].frame.height, (2 * line53 * 2).rounded(.up) / 2)
        XCTAssertLessThanOrEqual(labels[1].frame.width, 343)
    }

    func testWrappingLabelsShareAHorizontalFillStackEqually() {
        let labels = (0..<2).map { index -> UILabel in
            let label = UILabel()
            label.text = String(repeating: "wrapping words \(index) ", count: 8)
            label.numberOfLines = 0
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.spacing = 10
        stack.alignment = .top
        let root = host(stack, size: nil)
        stack.widthAnchor.constraint(equalToConstant: 300).isActive = true
        root.layoutIfNeeded()
        // UISV-text-width-disambiguation: width == 0.5 × stack.width − 10 / 2 at 760 (uikit-facts-breadth §1.3, KEAN's
        // older form).
        let disambiguation = generated(stack, "UISV-text-width-disambiguation")
        XCTAssertEqual(disambiguation.map(\.multiplier), [0.5, 0.5])
        XCTAssertEqual(disambiguation.map(\.priority), [760, 760].map { UILayoutPriority($0) })
        XCTAssertRect(labels[0].frame, 0, 0, 145, labels[0].frame.height)
        XCTAssertRect(labels[1].frame, 155, 0, 145, labels[1].frame.height)
        XCTAssertGreaterThan(labels[0].frame.height, 2 * UIFont.systemFont(ofSize: 17).lineHeight)
    }

    func testProportionalSharesFollowIntrinsicSizeChanges() {
        let labels = ["One", "Two"].map { text -> UILabel in
            let label = UILabel()
            label.text = text
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.distribution = .fillProportionally
        let root = host(stack, size: CGSize(width: 300, height: 30))
        func shares() -> [CGFloat] {
            let widths = labels.map(\.intrinsicContentSize.width)
            return widths.map { $0 / widths.reduce(0, +) }
        }
        XCTAssertEqual(generated(stack, "UISV-fill-proportionally").map(\.multiplier), shares())
        labels[1].text = "Two, now much longer"
        root.layoutIfNeeded()
        // The multipliers are recomputed from the new intrinsic widths (uikit-facts-breadth §1.3
        // UISV-fill-proportionally).
        XCTAssertEqual(generated(stack, "UISV-fill-proportionally").map(\.multiplier), shares())
        XCTAssertEqual(labels[0].frame.width, 300 * shares()[0], accuracy: 1e-6)
    }
}
