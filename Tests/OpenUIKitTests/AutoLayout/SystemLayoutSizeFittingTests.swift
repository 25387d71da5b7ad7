import XCTest

@testable import OpenUIKit

/// A leaf with a fixed intrinsic size, standing in for a one-line label.
private final class IntrinsicView: UIView {
    var size: CGSize
    init(_ size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("not used") }
    override var intrinsicContentSize: CGSize { size }
}

/// A leaf whose height depends on its width (a wrapping text stand-in: 1000 pt² of "text").
private final class WrappingView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 20) }
    override var hasWidthDependentIntrinsicContentSize: Bool { true }
    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        CGSize(width: UIView.noIntrinsicMetric, height: width > 0 ? (1000 / width).rounded(.up) : 20)
    }
}

/// Self-sizing cells (seed 003) ask a detached content view for its size at fitting priority 50
/// (UIView.h: the one-argument form uses UILayoutPriorityFittingSizeLevel; openradar 32082880).
final class SystemLayoutSizeFittingTests: XCTestCase {
    private func makeCell(label: UIView, width: CGFloat?) -> UIView {
        let content = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        ])
        if let width { label.widthAnchor.constraint(equalToConstant: width).isActive = true }
        return content
    }

    func testCompressedSizeOfADetachedView() {
        let cell = makeCell(label: IntrinsicView(CGSize(width: 120, height: 20.5)), width: nil)
        XCTAssertNil(cell.superview)
        let size = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        XCTAssertEqual(size.width, 152, accuracy: 1e-9)
        XCTAssertEqual(size.height, 36.5, accuracy: 1e-9)
        // Fitting does not move anything.
        XCTAssertEqual(cell.frame, .zero)
    }

    func testRequiredWidthFittingHeight() {
        let cell = makeCell(label: IntrinsicView(CGSize(width: 120, height: 20)), width: nil)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        XCTAssertEqual(size.width, 375)
        XCTAssertEqual(size.height, 36)
    }

    /// Seed 003: the label's required width constraint (`maxWidthConstraint`) decides the cell width; the
    /// target size only applies at priority 50.
    func testSeed003MaxWidthConstraintWins() {
        let cell = makeCell(label: IntrinsicView(CGSize(width: 500, height: 20)), width: 375 - 16 - 32)
        let size = cell.systemLayoutSizeFitting(CGSize(width: 50, height: 50))
        XCTAssertEqual(size.width, 375 - 16)
        XCTAssertEqual(size.height, 36)
    }

    func testExpandedSizeWithoutContentIsTheTarget() {
        let empty = UIView()
        let size = empty.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        XCTAssertEqual(size, UIView.layoutFittingExpandedSize)
        XCTAssertEqual(empty.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), .zero)
    }

    func testWidthDependentIntrinsicHeight() {
        let cell = makeCell(label: WrappingView(), width: nil)
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 132, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // Label width 100 → height 10, plus 16 of padding.
        XCTAssertEqual(size.height, 26)
    }

    func testHuggingAndCompressionInAWindowLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let a = IntrinsicView(CGSize(width: 100, height: 20))
        let b = IntrinsicView(CGSize(width: 100, height: 20))
        for v in [a, b] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            v.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        }
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        // b hugs harder, so a stretches.
        XCTAssertEqual(a.frame.width, 200)
        XCTAssertEqual(b.frame.width, 100)
        XCTAssertEqual(a.frame.height, 20)
        root.frame.size.width = 150
        a.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 100)
        XCTAssertEqual(b.frame.width, 50)
    }
}
