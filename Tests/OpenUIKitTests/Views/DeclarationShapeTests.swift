import OpenUIKit
import XCTest

// The declaration shapes checked against Apple's documentation, written as an app's subclasses write them
// (Swift 5 mode; Tests/ClientCompatibility/Sources/ClientViews has Swift 6 ones). This file imports OpenUIKit
// without @testable, so access is checked as an app's is: making an initializer required or convenience, a
// member public instead of open, or a property get-only breaks the build here.

private final class ShapeLayer: CALayer {
    var fraction: CGFloat = 0
    var log: [String] = []

    override init() { super.init() }

    override init(layer: Any) {
        super.init(layer: layer)
        fraction = (layer as? ShapeLayer)?.fraction ?? 0
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override var cornerRadius: CGFloat { didSet { log.append("cornerRadius") } }
    override var borderWidth: CGFloat { didSet { log.append("borderWidth") } }
    override var borderColor: CGColor? { didSet { log.append("borderColor") } }
    override var backgroundColor: CGColor? { didSet { log.append("backgroundColor") } }
    override var opacity: Float { didSet { log.append("opacity") } }
    override var isHidden: Bool { didSet { log.append("isHidden") } }
    override var masksToBounds: Bool { didSet { log.append("masksToBounds") } }
    override var shadowOpacity: Float { didSet { log.append("shadowOpacity") } }
    override var bounds: CGRect { didSet { log.append("bounds") } }
    override var position: CGPoint { didSet { log.append("position") } }
    override var frame: CGRect { didSet { log.append("frame") } }
    override var transform: CATransform3D { didSet { log.append("transform") } }
    override var sublayers: [CALayer]? { didSet { log.append("sublayers") } }
    override func layoutSublayers() {
        super.layoutSublayers()
        log.append("layoutSublayers")
    }
    override func draw(in ctx: CGContext) {}
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func addSublayer(_ layer: CALayer) { super.addSublayer(layer) }
    override func removeFromSuperlayer() { super.removeFromSuperlayer() }
}

private final class ShapeGradientLayer: CAGradientLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class ShapeShapeLayer: CAShapeLayer {
    override init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var path: CGPath? { didSet {} }
}

private final class ShapeButton: UIButton {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class ShapeCell: UITableViewCell {
    var log: [String] = []
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        log.append("selected \(selected)")
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        log.append("highlighted \(highlighted)")
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        log.append("editing \(editing)")
    }
    override var isSelected: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var isEditing: Bool { didSet {} }
    override var showsReorderControl: Bool { didSet {} }
    override var backgroundView: UIView? { didSet {} }
    override var selectedBackgroundView: UIView? { didSet {} }
    override func prepareForReuse() { super.prepareForReuse() }
}

private final class ShapeHeaderView: UITableViewHeaderFooterView {
    let badge = UILabel()
    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func prepareForReuse() { super.prepareForReuse() }
}

private final class ShapeTableView: UITableView {
    override var isEditing: Bool { didSet {} }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
}

private final class ShapeControl: UIControl {
    var log: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin")
        return super.beginTracking(touch, with: event)
    }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("continue")
        return super.continueTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end")
        super.endTracking(touch, with: event)
    }
    override func cancelTracking(with event: UIEvent?) {
        log.append("cancel")
        super.cancelTracking(with: event)
    }
}

private final class ShapeTextField: UITextField {
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
    override func drawPlaceholder(in rect: CGRect) { super.drawPlaceholder(in: rect) }
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func placeholderRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 16, dy: 0) }
    override func borderRect(forBounds bounds: CGRect) -> CGRect { super.borderRect(forBounds: bounds) }
    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect { super.clearButtonRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
}

private final class ShapeView: UIView {
    var log: [String] = []
    override func layoutSublayers(of layer: CALayer) {
        log.append("layoutSublayers(of:)")
        super.layoutSublayers(of: layer)
    }
    override func layoutSubviews() {
        log.append("layoutSubviews")
        super.layoutSubviews()
    }
    override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
    override func accessibilityIncrement() { log.append("increment") }
    override func accessibilityDecrement() { log.append("decrement") }
    override func accessibilityActivate() -> Bool { true }
}

