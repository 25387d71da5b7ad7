import OpenUIKit
import XCTest

@testable import OpenUIKit

/// The visual format language, laid out in a 375 × 667 root.
final class VisualFormatTests: XCTestCase {
    private let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private let a = UIView()
    private let b = UIView()

    override func setUp() {
        super.setUp()
        for view in [a, b] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
    }

    private func activate(
        _ format: String, _ options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) {
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: format, options: options, metrics: metrics, views: ["a": a, "b": b]))
    }

    /// `-` is the standard space: 20 to the superview's edge, 8 between siblings (uikit-facts-breadth §1.2).
    func testStandardSpacingIsTwentyToTheEdgeAndEightBetweenSiblings() {
        activate("H:|-[a(==b)]-[b]-|")
        activate("V:|-[a(50)]")
        activate("V:|-[b(50)]")
        root.layoutIfNeeded()
        let width = (375 - 20 - 8 - 20) / CGFloat(2)
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 20, width: width, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 20 + width + 8, y: 20, width: width, height: 50))
    }

    func testNumbersMetricsRelationsAndPriorities() {
        activate(
            "H:|-pad-[a(>=wide,==320@750)]-(>=10)-[b(40)]-0-|", metrics: ["pad": 12, "wide": CGFloat(100)])
        activate("V:|[a(30)][b(==a)]")
        root.layoutIfNeeded()
        // The wish at 750 gives way to the required chain: a takes 375 − 12 − 10 − 40 = 313.
        XCTAssertEqual(a.frame, CGRect(x: 12, y: 0, width: 313, height: 30))
        XCTAssertEqual(b.frame, CGRect(x: 335, y: 30, width: 40, height: 30))
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "H:[a(>=wide,<=300@750)]", options: [], metrics: ["wide": 100], views: ["a": a])
        XCTAssertEqual(constraints.map(\.relation), [.greaterThanOrEqual, .lessThanOrEqual])
        XCTAssertEqual(constraints.map(\.constant), [100, 300])
        XCTAssertEqual(constraints.map(\.priority), [.required, .defaultHigh])
        XCTAssertFalse(constraints.contains { $0.isActive }, "made, not activated")
    }

    /// Without an orientation a format is horizontal; alignment options line the views up across it.
    func testAlignmentOptionsAndDirection() {
        activate("|-[a(50)]-[b(60)]", .alignAllCenterY)
        activate("V:|-100-[a(40)]")
        activate("V:[b(20)]")
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 78, y: 110, width: 60, height: 20))

        let rtl = NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-10-[a]", options: .directionRightToLeft, metrics: nil, views: ["a": a])
        XCTAssertEqual(rtl.first?.firstAttribute, .right)
        XCTAssertEqual(rtl.first?.secondAttribute, .right)
        XCTAssertTrue(rtl.first?.firstItem === root)
    }

    /// UIKit's message: the reason, the format, and a caret under where reading stopped.
    func testMalformedFormatsReportUIKitsMessage() {
        func failure(_ format: String, views: [String: Any]? = nil) -> String? {
            do {
                _ = try VisualFormatParser(
                    format: format, options: [], metrics: ["m": 5], views: views ?? ["a": a, "b": b]
                ).constraints()
                return nil
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(
            failure("H:|[c]|"),
            "Unable to parse constraint format: \nc is not a key in the views dictionary. \nH:|[c]| \n    ^")
        XCTAssertEqual(
            failure("|[a]", views: ["a": UIView()]),
            "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view "
                + "doesn't have a superview. \n|[a] \n^")
        XCTAssertEqual(
            failure("H:[a(50]"), "Unable to parse constraint format: \nExpected ')' or ',' \nH:[a(50] \n       ^")
        XCTAssertEqual(failure("H:[a]-[b"), "Unable to parse constraint format: \nExpected ']' \nH:[a]-[b \n        ^")
        XCTAssertEqual(
            failure("H:[a]-x-[b]"),
            "Unable to parse constraint format: \nx is not a key in the metrics dictionary. \nH:[a]-x-[b] \n      ^")
        XCTAssertNotNil(failure("H:[a]-"))
        XCTAssertNotNil(failure("H:[a]|[b]"))
        XCTAssertNotNil(failure("H:[a(==b@)]"))
        XCTAssertNotNil(failure("D:[a]"))
        XCTAssertNil(failure("H:|-[a]-m-[b(==a@m)]-(<=m)-|"))
        XCTAssertNil(failure("V:[a][b]"))
    }
}
