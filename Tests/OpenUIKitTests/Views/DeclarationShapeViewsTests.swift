import OpenUIKit
import XCTest

// The declaration shapes of UIResponder, UIView, UIWindow and the content views, checked against UIKit's SDK
// headers and Apple's documentation, written as an app's subclasses write them (Swift 5 mode, no @testable):
// narrowing an initializer, an open member or a setter breaks the build here. Each test then checks that the
// framework calls the override when UIKit calls it.

private final class ShapeResponder: UIResponder {
    let accessory = UIView()
    override init() { super.init() }
    override var next: UIResponder? { super.next }
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { false }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override var inputView: UIView? { nil }
    override var inputAccessoryView: UIView? { accessory }
    override var keyCommands: [UIKeyCommand]? { super.keyCommands }
    override func reloadInputViews() { super.reloadInputViews() }
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        super.canPerformAction(action, withSender: sender)
    }
    override func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        super.target(forAction: action, withSender: sender)
    }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
    override func awakeFromNib() { super.awakeFromNib() }
}

/// Every UIView override point an app commonly writes, logging when it runs.
private class LoggingView: UIView {
    var log: [String] = []
    var fittingSize = CGSize(width: 30, height: 10)
    var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    var takesPoints = true

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    override class var layerClass: AnyClass { CALayer.self }
    override class var requiresConstraintBasedLayout: Bool { true }
    override var layer: CALayer { super.layer }
    override var superview: UIView? { super.superview }
    override var subviews: [UIView] { super.subviews }
    override var window: UIWindow? { super.window }
    override var frame: CGRect { didSet {} }
    override var bounds: CGRect { didSet {} }
    override var center: CGPoint { didSet {} }
    override var transform: CGAffineTransform { didSet {} }
    override var backgroundColor: UIColor? { didSet {} }
    override var alpha: CGFloat { didSet {} }
    override var isHidden: Bool { didSet {} }
    override var isOpaque: Bool { didSet {} }
    override var clipsToBounds: Bool { didSet {} }
    override var contentMode: UIView.ContentMode { didSet {} }
    override var tag: Int { didSet {} }
    override var isUserInteractionEnabled: Bool { didSet {} }
    override var tintColor: UIColor! { didSet {} }
    override var semanticContentAttribute: UISemanticContentAttribute { didSet {} }
    override var layoutMargins: UIEdgeInsets { didSet {} }
    override var directionalLayoutMargins: NSDirectionalEdgeInsets { didSet {} }
    override var preservesSuperviewLayoutMargins: Bool { didSet {} }
    override var insetsLayoutMarginsFromSafeArea: Bool { didSet {} }
    override var safeAreaInsets: UIEdgeInsets { super.safeAreaInsets }
    override var translatesAutoresizingMaskIntoConstraints: Bool { didSet {} }
    override var autoresizingMask: UIView.AutoresizingMask { didSet {} }
    override var gestureRecognizers: [UIGestureRecognizer]? { didSet {} }
    override var alignmentRectInsets: UIEdgeInsets { super.alignmentRectInsets }
    override var forFirstBaselineLayout: UIView { super.forFirstBaselineLayout }
    override var forLastBaselineLayout: UIView { super.forLastBaselineLayout }
    override var intrinsicContentSize: CGSize {
        log.append("intrinsicContentSize")
        return intrinsic
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        log.append("sizeThatFits")
        return fittingSize
    }
    override func sizeToFit() { super.sizeToFit() }
    override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { super.systemLayoutSizeFitting(targetSize) }
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
    }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        super.contentHuggingPriority(for: axis)
    }
    override func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        super.setContentHuggingPriority(priority, for: axis)
    }
    override func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        super.contentCompressionResistancePriority(for: axis)
    }
    override func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        super.setContentCompressionResistancePriority(priority, for: axis)
    }
    override func setNeedsLayout() {
        log.append("setNeedsLayout")
        super.setNeedsLayout()
    }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    override func layoutSubviews() {
        log.append("layoutSubviews")
        super.layoutSubviews()
    }
    override func setNeedsUpdateConstraints() { super.setNeedsUpdateConstraints() }
    override func needsUpdateConstraints() -> Bool { super.needsUpdateConstraints() }
    override func updateConstraintsIfNeeded() { super.updateConstraintsIfNeeded() }
    override func updateConstraints() {
        log.append("updateConstraints")
        super.updateConstraints()
    }
    override func draw(_ rect: CGRect) {}
    override func setNeedsDisplay() { super.setNeedsDisplay() }
    override func setNeedsDisplay(_ invalidRect: CGRect) { super.setNeedsDisplay(invalidRect) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        log.append("point(inside:)")
        return takesPoints && super.point(inside: point, with: event)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        log.append("hitTest")
        return super.hitTest(point, with: event)
    }
    override func willMove(toSuperview newSuperview: UIView?) {
        log.append("willMove(toSuperview: \(newSuperview == nil ? "nil" : "view"))")
    }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) {
        log.append("willMove(toWindow: \(newWindow == nil ? "nil" : "window"))")
    }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func insertSubview(_ view: UIView, at index: Int) { super.insertSubview(view, at: index) }
    override func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        super.insertSubview(view, aboveSubview: siblingSubview)
    }
    override func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        super.insertSubview(view, belowSubview: siblingSubview)
    }
    override func bringSubviewToFront(_ view: UIView) { super.bringSubviewToFront(view) }
    override func sendSubviewToBack(_ view: UIView) { super.sendSubviewToBack(view) }
    override func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        super.exchangeSubview(at: index1, withSubviewAt: index2)
    }
    override func removeFromSuperview() { super.removeFromSuperview() }
    override func isDescendant(of view: UIView) -> Bool { super.isDescendant(of: view) }
    override func viewWithTag(_ tag: Int) -> UIView? { super.viewWithTag(tag) }
    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { super.convert(point, to: view) }
    override func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { super.convert(point, from: view) }
    override func convert(_ rect: CGRect, to view: UIView?) -> CGRect { super.convert(rect, to: view) }
    override func convert(_ rect: CGRect, from view: UIView?) -> CGRect { super.convert(rect, from: view) }
    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        super.addGestureRecognizer(gestureRecognizer)
    }
    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        super.removeGestureRecognizer(gestureRecognizer)
    }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override func endEditing(_ force: Bool) -> Bool { super.endEditing(force) }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.append("traitCollectionDidChange")
    }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        log.append("tintColorDidChange")
    }
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        log.append("layoutMarginsDidChange")
    }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func alignmentRect(forFrame frame: CGRect) -> CGRect { super.alignmentRect(forFrame: frame) }
    override func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        super.frame(forAlignmentRect: alignmentRect)
    }
    override func layoutSublayers(of layer: CALayer) { super.layoutSublayers(of: layer) }
}

