import XCTest

@testable import OpenUIKit

/// UIKit's hit-testing rules (UIView.h, hitTest:withEvent:): hidden, non-interactive and nearly
/// transparent (alpha ≤ 0.01) views are skipped with their subtrees; the frontmost subview wins.
final class UIViewHitTestTests: XCTestCase {
    private func tree() -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let front = UIView(frame: CGRect(x: 60, y: 60, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(front)
        return (root, back, front)
    }

    func testFrontmostSubviewTakesTheOverlap() {
        let (root, back, front) = tree()
        XCTAssertTrue(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        XCTAssertTrue(root.hitTest(CGPoint(x: 190, y: 10), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 250, y: 10), with: nil))
    }

    func testSkippedViewsLetThePointThrough() {
        let skips: [(UIView) -> Void] = [
            { $0.isHidden = true }, { $0.isUserInteractionEnabled = false }, { $0.alpha = 0.01 },
        ]
        for skip in skips {
            let (root, back, front) = tree()
            skip(front)
            XCTAssertTrue(root.hitTest(CGPoint(x: 80, y: 80), with: nil) === back)
        }
        let (root, back, _) = tree()
        back.alpha = 0.02
        XCTAssertTrue(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    }

    /// A subview outside its superview's bounds is not reached, clipping or not, as on a device.
    func testOverhangingSubviewsAreNotHit() {
        let (root, _, front) = tree()
        let overhang = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
        front.addSubview(overhang)
        XCTAssertTrue(root.hitTest(CGPoint(x: 155, y: 155), with: nil) === overhang)
        // Inside the overhang and the root, outside `front`: the root takes it.
        XCTAssertTrue(root.hitTest(CGPoint(x: 170, y: 170), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 205, y: 205), with: nil))
    }
}

final class UIViewEndEditingTests: XCTestCase {
    private final class Editor: UIView {
        var editing = true
        var refuses = false
        override var isFirstResponder: Bool { editing }
        override func resignFirstResponder() -> Bool {
            if refuses { return false }
            editing = false
            return true
        }
    }

    func testEndEditingResignsTheFirstResponderBelow() {
        let root = UIView()
        let editor = Editor()
        root.addSubview(UIView())
        root.addSubview(editor)
        XCTAssertTrue(root.endEditing(false))
        XCTAssertFalse(editor.editing)
        editor.editing = true
        editor.refuses = true
        XCTAssertFalse(root.endEditing(false))
        XCTAssertTrue(root.endEditing(true))
    }
}

final class UIViewTransformTests: XCTestCase {
    /// The layout dump names a transform as UIKit's description does; the frame stays the laid-out one.
    func testTransformsAreKeptAndDescribed() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertTrue(view.transform.isIdentity)
        view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertTrue(
            view.recursiveDescription.contains("transform = [0.5, 0, 0, 0.5, 0, 0]"), view.recursiveDescription)
    }
}
