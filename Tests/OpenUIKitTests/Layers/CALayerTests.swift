import XCTest

@testable import OpenUIKit

/// Sublayers interleave with subviews' layers as in Core Animation, and geometry follows Core
/// Animation's position/anchor-point model for layers made on their own.
final class CALayerTests: XCTestCase {
    private final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    private func names(_ layer: CALayer) -> [String] {
        (layer.sublayers ?? []).map { $0.name ?? "?" }
    }

    private func named(_ name: String) -> CALayer {
        let layer = CALayer()
        layer.name = name
        return layer
    }

    private func view(_ name: String) -> UIView {
        let view = UIView()
        view.layer.name = name
        return view
    }

    func testFreeStandingLayersKeepTheirPlacesAmongSubviews() {
        let host = UIView()
        XCTAssertNil(host.layer.sublayers)
        host.addSubview(view("a"))
        host.layer.addSublayer(named("x"))
        host.addSubview(view("b"))
        host.layer.insertSublayer(named("bottom"), at: 0)
        XCTAssertEqual(names(host.layer), ["bottom", "a", "x", "b"])
        let c = view("c")
        host.insertSubview(c, at: 0)
        XCTAssertEqual(names(host.layer), ["bottom", "c", "a", "x", "b"], "a subview's index counts subviews only")
        host.layer.insertSublayer(named("y"), below: host.subviews[2].layer)
        XCTAssertEqual(names(host.layer), ["bottom", "c", "a", "x", "y", "b"])
        host.layer.insertSublayer(named("z"), above: host.layer.sublayers![0])
        XCTAssertEqual(names(host.layer), ["bottom", "z", "c", "a", "x", "y", "b"])
    }

    func testRemovingAndMovingViewsLeavesLayersInPlace() {
        let host = UIView()
        let a = view("a")
        let b = view("b")
        host.addSubview(a)
        host.layer.addSublayer(named("x"))
        host.addSubview(b)
        a.removeFromSuperview()
        XCTAssertEqual(names(host.layer), ["x", "b"])
        host.insertSubview(a, at: 0)
        host.layer.sublayers!.first { $0.name == "x" }!.removeFromSuperlayer()
        XCTAssertEqual(names(host.layer), ["a", "b"])
        let y = named("y")
        host.layer.insertSublayer(y, above: a.layer)
        host.bringSubviewToFront(a)
        XCTAssertEqual(names(host.layer), ["y", "b", "a"], "Core Animation moves the view's layer alone")
        XCTAssertTrue(y.superlayer === host.layer)
        XCTAssertTrue(a.layer.superlayer === host.layer)
    }

    func testLayersMadeOnTheirOwnUseTheAnchorPoint() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 40)
        XCTAssertEqual(layer.position, CGPoint(x: 60, y: 40))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 100, height: 40))
        layer.anchorPoint = .zero
        XCTAssertEqual(layer.frame.origin, CGPoint(x: 60, y: 40))
        layer.opacity = 0.5
        layer.backgroundColor = UIColor.red.cgColor
        XCTAssertEqual(layer.opacity, 0.5)
        XCTAssertEqual(layer.backgroundColor, UIColor.red.cgColor)
    }

    func testAViewsLayerComesFromItsLayerClassAndSharesItsGeometry() {
        let view = GradientView(frame: CGRect(x: 5, y: 6, width: 30, height: 40))
        XCTAssertTrue(view.layer is CAGradientLayer)
        XCTAssertTrue(type(of: UIView().layer) == CALayer.self)
        XCTAssertEqual(view.layer.frame, view.frame)
        XCTAssertEqual(view.layer.position, CGPoint(x: 20, y: 26))
        view.layer.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    /// Core Animation's defaults (CAGradientLayer.h, CAShapeLayer.h).
    func testGradientAndShapeDefaults() {
        let gradient = CAGradientLayer()
        XCTAssertEqual(gradient.startPoint, CGPoint(x: 0.5, y: 0))
        XCTAssertEqual(gradient.endPoint, CGPoint(x: 0.5, y: 1))
        XCTAssertEqual(gradient.type, .axial)
        gradient.colors = [UIColor.red.cgColor, "not a colour", UIColor.blue.cgColor]
        gradient.locations = [0, 0.25]
        XCTAssertEqual(gradient.gradient?.stops.map(\.location), [0, 0.25])
        gradient.locations = [0]
        XCTAssertEqual(gradient.gradient?.stops.map(\.location), [0, 1], "a count mismatch spreads evenly")
        let shape = CAShapeLayer()
        XCTAssertEqual(shape.fillColor, CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        XCTAssertNil(shape.strokeColor)
        XCTAssertEqual(shape.lineWidth, 1)
        XCTAssertEqual(shape.lineCap, .butt)
        XCTAssertEqual(shape.miterLimit, 10)
        XCTAssertEqual(shape.strokeEnd, 1)
    }

    func testTrimmedPathsFollowTheLength() {
        let line = CGMutablePath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        line.addLine(to: CGPoint(x: 100, y: 100))
        let middle = line.trimmed(from: 0.25, to: 0.75)
        XCTAssertEqual(middle.elements.first?.points, [CGPoint(x: 50, y: 0)])
        XCTAssertEqual(middle.elements.last?.points, [CGPoint(x: 100, y: 50)])
        XCTAssertEqual(middle.elements.count, 3)
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
        let half = circle.trimmed(from: 0, to: 0.5)
        let start = half.elements.first!.points[0]
        let end = half.elements.last!.points[0]
        XCTAssertEqual(hypot(end.x - start.x, end.y - start.y), 200, accuracy: 0.05, "half a circle ends opposite")
    }
}

final class LayerHintsAndSwipeActionsTests: XCTestCase {
    func testHintsAreKeptAndSwipeActionsTakeUIKitsDefaults() {
        let view = UIView()
        view.layer.cornerCurve = .continuous
        view.layer.shouldRasterize = true
        XCTAssertEqual(view.layer.cornerCurve, .continuous)
        XCTAssertTrue(view.layer.shouldRasterize)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(false) }
        XCTAssertEqual(delete.backgroundColor, .systemRed)
        XCTAssertEqual(flag.backgroundColor, .systemGray)
        let configuration = UISwipeActionsConfiguration(actions: [delete, flag])
        XCTAssertTrue(configuration.performsFirstActionWithFullSwipe)
        XCTAssertEqual(configuration.actions.map(\.title), ["Delete", "Flag"])
    }
}