private final class ShapeWindow: UIWindow {
    var log: [String] = []
    override init(windowScene: UIWindowScene) { super.init(windowScene: windowScene) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var rootViewController: UIViewController? { didSet {} }
    override var windowScene: UIWindowScene? { didSet {} }
    override var isKeyWindow: Bool { super.isKeyWindow }
    override func makeKeyAndVisible() { super.makeKeyAndVisible() }
    override func makeKey() { super.makeKey() }
    override func becomeKey() {
        super.becomeKey()
        log.append("becomeKey")
    }
    override func resignKey() {
        super.resignKey()
        log.append("resignKey")
    }
}

private final class ShapeScrollView: UIScrollView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var contentSize: CGSize { didSet {} }
    override var contentOffset: CGPoint { didSet {} }
    override var contentInset: UIEdgeInsets { didSet {} }
    override var adjustedContentInset: UIEdgeInsets { super.adjustedContentInset }
    override var panGestureRecognizer: UIPanGestureRecognizer { super.panGestureRecognizer }
    override var pinchGestureRecognizer: UIPinchGestureRecognizer? { super.pinchGestureRecognizer }
    override var isTracking: Bool { super.isTracking }
    override var isDragging: Bool { super.isDragging }
    override var isDecelerating: Bool { super.isDecelerating }
    override var isZooming: Bool { super.isZooming }
    override var delaysContentTouches: Bool { didSet {} }
    override var canCancelContentTouches: Bool { didSet {} }
    override var isScrollEnabled: Bool { didSet {} }
    override var contentLayoutGuide: UILayoutGuide { super.contentLayoutGuide }
    override var frameLayoutGuide: UILayoutGuide { super.frameLayoutGuide }
    override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        super.setContentOffset(contentOffset, animated: animated)
    }
    override func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        super.scrollRectToVisible(rect, animated: animated)
    }
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
    override func flashScrollIndicators() { super.flashScrollIndicators() }
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        super.touchesShouldBegin(touches, with: event, in: view)
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        view is UIButton || super.touchesShouldCancel(in: view)
    }
}

