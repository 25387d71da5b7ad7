import OpenUIKit
import SnapshotTesting
import UIKit
import XCTest

/// `import UIKit` and `import OpenUIKit` name one module's types: a view made through one is the
/// other's, and Foundation comes along as it does with UIKit on iOS. (Swift 6 mode: views belong to
/// the main actor, and XCTest runs tests on the main thread, which `MainActor.assumeIsolated` checks.)
final class UIKitModuleTests: XCTestCase {
    func testBothNamesGiveTheSameTypes() {
        XCTAssertTrue(UIKit.UIView.self == OpenUIKit.UIView.self)
        XCTAssertTrue(UIKit.NSLayoutConstraint.self == OpenUIKit.NSLayoutConstraint.self)
        MainActor.assumeIsolated {
            let view: OpenUIKit.UIView = UIKit.UILabel()
            XCTAssertTrue(view is UIKit.UILabel)
        }
    }

    func testFoundationComesWithUIKit() {
        let rect: UIKit.CGRect = Foundation.CGRect(x: 1, y: 2, width: 3, height: 4)
        MainActor.assumeIsolated {
            let frame = UIKit.UIView(frame: rect).frame
            XCTAssertEqual(frame, rect)
        }
        XCTAssertEqual(UIKit.IndexPath(item: 1, section: 0).item, 1)
    }

    /// Constants are usable off the main actor, as UIKit's are.
    func testLayoutConstantsAreNonisolated() {
        XCTAssertEqual(UIKit.UIView.noIntrinsicMetric, -1)
        XCTAssertEqual(UIKit.UIView.layoutFittingCompressedSize, .zero)
    }

    /// Swift 6 test code on the main actor calls the snapshot functions directly. With no golden and
    /// recording off, the verdict is the missing golden, named.
    func testSnapshotFunctionsAreCallableFromTheMainActor() {
        MainActor.assumeIsolated {
            let failure = snapshotFailure(
                of: UIViewController(), as: .recursiveDescription(on: .iPhone8), named: "never-recorded", record: .never
            )
            XCTAssertTrue(failure?.message.contains("No golden") ?? false, "\(String(describing: failure))")
        }
    }
}
