import OpenUIKit
import XCTest

/// The constraints themselves: UIKit's identifiers, relations and priorities (uikit-facts-breadth §1.3), and
/// where they show up (layout dump, constraintsAffectingLayout, the unsatisfiable-constraints log).
final class UIStackViewConstraintRecipeTests: XCTestCase {
    private func stack(
        _ count: Int, _ distribution: UIStackView.Distribution = .fill, _ alignment: UIStackView.Alignment = .fill
    ) -> (UIStackView, [StackBox]) {
        let views = (0..<count).map { StackBox(40 + CGFloat($0) * 10, 20 + CGFloat($0) * 5) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 10
        return (stack, views)
    }

    private func identifiers(_ stack: UIStackView) -> Set<String> {
        Set(([stack] + stack.arrangedSubviews).flatMap(\.constraints).compactMap(\.identifier))
    }

    func testFillUsesCanvasConnectionsSpacingAndAlignmentOnly() {
        let (s, _) = stack(3)
        _ = host(s, size: nil)
        XCTAssertEqual(identifiers(s), ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
        // Along: first and last; across: both edges of the first view. Alignment: both edges of the others.
        XCTAssertEqual(generated(s, "UISV-canvas-connection").count, 4)
        XCTAssertEqual(generated(s, "UISV-alignment").count, 4)
        XCTAssertEqual(generated(s, "UISV-spacing").map(\.constant), [10, 10])
        XCTAssertTrue(
            (generated(s, "UISV-spacing") + generated(s, "UISV-alignment")).allSatisfy { $0.priority == .required })
    }

    func testNonFillAlignmentUsesASpannerGuide() {
        let (s, views) = stack(2, .fill, .center)
        _ = host(s, size: nil)
        XCTAssertEqual(
            identifiers(s),
            [
                "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
                "UISV-spanning-fit", "UISV-ambiguity-suppression",
            ])
        XCTAssertEqual(s.layoutGuides.map(\.identifier), ["UISV-alignment-spanner"])
        XCTAssertEqual(generated(s, "UISV-spanning-fit").map(\.priority), [UILayoutPriority(51)])
        XCTAssertEqual(
            generated(s, "UISV-ambiguity-suppression").map(\.priority), [25, 25].map { UILayoutPriority($0) })
        XCTAssertEqual(generated(s, "UISV-alignment").map(\.firstAttribute), [.centerY])
        // Centre: stack.centerY == first.centerY.
        XCTAssertTrue(generated(s, "UISV-canvas-connection").contains { $0.firstAttribute == .centerY })
        // The spanner encloses both views; the stack is as tall as the taller one.
        XCTAssertEqual(s.frame.height, 25)
        XCTAssertEqual(views[0].frame.minY, 2.5)
    }

    func testAlignedEdgeOfTheSpannerIsHeldAt999AndAHalf() {
        let (s, _) = stack(2, .fill, .top)
        _ = host(s, size: nil)
        let boundaries = generated(s, "UISV-spanning-boundary")
        XCTAssertEqual(
            boundaries.filter { $0.firstAttribute == .top }.map(\.priority),
            [999.5, 999.5].map { UILayoutPriority($0) })
        XCTAssertEqual(
            boundaries.filter { $0.firstAttribute == .bottom }.map(\.relation),
            [.greaterThanOrEqual, .greaterThanOrEqual])
    }

    func testBaselineAlignmentHugsTheStackAt49() {
        let (s, _) = stack(2, .fill, .firstBaseline)
        _ = host(s, size: nil)
        XCTAssertEqual(generated(s, "UISV-canvas-fit").map(\.priority), [UILayoutPriority(49)])
        XCTAssertEqual(generated(s, "UISV-canvas-fit").first?.firstAttribute, .height)
        XCTAssertEqual(generated(s, "UISV-alignment").first?.firstAttribute, .firstBaseline)
    }

    func testSingleCentredViewNeedsNoSpanner() {
        let (s, views) = stack(1, .fill, .center)
        _ = host(s, size: CGSize(width: 40, height: 60))
        XCTAssertTrue(s.layoutGuides.isEmpty)
        XCTAssertEqual(
            generated(s, "UISV-canvas-connection").filter { $0.firstAttribute == .top }.map(\.relation),
            [.lessThanOrEqual])
        XCTAssertEqual(generated(s, "UISV-canvas-fit").map(\.priority), [UILayoutPriority(49)])
        XCTAssertRect(views[0].frame, 0, 20, 40, 20)
    }

    func testEqualSpacingUsesRequiredEqualGapGuides() {
        let (s, _) = stack(3, .equalSpacing)
        _ = host(s, size: CGSize(width: 300, height: 30))
        XCTAssertEqual(s.layoutGuides.map(\.identifier), ["UISV-distributing", "UISV-distributing"])
        XCTAssertEqual(generated(s, "UISV-distributing-edge").count, 4)
        XCTAssertEqual(generated(s, "UISV-fill-equally").map(\.priority), [.required])
        XCTAssertEqual(generated(s, "UISV-spacing").map(\.relation), [.greaterThanOrEqual, .greaterThanOrEqual])
        XCTAssertEqual(generated(s, "UISV-canvas-fit").map(\.priority), [UILayoutPriority(49)])
        XCTAssertEqual(generated(s, "UISV-canvas-fit").first?.firstAttribute, .width)
    }

    func testEqualCenteringCountsDownFrom149() {
        let (s, _) = stack(4, .equalCentering)
        _ = host(s, size: CGSize(width: 400, height: 40))
        XCTAssertEqual(generated(s, "UISV-fill-equally").map(\.priority), [149, 148].map { UILayoutPriority($0) })
        XCTAssertTrue(generated(s, "UISV-distributing-edge").allSatisfy { $0.secondAttribute == .centerX })
    }

    func testFillEquallyTiesEveryLengthToTheFirst() {
        let (s, views) = stack(3, .fillEqually)
        _ = host(s, size: nil)
        let equal = generated(s, "UISV-fill-equally")
        XCTAssertEqual(equal.count, 2)
        XCTAssertTrue(equal.allSatisfy { $0.secondItem === views[0] && $0.firstAttribute == .width })
    }

    func testConstraintsAffectingLayoutListTheStacksConstraints() {
        let (s, views) = stack(2)
        let root = host(s, size: nil)
        defer { withExtendedLifetime(root) {} }
        let names = Set(views[1].constraintsAffectingLayout(for: .horizontal).compactMap(\.identifier))
        XCTAssertTrue(names.isSuperset(of: ["UISV-canvas-connection", "UISV-spacing"]), "\(names)")
    }

    func testUnsatisfiableLogNamesTheStacksConstraints() {
        let (s, views) = stack(2)
        for view in views { view.widthAnchor.constraint(equalToConstant: 200).isActive = true }
        let (_, messages) = UnsatisfiableConstraintLog.capture { _ = host(s, size: CGSize(width: 300, height: 30)) }
        XCTAssertFalse(messages.isEmpty)
        let log = messages.joined(separator: "\n")
        XCTAssertTrue(log.contains("'UISV-spacing' StackBox:"), log)
        XCTAssertTrue(log.contains("'UISV-canvas-connection'"), log)
    }

    func testLayoutDumpListsTheGeneratedConstraints() {
        let (s, _) = stack(2, .fill, .center)
        let root = host(s, size: nil)
        let dump = root.recursiveDescription
        XCTAssertTrue(dump.contains("{'UISV-spacing' StackBox[1].leading == StackBox[0].trailing + 10}"), dump)
        XCTAssertTrue(dump.contains("{'UISV-spanning-fit' UISV-alignment-spanner[0].height == 0 @51}"), dump)
        XCTAssertTrue(dump.contains("[UISV-alignment-spanner; layoutFrame = "), dump)
    }

    func testChangingAPropertyRebuildsTheConstraints() {
        let (s, views) = stack(2)
        let root = host(s, size: nil)
        s.axis = .vertical
        s.spacing = 4
        root.layoutIfNeeded()
        XCTAssertEqual(generated(s, "UISV-spacing").map(\.firstAttribute), [.top])
        XCTAssertRect(views[1].frame, 0, 24, 50, 25)
        XCTAssertEqual(s.frame.size, CGSize(width: 50, height: 49))
    }
}