private final class ShapeStackView: UIStackView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { super.init(coder: coder) }
    override var arrangedSubviews: [UIView] { super.arrangedSubviews }
    override var axis: NSLayoutConstraint.Axis { didSet {} }
    override var distribution: UIStackView.Distribution { didSet {} }
    override var alignment: UIStackView.Alignment { didSet {} }
    override var spacing: CGFloat { didSet {} }
    override var isBaselineRelativeArrangement: Bool { didSet {} }
    override var isLayoutMarginsRelativeArrangement: Bool { didSet {} }
    override func addArrangedSubview(_ view: UIView) { super.addArrangedSubview(view) }
    override func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        super.insertArrangedSubview(view, at: stackIndex)
    }
    override func removeArrangedSubview(_ view: UIView) { super.removeArrangedSubview(view) }
    override func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        super.setCustomSpacing(spacing, after: arrangedSubview)
    }
    override func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        super.customSpacing(after: arrangedSubview)
    }
}

private final class ShapeLabel: UILabel {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var text: String? { didSet {} }
    override var attributedText: NSAttributedString? { didSet {} }
    override var font: UIFont! { didSet {} }
    override var textColor: UIColor! { didSet {} }
    override var textAlignment: NSTextAlignment { didSet {} }
    override var numberOfLines: Int { didSet {} }
    override var lineBreakMode: NSLineBreakMode { didSet {} }
    override var preferredMaxLayoutWidth: CGFloat { didSet {} }
    override var isEnabled: Bool { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var highlightedTextColor: UIColor? { didSet {} }
    override var adjustsFontSizeToFitWidth: Bool { didSet {} }
    override var minimumScaleFactor: CGFloat { didSet {} }
    override var allowsDefaultTighteningForTruncation: Bool { didSet {} }
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        super.textRect(forBounds: bounds, limitedToNumberOfLines: numberOfLines)
    }
    override func drawText(in rect: CGRect) { super.drawText(in: rect) }
}

private final class ShapeImageView: UIImageView {
    override init(image: UIImage?) { super.init(image: image) }
    override init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(image: image, highlightedImage: highlightedImage)
    }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var image: UIImage? { didSet {} }
    override var highlightedImage: UIImage? { didSet {} }
    override var isHighlighted: Bool { didSet {} }
    override var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet {} }
}

private final class ShapeTextView: UITextView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var text: String! { didSet {} }
    override var attributedText: NSAttributedString! { didSet {} }
    override var font: UIFont? { didSet {} }
    override var textColor: UIColor? { didSet {} }
    override var textContainerInset: UIEdgeInsets { didSet {} }
    override var isEditable: Bool { didSet {} }
    override var isSelectable: Bool { didSet {} }
    override var inputView: UIView? { didSet {} }
    override var inputAccessoryView: UIView? { didSet {} }
}

private final class ShapeSearchBar: UISearchBar {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var text: String? { didSet {} }
    override var placeholder: String? { didSet {} }
    override var showsCancelButton: Bool { didSet {} }
    override var inputAccessoryView: UIView? { didSet {} }
    override func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        super.setShowsCancelButton(showsCancelButton, animated: animated)
    }
}

private final class ShapeSearchTextField: UISearchTextField {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func textRect(forBounds bounds: CGRect) -> CGRect { super.textRect(forBounds: bounds) }
    override func leftViewRect(forBounds bounds: CGRect) -> CGRect { super.leftViewRect(forBounds: bounds) }
    override func rightViewRect(forBounds bounds: CGRect) -> CGRect { super.rightViewRect(forBounds: bounds) }
}

private final class ShapeEffectView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) { super.init(effect: effect) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var effect: UIVisualEffect? { didSet {} }
}

