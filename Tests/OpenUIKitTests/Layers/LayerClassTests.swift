import XCTest

@testable import OpenUIKit

/// A view's `layerClass`: the framework's classes make themselves; an app's own class cannot be made from
/// its metatype (its initializers are not required, as in Core Animation), and the layer says so.
final class LayerClassTests: XCTestCase {
    private final class AppLayer: CALayer {}
    private final class AppShapeLayer: CAShapeLayer {}
    private final class ShapeView: UIView { override class var layerClass: AnyClass { CAShapeLayer.self } }
    private final class AppLayerView: UIView { override class var layerClass: AnyClass { AppLayer.self } }
    private final class AppShapeLayerView: UIView {
        override class var layerClass: AnyClass { AppShapeLayer.self }
    }

    func testTheFrameworksClassesMakeThemselves() {
        for kind in [
            CALayer.self, CAShapeLayer.self, CAGradientLayer.self, CATextLayer.self, CAReplicatorLayer.self,
            CAScrollLayer.self, CATiledLayer.self, CAEmitterLayer.self,
        ] {
            let made = kind.makeLayer()
            XCTAssertTrue(type(of: made) == kind, "\(kind)")
            XCTAssertTrue(type(of: made.makePresentationCopy()) == kind, "\(kind)")
        }
        let view = ShapeView()
        XCTAssertTrue(view.layer is CAShapeLayer)
        XCTAssertNil(view.layer.unmadeLayerClass)
        XCTAssertNil(view.layer.drawingProblem)
    }

    func testAnAppsLayerClassIsNamedInTheDrawingProblem() {
        let view = AppLayerView()
        XCTAssertTrue(type(of: view.layer) == CALayer.self)
        XCTAssertTrue(view.layer.unmadeLayerClass == AppLayer.self)
        XCTAssertEqual(view.layer.drawingProblem?.contains("AppLayer"), true)
        let shape = AppShapeLayerView()
        XCTAssertTrue(type(of: shape.layer) == CAShapeLayer.self, "the nearest framework class")
        XCTAssertNotNil(shape.layer.drawingProblem)
    }
}
