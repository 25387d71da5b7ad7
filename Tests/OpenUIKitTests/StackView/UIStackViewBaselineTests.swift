import XCTest

@testable import OpenUIKit

/// Baselines: UILabel's come from the paragraph layout that draws it (the first baseline `ascender` below the
/// top of a label as tall as its text, where the text is drawn); stacks vend their arranged views' baselines
/// (uikit-facts-breadth §1.1 "Baseline vending"); the system spacing is 8 pt between siblings (§1.2).
final class UIStackViewBaselineTests: XCTestCase {
    private func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    /// A label's height: its line height rounded up to the @2x grid (a label outside a window measures at @2x).
    private func height(_ font: UIFont) -> CGFloat { (font.lineHeight * 2).rounded(.up) / 2 }

    private func singleLineBaseline(_ label: UILabel) -> CGFloat { label.font.ascender }

    func testLabelFirstBaselineAnchorPlacesTheDrawnBaseline() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        root.traitOverrides.displayScale = 2
        let text = label("Baseline", size: 17)
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 50),
        ])
        root.layoutIfNeeded()
        // 17 pt: ascender 16.187 → top at 33.813, rounded to the @2x grid → 34.
        XCTAssertEqual(text.frame.minY, 34)
        // The renderer draws the first line's baseline at origin.y + firstBaseline: within half a pixel of 50.
        let drawing = text.textRendering!
        XCTAssertEqual(text.frame.minY + drawing.origin.y + CGFloat(drawing.layout.firstBaseline), 50, accuracy: 0.25)
    }

    func testMultilineLabelLastBaselineIsAboveTheBottom() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let text = label(String(repeating: "wrapping words ", count: 12), size: 17)
        text.numberOfLines = 0
        text.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            text.widthAnchor.constraint(equalToConstant: 200),
            text.lastBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 300),
        ])
        root.layoutIfNeeded()
        let font = text.font!
        // Several lines start at the top: the last baseline is lineHeight − ascender above the bottom.
        XCTAssertEqual(text.frame.maxY, 300 + font.lineHeight - font.ascender, accuracy: 1e-6)
        XCTAssertGreaterThan(text.frame.height, 3 * font.lineHeight)
        let drawing = text.textRendering!
        XCTAssertEqual(
            text.frame.minY + drawing.origin.y + CGFloat(drawing.layout.lastBaseline), 300, accuracy: 0.5)
    }

    func testHorizontalStackAlignsFirstBaselines() {
        let small = label("Title", size: 17)
        let large = label("Value", size: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        stack.spacing = 8
        _ = host(stack, size: nil)
        let smallBaseline = small.frame.minY + singleLineBaseline(small)
        let largeBaseline = large.frame.minY + singleLineBaseline(large)
        XCTAssertEqual(smallBaseline, largeBaseline, accuracy: 1e-6)
        // The view reaching highest above the baseline hangs from the top (aligned edge at 999.5), and the
        // stack hugs the views (canvas-fit 49): as tall as the larger label, which also reaches lowest. Labels
        // keep their heights (ambiguity suppression 25 against compression resistance 750).
        XCTAssertEqual(large.frame.minY, 0, accuracy: 1e-6)
        XCTAssertEqual(small.frame.minY, singleLineBaseline(large) - singleLineBaseline(small), accuracy: 1e-6)
        XCTAssertEqual(stack.frame.height, height(large.font), accuracy: 1e-6)
        XCTAssertEqual(small.frame.height, height(small.font), accuracy: 1e-6)
        // Baseline vending: a horizontal stack vends its tallest view for both baselines.
        XCTAssertTrue(stack.forFirstBaselineLayout === large)
        XCTAssertTrue(stack.forLastBaselineLayout === large)
    }

    func testHorizontalStackAlignsLastBaselines() {
        let small = label("Title", size: 17)
        let large = label("Value", size: 34)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .lastBaseline
        _ = host(stack, size: CGSize(width: 300, height: 100))
        XCTAssertEqual(
            small.frame.minY + singleLineBaseline(small), large.frame.minY + singleLineBaseline(large), accuracy: 1e-6)
        // Last-baseline stacks stand on the bottom.
        XCTAssertEqual(large.frame.maxY, 100, accuracy: 1e-6)
    }

    func testVerticalStacksVendFirstAndLastVisibleViewsRecursively() {
        let top = label("Top", size: 17)
        let bottom = label("Bottom", size: 13)
        let inner = UIStackView(arrangedSubviews: [top, bottom])
        inner.axis = .vertical
        let hiddenLast = label("Hidden", size: 20)
        hiddenLast.isHidden = true
        let outer = UIStackView(arrangedSubviews: [inner, hiddenLast])
        outer.axis = .vertical
        XCTAssertTrue(outer.forFirstBaselineLayout === top)
        XCTAssertTrue(outer.forLastBaselineLayout === bottom)
        // A row aligned on first baselines: a label beside the nested stack sits on the nested first label.
        let side = label("Side", size: 28)
        let row = UIStackView(arrangedSubviews: [side, outer])
        row.alignment = .firstBaseline
        _ = host(row, size: nil)
        let topBaseline = row.convert(CGPoint(x: 0, y: singleLineBaseline(top)), from: top).y
        XCTAssertEqual(side.frame.minY + singleLineBaseline(side), topBaseline, accuracy: 1e-6)
    }

    func testBaselineRelativeVerticalStackMeasuresGapsBetweenBaselines() {
        let first = label("First", size: 17)
        let second = label("Second", size: 28)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.axis = .vertical
        stack.isBaselineRelativeArrangement = true
        stack.spacing = 30
        _ = host(stack, size: nil)
        let gap = (second.frame.minY + singleLineBaseline(second)) - (first.frame.minY + singleLineBaseline(first))
        XCTAssertEqual(gap, 30, accuracy: 1e-6)
        XCTAssertEqual(generated(stack, "UISV-spacing").first?.firstAttribute, .firstBaseline)
        XCTAssertEqual(generated(stack, "UISV-spacing").first?.secondAttribute, .lastBaseline)
    }

    func testChangingTextMovesBaselineConstraints() {
        let small = label("Title", size: 17)
        let large = label("Value", size: 17)
        let stack = UIStackView(arrangedSubviews: [small, large])
        stack.alignment = .firstBaseline
        let root = host(stack, size: nil)
        XCTAssertEqual(small.frame.minY, large.frame.minY)
        large.font = .systemFont(ofSize: 40)
        root.layoutIfNeeded()
        XCTAssertEqual(
            small.frame.minY + singleLineBaseline(small), large.frame.minY + singleLineBaseline(large), accuracy: 1e-6)
        XCTAssertGreaterThan(small.frame.minY, 5)
    }

    func testSystemSpacingAnchorsAreEightPointsBetweenSiblings() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = StackBox(40, 20)
        let b = StackBox(40, 20)
        let c = StackBox(40, 20)
        for view in [a, b, c] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 1),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            c.leadingAnchor.constraint(equalTo: a.leadingAnchor),
            c.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX, 48)
        XCTAssertEqual(c.frame.minY, 36)
    }
}