private final class ShapeUnavailableView: UIContentUnavailableView {
    override init(configuration: UIContentUnavailableConfiguration) { super.init(configuration: configuration) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var configuration: UIContentConfiguration { didSet {} }
    override func supports(_ configuration: UIContentConfiguration) -> Bool { super.supports(configuration) }
}

private final class ShapeListContentView: UIListContentView {
    override init(configuration: UIListContentConfiguration) { super.init(configuration: configuration) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var configuration: UIContentConfiguration { didSet {} }
    override func supports(_ configuration: UIContentConfiguration) -> Bool { super.supports(configuration) }
}

final class DeclarationShapeViewsTests: XCTestCase {
    func testResponderOverridesAreWhatTheChainReads() {
        let responder = ShapeResponder()
        XCTAssertTrue(responder.canBecomeFirstResponder)
        XCTAssertFalse(responder.canResignFirstResponder)
        XCTAssertTrue(responder.inputAccessoryView === responder.accessory)
        XCTAssertNil(UIResponder().inputAccessoryView, "UIResponder has none of its own")
        XCTAssertTrue(UIResponder().canResignFirstResponder)
        let field = UITextField()
        let bar = UIToolbar()
        field.inputAccessoryView = bar
        XCTAssertTrue(
            (field as UIResponder).inputAccessoryView === bar, "a text field's is settable and read through UIResponder"
        )
    }

    func testSizeToFitAsksSizeThatFits() {
        let view = LoggingView(frame: CGRect(x: 4, y: 6, width: 1, height: 1))
        view.sizeToFit()
        XCTAssertEqual(view.log.filter { $0 != "setNeedsLayout" }, ["sizeThatFits"])
        XCTAssertEqual(view.frame, CGRect(x: 4, y: 6, width: 30, height: 10))
    }

    func testAutoLayoutReadsTheIntrinsicSizeAndTheConstraintsUpdate() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = LoggingView()
        view.intrinsic = CGSize(width: 40, height: 20)
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        view.setNeedsUpdateConstraints()
        XCTAssertTrue(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertTrue(view.log.contains("intrinsicContentSize"))
        XCTAssertTrue(view.log.contains("updateConstraints"))
        XCTAssertFalse(view.needsUpdateConstraints())
        let updateAt = view.log.firstIndex(of: "updateConstraints")!
        let layoutAt = view.log.firstIndex(of: "layoutSubviews")!
        XCTAssertLessThan(updateAt, layoutAt, "constraints are updated before the layout pass lays out")
    }

    func testLayoutRunsThroughTheOverriddenSetNeedsLayout() {
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.layoutIfNeeded()
        view.log.removeAll()
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(view.log, ["layoutMarginsDidChange", "setNeedsLayout"])
        view.layoutIfNeeded()
        XCTAssertEqual(view.log.last, "layoutSubviews")
        view.log.removeAll()
        view.layoutIfNeeded()
        XCTAssertEqual(view.log, [], "nothing marked, nothing laid out")
    }

