import Foundation
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Issue 11: a chain of 10,000 nested views overflowed the stack (the safe-area getter recursed once
/// per ancestor). Layout, the layout dump and the renderer all walk such a chain without recursion.
final class HostileDeepTreeTests: XCTestCase {
    static let depth = 10_000

    /// Each view 1 pt inside its parent on the left and top, so the deepest sits 9,999 pt to the right.
    private func chain(constrained: Bool) -> (root: UIView, leaf: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 20_000, height: 20_000))
        var parent = root
        for _ in 1..<Self.depth {
            let child = UIView(frame: CGRect(x: 1, y: 1, width: 2, height: 2))
            child.backgroundColor = .red
            parent.addSubview(child)
            if constrained {
                child.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
                    child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
                    child.widthAnchor.constraint(equalToConstant: 2),
                    child.heightAnchor.constraint(equalToConstant: 2),
                ])
            }
            parent = child
        }
        return (root, parent)
    }

    private func check(constrained: Bool) throws {
        let (root, leaf) = chain(constrained: constrained)
        let window = UIWindow(device: .iPhone8)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.addSubview(root)
        window.layoutIfNeeded()
        XCTAssertEqual(leaf.frame, CGRect(x: 1, y: 1, width: 2, height: 2))
        // The leaf lies far below and right of the screen, so its whole bottom and right are unsafe.
        XCTAssertEqual(leaf.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 2, right: 2))
        XCTAssertEqual(leaf.convert(CGPoint.zero, to: root).x, CGFloat(Self.depth - 1))
        let dump = root.recursiveDescription
        XCTAssertEqual(dump.split(separator: "\n").count, Self.depth)
        let image = try Snapshotter.render(window, configuration: DeviceConfiguration(device: .iPhone8))
        XCTAssertEqual(image.width, 750)
        withExtendedLifetime(window) {}
    }

    func testATenThousandDeepChainLaysOutDumpsAndRenders() throws {
        try check(constrained: false)
    }
}
