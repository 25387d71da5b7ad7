import OpenUIKit
import XCTest

// The Auto Layout declaration shapes checked against UIKit's headers and Apple's documentation, written as
// layout code and layout libraries write them (Swift 5 mode, OpenUIKit imported without @testable):
// narrowing one of them breaks the build here.

private final class ShapeConstraint: NSLayoutConstraint {
    var log: [String] = []
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var isActive: Bool {
        get { super.isActive }
        set {
            log.append("isActive \(newValue)")
            super.isActive = newValue
        }
    }
    override var constant: CGFloat { didSet { log.append("constant") } }
    override var priority: UILayoutPriority { didSet {} }
    override var identifier: String? { didSet {} }
    override var shouldBeArchived: Bool { didSet {} }
    override var firstItem: AnyObject? { super.firstItem }
    override var secondItem: AnyObject? { super.secondItem }
    override class func activate(_ constraints: [NSLayoutConstraint]) { super.activate(constraints) }
    override class func deactivate(_ constraints: [NSLayoutConstraint]) { super.deactivate(constraints) }
}

/// A constraint subclass without initializers of its own inherits UIKit's item initializer.
private final class TaggedConstraint: NSLayoutConstraint {
    var tag = 0
}

private final class ShapeGuide: UILayoutGuide {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var identifier: String { didSet {} }
    override var layoutFrame: CGRect { super.layoutFrame }
    override var leadingAnchor: NSLayoutXAxisAnchor { super.leadingAnchor }
    override var widthAnchor: NSLayoutDimension { super.widthAnchor }
    override var topAnchor: NSLayoutYAxisAnchor { super.topAnchor }
    override var hasAmbiguousLayout: Bool { super.hasAmbiguousLayout }
    override func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        super.constraintsAffectingLayout(for: axis)
    }
}

extension UIView {
    /// A layout helper of the kind apps keep: pins the view to its superview's edges with insets.
    @discardableResult
    fileprivate func shapePinToSuperview(_ insets: UIEdgeInsets = .zero) -> [NSLayoutConstraint] {
        guard let superview else { return [] }
        translatesAutoresizingMaskIntoConstraints = false
        let constraints = [
            leadingAnchor.constraint(equalTo: superview.leadingAnchor, constant: insets.left),
            superview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: insets.right),
            topAnchor.constraint(equalTo: superview.topAnchor, constant: insets.top),
            superview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: insets.bottom),
        ]
        NSLayoutConstraint.activate(constraints)
        return constraints
    }
}

final class DeclarationShapeLayoutTests: XCTestCase {
    func testActivatingGoesThroughAConstraintSubclassesIsActive() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView()
        root.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = ShapeConstraint()
        XCTAssertNil(width.firstItem)
        width.constant = 3
        let tagged = TaggedConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
            multiplier: 1, constant: 40)
        tagged.tag = 7
        ShapeConstraint.activate([width, tagged])
        XCTAssertEqual(width.log, ["constant", "isActive true"], "activate(_:) sets isActive, as UIKit's does")
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame.width, 40)
        NSLayoutConstraint.deactivate([width])
        XCTAssertEqual(width.log.last, "isActive false")
    }

    func testAnchorsGuidesAndHelpers() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        root.addSubview(child)
        child.shapePinToSuperview(UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20))
        let guide = ShapeGuide()
        guide.identifier = "spacer"
        root.addLayoutGuide(guide)
        let label = UIView()
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
            label.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
            label.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, multiplier: 0.5, constant: 0),
            label.topAnchor.constraint(equalToSystemSpacingBelow: guide.bottomAnchor, multiplier: 1),
            label.heightAnchor.constraint(equalTo: label.widthAnchor),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 20, y: 10, width: 160, height: 80))
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(label.frame.minX, 50)
        XCTAssertFalse(guide.hasAmbiguousLayout)
        XCTAssertFalse(guide.constraintsAffectingLayout(for: .horizontal).isEmpty)
        let keyboard = root.keyboardLayoutGuide
        keyboard.followsUndockedKeyboard = true
        keyboard.usesBottomSafeArea = false
        keyboard.setConstraints([], activeWhenNearEdge: .top)
        XCTAssertEqual(keyboard.constraints(activeWhenNearEdge: .top), [])
        let anchor: NSLayoutAnchor<NSLayoutXAxisAnchor> = child.leadingAnchor
        XCTAssertEqual(anchor.constraint(equalTo: root.leadingAnchor).firstAttribute, .leading)
    }
}