    func testHitTestingAsksEachViewWhetherThePointIsInside() {
        let root = LoggingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = LoggingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(child)
        root.log.removeAll()
        child.log.removeAll()
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
        XCTAssertEqual(root.log, ["hitTest", "point(inside:)"])
        XCTAssertEqual(child.log, ["hitTest", "point(inside:)"])
        child.takesPoints = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 15, y: 15), with: nil) === root, "the child's override refused it")
    }

    func testHierarchyCallbacksComeInUIKitsOrder() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = LoggingView()
        window.addSubview(parent)
        let child = LoggingView()
        parent.log.removeAll()
        parent.addSubview(child)
        XCTAssertEqual(
            child.log.filter { !$0.hasPrefix("trait") && $0 != "setNeedsLayout" },
            ["willMove(toSuperview: view)", "willMove(toWindow: window)", "didMoveToSuperview", "didMoveToWindow"])
        XCTAssertEqual(parent.log.filter { $0 == "didAddSubview" }, ["didAddSubview"])
        child.log.removeAll()
        parent.log.removeAll()
        child.removeFromSuperview()
        XCTAssertEqual(parent.log.first, "willRemoveSubview")
        XCTAssertEqual(
            child.log.filter { !$0.hasPrefix("trait") && $0 != "setNeedsLayout" },
            ["willMove(toSuperview: nil)", "willMove(toWindow: nil)", "didMoveToWindow", "didMoveToSuperview"])
    }

    func testTintAndTraitChangesReachTheViewsThatInheritThem() {
        let parent = LoggingView()
        let inheriting = LoggingView()
        let ownTint = LoggingView()
        ownTint.tintColor = .red
        parent.addSubview(inheriting)
        parent.addSubview(ownTint)
        for view in [parent, inheriting, ownTint] { view.log.removeAll() }
        parent.tintColor = .green
        XCTAssertEqual(parent.log, ["tintColorDidChange"])
        XCTAssertEqual(inheriting.log, ["tintColorDidChange"], "it inherits the new tint")
        XCTAssertEqual(ownTint.log, [], "its own tint did not change")
        parent.overrideUserInterfaceStyle = .dark
        XCTAssertTrue(inheriting.log.contains("traitCollectionDidChange"))
        XCTAssertEqual(inheriting.traitCollection.userInterfaceStyle, .dark)
    }

    func testWindowsHearWhenTheyBecomeAndResignKey() {
        let first = ShapeWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = ShapeWindow(windowScene: first.windowScene!)
        first.makeKeyAndVisible()
        XCTAssertEqual(first.log, ["becomeKey"])
        XCTAssertTrue(first.isKeyWindow)
        first.makeKey()
        XCTAssertEqual(first.log, ["becomeKey"], "already key")
        second.makeKey()
        XCTAssertEqual(first.log, ["becomeKey", "resignKey"])
        XCTAssertEqual(second.log, ["becomeKey"])
        XCTAssertTrue(second.windowScene === first.windowScene, "init(windowScene:) joined the scene")
        first.isHidden = true
        second.isHidden = true
    }

    func testScrollViewTouchPoliciesAndState() {
        let scroll = ShapeScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(scroll.touchesShouldCancel(in: UIButton()), "the subclass lets a drag take a button's touch")
        XCTAssertFalse(UIScrollView().touchesShouldCancel(in: UISwitch()), "UIKit's default keeps controls' touches")
        XCTAssertTrue(UIScrollView().touchesShouldCancel(in: UIView()))
        XCTAssertTrue(scroll.gestureRecognizers?.contains { $0 === scroll.panGestureRecognizer } ?? false)
        XCTAssertFalse(scroll.isTracking || scroll.isDragging || scroll.isDecelerating || scroll.isZooming)
        XCTAssertTrue(scroll.delaysContentTouches && scroll.canCancelContentTouches)
    }

    func testContentViewsKeepTheirInitializersAndConfigurations() throws {
        let stack = ShapeStackView(frame: .zero)
        let a = UIView()
        stack.addArrangedSubview(a)
        XCTAssertTrue(stack.arrangedSubviews.first === a)
        XCTAssertNotNil(ShapeEffectView(effect: UIBlurEffect(style: .regular)).effect)
        XCTAssertNotNil(ShapeImageView(image: nil, highlightedImage: nil))
        var list = UIListContentConfiguration.cell()
        list.text = "Row"
        let listView = ShapeListContentView(configuration: list)
        XCTAssertEqual((listView.configuration as? UIListContentConfiguration)?.text, "Row")
        XCTAssertTrue(listView.supports(list))
        let unavailable = ShapeUnavailableView(configuration: .empty())
        XCTAssertTrue(unavailable.supports(UIContentUnavailableConfiguration.empty()))
        XCTAssertEqual(ShapeLabel(frame: .zero).numberOfLines, 1)
        let textView = ShapeTextView(frame: .zero)
        textView.inputAccessoryView = UIView()
        XCTAssertNotNil((textView as UIResponder).inputAccessoryView)
        let searchBar = ShapeSearchBar(frame: .zero)
        searchBar.inputAccessoryView = UIView()
        XCTAssertNotNil(searchBar.searchTextField.inputAccessoryView, "the bar's accessory is its field's")
        XCTAssertNotNil(ShapeSearchTextField(frame: .zero).leftView)
    }
}
