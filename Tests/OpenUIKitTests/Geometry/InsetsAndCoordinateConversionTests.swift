import Foundation
import OpenUIKit
import XCTest

final class InsetsAndCoordinateConversionTests: XCTestCase {
    func testInsetByMovesEachEdgeInByItsInset() {
        let r = CGRect(x: 10, y: 20, width: 100, height: 50).inset(
            by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(r, CGRect(x: 12, y: 21, width: 94, height: 46))
        XCTAssertEqual(
            CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: .zero), CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testZerosAndEquality() {
        XCTAssertEqual(UIEdgeInsets.zero, UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(NSDirectionalEdgeInsets.zero, NSDirectionalEdgeInsets())
        XCTAssertEqual(UIOffset.zero, UIOffset(horizontal: 0, vertical: 0))
        XCTAssertNotEqual(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0), .zero)
    }

    /// `layoutMargins` and `directionalLayoutMargins` are two views of the same value; in right-to-left layouts
    /// leading is on the right (UIView.h).
    func testDirectionalMarginsMapToPhysicalOnes() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 3, trailing: 4)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 20, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 20))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 9)
        XCTAssertEqual(
            view.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 0, leading: 9, bottom: 0, trailing: 7))
    }

    func testFrameBoundsCentreAndConversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(child)
        XCTAssertEqual(child.center, CGPoint(x: 60, y: 45))
        child.center = CGPoint(x: 100, y: 100)
        XCTAssertEqual(child.frame, CGRect(x: 50, y: 75, width: 100, height: 50))
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        XCTAssertEqual(child.frame, CGRect(x: 75, y: 75, width: 50, height: 50), "bounds keep the centre")
        root.bounds.origin = CGPoint(x: 0, y: 30)
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 75, y: 75))
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 75, y: 45))
        XCTAssertEqual(root.convert(CGPoint(x: 75, y: 75), to: child), .zero)
    }
}
