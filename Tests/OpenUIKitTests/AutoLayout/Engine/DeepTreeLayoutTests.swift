import XCTest

@testable import OpenUIKit

/// Deep trees lay out correctly, with a solver whose size follows the tree (issue 18), and the resting-size
/// wishes held out of the solver come back when the size they pull on is no longer fixed.
final class DeepTreeLayoutTests: XCTestCase {
    /// Nested views, each pinned inside its parent with an inset of 1 every `insetEvery` levels.
    private func chain(_ count: Int, in root: UIView, insetEvery: Int = 10) -> [UIView] {
        var views: [UIView] = []
        var parent = root
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<count {
            let view = UIView()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            let inset: CGFloat = i % insetEvery == 0 ? 1 : 0
            constraints += [
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
            ]
            views.append(view)
            parent = view
        }
        NSLayoutConstraint.activate(constraints)
        return views
    }

    func testDeepChainLaysOutEveryLevelAndKeepsTheSolverLinear() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1200))
        let views = chain(2_000, in: root)
        root.layoutIfNeeded()
        var width: CGFloat = 1000
        var height: CGFloat = 1200
        for (i, view) in views.enumerated() {
            let inset: CGFloat = i % 10 == 0 ? 1 : 0
            width -= 2 * inset
            height -= 2 * inset
            XCTAssertEqual(view.frame, CGRect(x: inset, y: inset, width: width, height: height), "level \(i)")
        }
        // Every size is fixed by the equalities, so no zero-size wish reaches the solver; with them, each
        // held a row as long as the chain above it (millions of cells here). The first 1,000 constraints,
        // below `LayoutEngine.definitionThreshold`, are rows of the tableau as long as their depth.
        let shape = try XCTUnwrap(root.rootEngine).solver.shape
        XCTAssertLessThan(shape.cells, 100 * views.count)
        XCTAssertLessThan(shape.longestRow, 2_000)
    }

    func testRotatingADeepChainMovesEveryLevel() throws {
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        let controller = UIViewController()
        window.rootViewController = controller
        let views = chain(1_200, in: controller.view)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.orientation = .landscape
        window.layoutIfNeeded()
        let bounds = controller.view.bounds
        XCTAssertGreaterThan(bounds.width, bounds.height)
        let last = try XCTUnwrap(views.last)
        XCTAssertEqual(last.frame.size, CGSize(width: bounds.width - 240, height: bounds.height - 240))
    }

    /// A width fixed by a required equality, then only bounded from above once it goes: UIKit leaves it at 0.
    /// `regathering` adds an unrelated subview in the same step, so that the engine re-gathers its tree rather
    /// than taking the deactivation directly.
    private func widthAfterLosingItsEquality(regathering: Bool) throws -> (before: CGFloat, after: CGFloat) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 50)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.heightAnchor.constraint(equalToConstant: 30),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            width,
        ])
        root.layoutIfNeeded()
        let before = view.frame.width
        let engine = try XCTUnwrap(root.rootEngine)
        let syncs = engine.fullSyncCount
        width.isActive = false
        if regathering { root.addSubview(UIView()) }
        root.layoutIfNeeded()
        XCTAssertEqual(engine.fullSyncCount > syncs, regathering, "regathering: \(regathering)")
        return (before, view.frame.width)
    }

    func testRestingWidthComesBackWhenItsEqualityIsDeactivated() throws {
        for regathering in [false, true] {
            let (before, after) = try widthAfterLosingItsEquality(regathering: regathering)
            XCTAssertEqual(before, 50, "regathering: \(regathering)")
            XCTAssertEqual(after, 0, "regathering: \(regathering)")
        }
    }

    func testRestingWidthAppliesWhenTheEqualityThatFixedItIsBroken() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.heightAnchor.constraint(equalToConstant: 30),
            view.widthAnchor.constraint(lessThanOrEqualToConstant: 40),
        ])
        let tooWide = view.widthAnchor.constraint(equalToConstant: 50)
        tooWide.isActive = true
        let (_, messages) = UnsatisfiableConstraintLog.capture { root.layoutIfNeeded() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(tooWide.isBroken)
        XCTAssertEqual(view.frame, CGRect(x: 10, y: 20, width: 0, height: 30))
    }

    func testRestingHeightComesBackWhenTheRootPinLeavesAChain() throws {
        // Removing the chain's top link un-fixes every size below it at once.
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let views = chain(50, in: root, insetEvery: 50)
        root.layoutIfNeeded()
        XCTAssertEqual(views[49].frame.height, 480 - 2)
        let bottom = try XCTUnwrap(root.constraints.first { $0.firstAttribute == .bottom })
        bottom.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(views[0].frame.height, 0)
        XCTAssertEqual(views[49].frame.height, 0)
        XCTAssertEqual(views[49].frame.width, 320 - 2)
    }
}