private final class ShapeViewController: UIViewController {
    var log: [String] = []
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("viewWillTransition \(Int(size.width))x\(Int(size.height)) from \(Int(view.bounds.width))")
        XCTAssertTrue(transitionCoordinator === coordinator)
        coordinator.animate(
            alongsideTransition: { _ in self.log.append("alongside \(Int(self.view.window?.bounds.width ?? 0))") },
            completion: { context in self.log.append("completion \(context.percentComplete)") })
    }
    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        log.append("editing \(editing)")
    }
    override var isEditing: Bool { didSet {} }
    override var editButtonItem: UIBarButtonItem { super.editButtonItem }
    override var transitionCoordinator: UIViewControllerTransitionCoordinator? { super.transitionCoordinator }
}

private final class ShapeTableViewController: UITableViewController {
    override init(style: UITableView.Style) { super.init(style: style) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func setEditing(_ editing: Bool, animated: Bool) { super.setEditing(editing, animated: animated) }
}

private final class ShapeCollectionViewController: UICollectionViewController {
    override init(collectionViewLayout layout: UICollectionViewLayout) { super.init(collectionViewLayout: layout) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

final class DeclarationShapeTests: XCTestCase {
    func testLayerSubclassInitializersAndOpenProperties() {
        let layer = ShapeLayer()
        layer.fraction = 0.5
        layer.cornerRadius = 4
        layer.borderWidth = 1
        layer.backgroundColor = UIColor.red.cgColor
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(layer.log, ["cornerRadius", "borderWidth", "backgroundColor", "bounds"])
        let copy = ShapeLayer(layer: layer)
        XCTAssertEqual(copy.fraction, 0.5, "the subclass's init(layer:) ran")
        XCTAssertEqual(copy.cornerRadius, 4, "CALayer's init(layer:) copied the visual properties")
        XCTAssertEqual(ShapeGradientLayer(layer: CAGradientLayer()).type, .axial)
    }

    func testSublayersIsSettable() {
        let host = ShapeLayer()
        let a = CALayer()
        let b = CALayer()
        host.sublayers = [a, b]
        XCTAssertTrue(host.sublayers?.first === a && host.sublayers?.last === b)
        XCTAssertTrue(a.superlayer === host)
        host.sublayers = [b]
        XCTAssertNil(a.superlayer)
        host.sublayers = nil
        XCTAssertNil(host.sublayers)
        XCTAssertNil(b.superlayer)
        XCTAssertEqual(host.log.filter { $0 == "sublayers" }.count, 3)
    }

    func testFreeStandingLayerLaysOutWhenAsked() {
        let layer = ShapeLayer()
        layer.layoutIfNeeded()
        XCTAssertEqual(layer.log, [], "not marked")
        layer.setNeedsLayout()
        XCTAssertTrue(layer.needsLayout())
        layer.layoutIfNeeded()
        XCTAssertEqual(layer.log, ["layoutSublayers"])
        XCTAssertFalse(layer.needsLayout())
    }

    func testViewLaysOutThroughItsLayer() {
        let view = ShapeView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutIfNeeded()
        XCTAssertEqual(view.log, ["layoutSublayers(of:)", "layoutSubviews"])
        view.accessibilityIncrement()
        view.accessibilityDecrement()
        XCTAssertEqual(view.log.suffix(2), ["increment", "decrement"])
    }

    func testPresentationCopiesOfTheFrameworksClassesAndOfAnAppsOwn() {
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.3
        XCTAssertEqual(shape.presentation()?.strokeEnd, 0.3)
        XCTAssertNil(ShapeLayer().presentation(), "Swift cannot call an app's init(layer:) through its metatype")
    }

    func testEmptyInitializers() {
        let color = UIColor().cgColor
        XCTAssertEqual([color.red, color.green, color.blue, color.alpha], [0, 0, 0, 0])
        XCTAssertEqual(UIFont().pointSize, UIFont.labelFontSize)
        XCTAssertEqual(UITableViewController().tableView.style, .plain)
        XCTAssertTrue(UICollectionViewController().collectionViewLayout is UICollectionViewFlowLayout)
        XCTAssertEqual(ShapeTableViewController().tableView.style, .plain)
        XCTAssertEqual(ShapeTableViewController(style: .insetGrouped).tableView.style, .insetGrouped)
        XCTAssertTrue(ShapeCollectionViewController().collectionViewLayout is UICollectionViewFlowLayout)
        XCTAssertEqual(ShapeButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).buttonType, .custom)
        XCTAssertEqual(ShapeButton(type: .system).buttonType, .system, "init(type:) is inherited")
    }

    func testCellStateGoesThroughItsOverridePoints() {
        let cell = ShapeCell(style: .default, reuseIdentifier: nil)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isEditing = true
        cell.isEditing = true
        XCTAssertEqual(cell.log, ["selected true", "highlighted true", "editing true", "editing true"])
        XCTAssertTrue(cell.isSelected && cell.isHighlighted && cell.isEditing)
        XCTAssertTrue(cell.configurationState.isEditing)
    }

    func testRegisteredHeaderViewComesThroughItsOwnInitializer() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.register(ShapeHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try XCTUnwrap(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? ShapeHeaderView)
        XCTAssertEqual(header.reuseIdentifier, "header")
        XCTAssertTrue(header.badge.superview === header.contentView, "the subclass's init(reuseIdentifier:) ran")
    }

    func testTrackingOverridePointsFollowTheTouches() {
        let control = ShapeControl(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
        control.addAction(UIAction { _ in events.append("up inside") }, for: .touchUpInside)
        control.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        control.touchesBegan([UITouch(at: CGPoint(x: 5, y: 5), in: control)], with: nil)
        XCTAssertTrue(control.isTracking && control.isHighlighted)
        control.touchesMoved([UITouch(at: CGPoint(x: 10, y: 10), in: control)], with: nil)
        control.touchesEnded([UITouch(at: CGPoint(x: 10, y: 10), in: control)], with: nil)
        XCTAssertEqual(control.log, ["begin", "continue", "end"])
        XCTAssertEqual(events, ["down", "up inside"])
        XCTAssertFalse(control.isTracking || control.isHighlighted)
        control.touchesBegan([UITouch(at: CGPoint(x: 5, y: 5), in: control)], with: nil)
        control.touchesMoved([UITouch(at: CGPoint(x: 80, y: 5), in: control)], with: nil)
        XCTAssertFalse(control.isTouchInside || control.isHighlighted)
        control.touchesCancelled([], with: nil)
        XCTAssertEqual(control.log.suffix(3), ["begin", "continue", "cancel"])
        XCTAssertEqual(events.suffix(2), ["down", "exit"])
    }

    func testTextFieldRectsPlaceWhatItShows() {
        let field = ShapeTextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.placeholder = "Name"
        field.layoutIfNeeded()
        XCTAssertEqual(field.subviews.first?.frame.minX, 16, "the placeholder in placeholderRect(forBounds:)")
        field.text = "Ada"
        field.layoutIfNeeded()
        XCTAssertEqual(field.subviews.first?.frame.minX, 12, "the text in textRect(forBounds:)")
    }

    func testControllerHearsTheWindowsSizeChangeFirst() {
        let window = UIWindow(device: .iPhone8)
        let controller = ShapeViewController()
        let child = ShapeViewController()
        controller.addChild(child)
        controller.view.addSubview(child.view)
        child.didMove(toParent: controller)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.orientation = .landscape
        let parentFirst = ["viewWillTransition 667x375 from 375", "alongside 667", "completion 1.0"]
        XCTAssertEqual(controller.log, parentFirst, "before the size is applied; the blocks once it is")
        XCTAssertEqual(child.log, parentFirst)
        window.orientation = .landscape
        XCTAssertEqual(controller.log.count, 3, "no change, no transition")
        XCTAssertNil(controller.transitionCoordinator, "only while the transition runs")
        window.isHidden = true
    }

    func testEditButtonItemTogglesEditing() {
        let controller = ShapeViewController()
        let item = controller.editButtonItem
        XCTAssertEqual(item.title, "Edit")
        XCTAssertTrue(controller.editButtonItem === item)
        UIApplication.shared.sendAction(item.action!, to: item.target, from: item, for: nil)
        XCTAssertTrue(controller.isEditing)
        XCTAssertEqual(item.title, "Done")
        XCTAssertEqual(item.style, .done)
        controller.isEditing = false
        XCTAssertEqual(controller.log, ["editing true", "editing false"])
        XCTAssertEqual(item.title, "Edit")
    }
}
