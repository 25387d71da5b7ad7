import OpenUIKit
import XCTest

/// Large trees must lay out in roughly linear time (self-sizing lists, 10,000-view hierarchies).
final class LayoutScalingTests: XCTestCase {
    func testThreeHundredChainedViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var previous = root.topAnchor
        var views: [UIView] = []
        for _ in 0..<300 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: previous, constant: 2),
                v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                v.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            previous = v.bottomAnchor
            views.append(v)
        }
        root.layoutIfNeeded()
        XCTAssertRect(views[299].frame, 8, 12 * 299 + 2, 304, 10)
        root.frame.size.width = 400
        root.layoutIfNeeded()
        XCTAssertEqual(views[150].frame.width, 384)
    }

    func testTenThousandManualViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var parents = [root]
        var count = 0
        while count < 10_000 {
            let parent = parents[count / 10]
            let v = UIView(frame: CGRect(x: 1, y: 1, width: 10, height: 10))
            v.autoresizingMask = [.flexibleWidth]
            parent.addSubview(v)
            parents.append(v)
            count += 1
        }
        root.layoutIfNeeded()
        XCTAssertEqual(parents.last!.frame, CGRect(x: 1, y: 1, width: 10, height: 10))
        XCTAssertFalse(root.recursiveDescription.isEmpty)
    }
}
