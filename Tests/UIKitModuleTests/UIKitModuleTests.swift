import OpenUIKit
import UIKit
import XCTest

/// `import UIKit` and `import OpenUIKit` name one module's types: a view made through one is the
/// other's, and Foundation comes along as it does with UIKit on iOS.
final class UIKitModuleTests: XCTestCase {
    func testBothNamesGiveTheSameTypes() {
        XCTAssertTrue(UIKit.UIView.self == OpenUIKit.UIView.self)
        XCTAssertTrue(UIKit.NSLayoutConstraint.self == OpenUIKit.NSLayoutConstraint.self)
        let view: OpenUIKit.UIView = UIKit.UILabel()
        XCTAssertTrue(view is UIKit.UILabel)
    }

    func testFoundationComesWithUIKit() {
        let rect: UIKit.CGRect = Foundation.CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(UIKit.UIView(frame: rect).frame, rect)
        XCTAssertEqual(UIKit.IndexPath(item: 1, section: 0).item, 1)
    }
}
