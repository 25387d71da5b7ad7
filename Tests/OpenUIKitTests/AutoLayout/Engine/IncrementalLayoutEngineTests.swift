import XCTest

@testable import OpenUIKit

/// Activation, deactivation and constant changes reach the engine directly and give the frames of a fresh tree
/// laid out once in the final state.
final class IncrementalLayoutEngineTests: XCTestCase {
    private func pinned(_ view: UIView, in root: UIView, width: CGFloat) -> [NSLayoutConstraint] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return [
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: width),
            view.heightAnchor.constraint(equalToConstant: 30),
        ]
    }

    func testActivatingBetweenViewsInTheEngineDoesNotRegatherTheTree() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView()
        let b = UIView()
        NSLayoutConstraint.activate(pinned(a, in: root, width: 100))
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        let bTop = b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 8)
        NSLayoutConstraint.activate([
            b.leadingAnchor.constraint(equalTo: a.leadingAnchor), b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(equalToConstant: 40), bTop,
        ])
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.rootEngine)
        let syncs = engine.fullSyncCount
        XCTAssertEqual(b.frame, CGRect(x: 10, y: 58, width: 100, height: 40))

        let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
        trailing.priority = .defaultHigh
        trailing.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 10, y: 58, width: 100, height: 40), "the required width wins")

        bTop.isActive = false
        let bottom = b.bottomAnchor.constraint(equalTo: root.bottomAnchor)
        bottom.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(b.frame, CGRect(x: 10, y: 440, width: 100, height: 40))
        XCTAssertEqual(engine.fullSyncCount, syncs)
    }

    func testConstraintOnAViewOutsideTheEngineRegathersTheTree() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView()
        NSLayoutConstraint.activate(pinned(a, in: root, width: 100))
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.rootEngine)
        let syncs = engine.fullSyncCount
        let manual = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(manual)
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertFalse(manual.isInEngine)
        // The manual view joins the engine through its autoresizing constraints.
        a.leadingAnchor.constraint(equalTo: manual.trailingAnchor).isActive = true
        let log = UnsatisfiableConstraintLog.capture { root.layoutIfNeeded() }.messages
        XCTAssertTrue(manual.isInEngine)
        XCTAssertEqual(manual.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(log.count, 1, "leading 10 and leading 4 conflict")
        XCTAssertGreaterThan(engine.fullSyncCount, syncs)
    }

    func testDeactivatingTheOnlyConstraintOfAnAutoresizingViewReleasesIt() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView()
        NSLayoutConstraint.activate(pinned(a, in: root, width: 100))
        let manual = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(manual)
        let link = manual.topAnchor.constraint(equalTo: a.bottomAnchor)
        link.priority = .defaultLow
        link.isActive = true
        root.layoutIfNeeded()
        XCTAssertTrue(manual.isInEngine)
        link.isActive = false
        root.layoutIfNeeded()
        XCTAssertFalse(manual.isInEngine)
        manual.frame.origin.x = 7
        root.layoutIfNeeded()
        XCTAssertEqual(manual.frame.minX, 7)
    }

    /// A constraint reports changes only while active: a constant and a priority changed between deactivating and
    /// activating it again, before the next layout, still reach the solver.
    func testChangesWhileDeactivatedReachTheSolverOnReactivation() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView()
        let constraints = pinned(a, in: root, width: 100)
        let width = constraints[2]
        let wide = a.widthAnchor.constraint(equalToConstant: 150)
        wide.priority = .defaultLow
        NSLayoutConstraint.activate(constraints + [wide])
        root.layoutIfNeeded()
        let engine = try XCTUnwrap(root.rootEngine)
        let syncs = engine.fullSyncCount
        XCTAssertEqual(a.frame.width, 100)

        width.isActive = false
        width.constant = 120
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 120)

        width.isActive = false
        width.priority = UILayoutPriority(200)
        width.isActive = true
        root.layoutIfNeeded()
        XCTAssertEqual(a.frame.width, 150, "the width at 250 wins over the one now at 200")
        XCTAssertEqual(engine.fullSyncCount, syncs, "reactivation reaches the engine directly")
    }

    /// Six stacked rows whose constraints take `constants` (in the order of `constraints`).
    private func walkTree(
        constants: [CGFloat]? = nil, rootWidth: CGFloat = 320
    ) -> (root: UIView, views: [UIView], constraints: [NSLayoutConstraint]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: rootWidth, height: 480))
        var views: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for i in 0..<6 {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            let previous = views.last
            let top = v.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor, constant: 4)
            let leading = v.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: CGFloat(i * 3))
            let trailing = v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -8)
            let width = v.widthAnchor.constraint(equalToConstant: 200)
            width.priority = UILayoutPriority(Float(700 + i))
            let height = v.heightAnchor.constraint(greaterThanOrEqualToConstant: 20)
            let tall = v.heightAnchor.constraint(equalToConstant: 44)
            tall.priority = .defaultLow
            constraints += [top, leading, trailing, width, height, tall]
            views.append(v)
        }
        if let constants {
            for (c, constant) in zip(constraints, constants) { c.constant = constant }
        }
        NSLayoutConstraint.activate(constraints)
        return (root, views, constraints)
    }

    /// A random walk of constant changes, laid out after each step, made in place or (one step in five) while the
    /// constraint is deactivated and activated again: after every step the frames are those of a fresh tree built
    /// with the walk's constants and laid out once.
    func testConstantChangesGiveTheFramesOfAFreshLayout() throws {
        let walked = walkTree()
        walked.root.layoutIfNeeded()
        let engine = try XCTUnwrap(walked.root.rootEngine)
        let syncs = engine.fullSyncCount
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for step in 0..<60 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let c = walked.constraints[Int(state >> 33) % walked.constraints.count]
            let reactivates = state % 5 == 0
            if reactivates { c.isActive = false }
            c.constant += CGFloat(Int(state >> 40) % 61 - 30)
            if reactivates { c.isActive = true }
            if state % 7 == 0 { walked.root.frame.size.width = CGFloat(280 + Int(state >> 20) % 120) }
            walked.root.layoutIfNeeded()
            let fresh = walkTree(constants: walked.constraints.map(\.constant), rootWidth: walked.root.frame.width)
            fresh.root.layoutIfNeeded()
            XCTAssertEqual(walked.views.map(\.frame), fresh.views.map(\.frame), "step \(step)")
        }
        XCTAssertEqual(engine.fullSyncCount, syncs, "these changes never re-gather the tree")
    }

    /// A constant that makes the required constraints conflict is logged and broken as when the constraint is
    /// deactivated and activated again with that constant.
    func testConflictingConstantIsLoggedAsWhenReAdded() {
        func run(inPlace: Bool) -> ([String], CGRect) {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let v = UIView()
            NSLayoutConstraint.activate(pinned(v, in: root, width: 100))
            let cap = v.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
            cap.isActive = true
            root.layoutIfNeeded()
            if !inPlace { cap.isActive = false }
            cap.constant = 60
            if !inPlace { cap.isActive = true }
            let messages = UnsatisfiableConstraintLog.capture { root.layoutIfNeeded() }.messages
            let anonymous = messages.map {
                $0.replacingOccurrences(of: "0x[0-9a-f]+", with: "0x", options: .regularExpression)
            }
            return (anonymous, v.frame)
        }
        let inPlace = run(inPlace: true)
        let reAdded = run(inPlace: false)
        XCTAssertEqual(inPlace.0.count, 1)
        XCTAssertEqual(inPlace.0, reAdded.0)
        XCTAssertEqual(inPlace.1, reAdded.1)
        XCTAssertEqual(inPlace.1.width, 100)
    }

    /// The cached root and traits follow the view when it, its superview or its former root moves.
    func testCachedRootAndTraitsFollowTheHierarchy() {
        let a = UIView()
        let b = UIView()
        let c = UIView()
        a.addSubview(b)
        b.addSubview(c)
        XCTAssertTrue(c.layoutRoot === a)
        XCTAssertNil(c.window)
        let window = UIWindow(device: .iPhone8, orientation: .portrait)
        window.addSubview(a)
        XCTAssertTrue(c.layoutRoot === window)
        XCTAssertTrue(c.window === window)
        XCTAssertEqual(c.traitCollection.displayScale, 2)
        let other = UIWindow(device: .iPadPro12_9, orientation: .portrait)
        other.addSubview(b)
        XCTAssertTrue(c.window === other)
        XCTAssertEqual(c.traitCollection.userInterfaceIdiom, .pad)
        b.removeFromSuperview()
        XCTAssertTrue(c.layoutRoot === b)
        XCTAssertNil(c.window)
        c.semanticContentAttribute = .unspecified
        b.traitOverrides.layoutDirection = .rightToLeft
        XCTAssertEqual(c.effectiveUserInterfaceLayoutDirection, .rightToLeft)
    }
}
