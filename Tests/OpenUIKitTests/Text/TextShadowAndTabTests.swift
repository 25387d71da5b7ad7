import Typesetter
import XCTest

@testable import OpenUIKit

/// `NSShadow` and `NSTextTab` with UIKit's declarations (subclassed and set here in Swift 5 mode, so narrowing
/// one breaks the build), the paragraph style's tab stops, and what tabs and shadows do to measured text.
final class TextShadowAndTabTests: XCTestCase {
    private final class TintedShadow: NSShadow, @unchecked Sendable {
        override var shadowColor: Any? {
            get { super.shadowColor ?? UIColor.red }
            set { super.shadowColor = newValue }
        }
    }

    private final class LoggedTab: NSTextTab, @unchecked Sendable {
        override var location: CGFloat { super.location }
        override var alignment: NSTextAlignment { super.alignment }
        override var options: [NSTextTab.OptionKey: Any] { super.options }
    }

    func testShadowDefaultsCopiesAndEquality() {
        let shadow = NSShadow()
        XCTAssertEqual(shadow.shadowOffset, .zero)
        XCTAssertEqual(shadow.shadowBlurRadius, 0)
        XCTAssertNil(shadow.shadowColor)
        XCTAssertEqual(shadow.resolvedColor.rgba(in: .current).alpha, 1 / 3, accuracy: 1e-9, "black at 1/3")
        shadow.shadowOffset = CGSize(width: 1, height: 2)
        shadow.shadowBlurRadius = 3
        shadow.shadowColor = UIColor.blue
        let copy = shadow.copy() as! NSShadow
        XCTAssertEqual(copy, shadow)
        XCTAssertFalse(copy === shadow)
        copy.shadowBlurRadius = 4
        XCTAssertNotEqual(copy, shadow)
        XCTAssertNotNil(NSShadow(coder: NSCoder()))
        XCTAssertEqual(TintedShadow().resolvedColor, .red, "a subclass's colour is the one drawn")
    }

    func testTextTabDeclarations() {
        let tab = LoggedTab(textAlignment: .right, location: 120, options: [:])
        XCTAssertEqual(tab.alignment, .right)
        XCTAssertEqual(tab.location, 120)
        XCTAssertTrue(tab.options.isEmpty)
        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        XCTAssertTrue(terminators.contains("."))
        XCTAssertTrue(NSTextTab.columnTerminators(for: Locale(identifier: "de_DE")).contains(","))
        let decimal = NSTextTab(textAlignment: .right, location: 120, options: [.columnTerminators: terminators])
        XCTAssertNotEqual(decimal, NSTextTab(textAlignment: .right, location: 120), "a decimal tab is another kind")
        XCTAssertEqual(NSTextTab(textAlignment: .center, location: 5), NSTextTab(textAlignment: .center, location: 5))
    }

    func testParagraphStyleTabStops() {
        let style = NSParagraphStyle.default
        XCTAssertEqual(style.tabStops.count, 12)
        XCTAssertEqual(style.tabStops.map(\.location), (1...12).map { CGFloat($0) * 28 })
        XCTAssertTrue(style.tabStops.allSatisfy { $0.alignment == .left })
        XCTAssertEqual(style.defaultTabInterval, 0)
        let mutable = NSMutableParagraphStyle()
        mutable.tabStops = [
            NSTextTab(textAlignment: .left, location: 90), NSTextTab(textAlignment: .left, location: 30),
        ]
        XCTAssertEqual(mutable.tabStops.map(\.location), [30, 90], "kept in order of location")
        mutable.addTabStop(NSTextTab(textAlignment: .center, location: 60))
        XCTAssertEqual(mutable.tabStops.map(\.location), [30, 60, 90])
        mutable.removeTabStop(NSTextTab(textAlignment: .left, location: 30))
        XCTAssertEqual(mutable.tabStops.map(\.location), [60, 90])
        mutable.defaultTabInterval = 40
        XCTAssertEqual(mutable.defaultTabInterval, 40)
        let copy = mutable.copy() as! NSParagraphStyle
        XCTAssertEqual(copy, mutable)
        XCTAssertEqual(copy.tabStops.map(\.location), [60, 90])
        mutable.tabStops = nil
        XCTAssertEqual(mutable.tabStops, [])
        XCTAssertNotEqual(copy, mutable)
    }

    private func labelWidth(_ text: String, tabs: [NSTextTab]? = nil, interval: CGFloat = 0) -> CGFloat {
        let label = UILabel()
        let style = NSMutableParagraphStyle()
        if let tabs { style.tabStops = tabs }
        style.defaultTabInterval = interval
        label.attributedText = NSAttributedString(string: text, attributes: [.paragraphStyle: style])
        return label.intrinsicContentSize.width
    }

    /// Widths of one line with a tab, at @2x: what follows a tab starts at (left), ends at (right) or centres
    /// on (center) the stop, or aligns its decimal point there.
    func testTabStopsPlaceTheTextAfterATab() {
        let b = labelWidth("B")
        let x = labelWidth("12.5")
        XCTAssertEqual(
            labelWidth("A\tB", tabs: [NSTextTab(textAlignment: .left, location: 100)]), 100 + b, accuracy: 0.5)
        XCTAssertEqual(
            labelWidth("A\tB", tabs: [NSTextTab(textAlignment: .left, location: 150)]), 150 + b, accuracy: 0.5)
        XCTAssertEqual(
            labelWidth("A\t12.5", tabs: [NSTextTab(textAlignment: .right, location: 150)]), 150, accuracy: 0.5)
        XCTAssertEqual(
            labelWidth("A\t12.5", tabs: [NSTextTab(textAlignment: .center, location: 150)]), 150 + x / 2, accuracy: 0.5)
        let decimal = NSTextTab(
            textAlignment: .right, location: 150,
            options: [.columnTerminators: NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))])
        let short = labelWidth("A\t1.5", tabs: [decimal])
        let long = labelWidth("A\t1234.5", tabs: [decimal])
        XCTAssertEqual(short, long, accuracy: 0.5, "the decimal points align, so the columns end together")
        XCTAssertGreaterThan(short, 150)
        XCTAssertLessThan(short, 150 + labelWidth(".5"), "only the fraction is past the stop")
        // The default stops are 28 points apart; past the last stop, `defaultTabInterval` spaces them.
        XCTAssertEqual(labelWidth("A\tB"), 28 + b, accuracy: 0.5)
        XCTAssertEqual(
            labelWidth("A\tB\tC", tabs: [NSTextTab(textAlignment: .left, location: 50)], interval: 70),
            70 + labelWidth("C"), accuracy: 0.5)
    }

    func testAShadowDoesNotChangeTheLayout() {
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 3, height: 3)
        shadow.shadowBlurRadius = 4
        let plain = UILabel()
        plain.text = "Shadowed"
        let shadowed = UILabel()
        shadowed.attributedText = NSAttributedString(string: "Shadowed", attributes: [.shadow: shadow])
        XCTAssertEqual(shadowed.intrinsicContentSize, plain.intrinsicContentSize)
        let run = shadowed.textRendering?.layout.text.runs.first
        XCTAssertEqual(run?.shadow?.offsetX, 3)
        XCTAssertEqual(run?.shadow?.blurRadius, 4)
        XCTAssertEqual(run?.shadow?.color.alpha ?? 0, 1 / 3, accuracy: 1e-9)
    }
}
