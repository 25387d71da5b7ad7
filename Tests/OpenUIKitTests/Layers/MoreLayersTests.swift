import Foundation
import XCTest

@testable import OpenUIKit

/// Core Animation's defaults and the non-drawing behaviour of the text, replicator, scroll, tiled and
/// emitter layers.
final class MoreLayersTests: XCTestCase {
    func testTextLayerDefaults() {
        let text = CATextLayer()
        XCTAssertNil(text.string)
        XCTAssertNil(text.font)
        XCTAssertEqual(text.fontSize, 36)
        XCTAssertEqual(text.foregroundColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1), "opaque white")
        XCTAssertFalse(text.isWrapped)
        XCTAssertEqual(text.alignmentMode, .natural)
        XCTAssertEqual(text.truncationMode, .none)
        XCTAssertEqual(text.contentsScale, 1)
    }

    /// The face comes from a UIFont or a name, the size always from fontSize.
    func testTextLayerFontsTakeTheFaceAndFontSize() {
        let text = CATextLayer()
        text.fontSize = 15
        XCTAssertEqual(text.resolvedFont, UIFont.systemFont(ofSize: 15))
        text.font = UIFont.boldSystemFont(ofSize: 40)
        XCTAssertEqual(text.resolvedFont, UIFont.boldSystemFont(ofSize: 15))
        text.font = "HelveticaNeue-Bold" as CFTypeRef
        XCTAssertEqual(text.resolvedFont, UIFont.boldSystemFont(ofSize: 15))
        text.font = "Menlo" as NSString
        XCTAssertEqual(text.resolvedFont, UIFont.systemFont(ofSize: 15))
        let copy = CATextLayer(layer: text)
        XCTAssertEqual(copy.fontSize, 15)
        XCTAssertEqual(copy.font as? NSString, "Menlo")
    }

    func testReplicatorDefaultsAndInstances() {
        let replicator = CAReplicatorLayer()
        XCTAssertEqual(replicator.instanceCount, 1)
        XCTAssertEqual(replicator.instanceTransform, CATransform3DIdentity)
        XCTAssertEqual(replicator.instanceDelay, 0)
        XCTAssertEqual(replicator.instanceColor, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        XCTAssertEqual(replicator.sublayerInstances.count, 1)
        XCTAssertTrue(replicator.sublayerInstances[0].isPlain)

        replicator.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 3
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        replicator.instanceBlueOffset = 0.3
        replicator.instanceAlphaOffset = -0.6
        let instances = replicator.sublayerInstances
        XCTAssertEqual(instances.map { $0.transform?.tx }, [0, 10, 20])
        XCTAssertEqual(instances[1].color?.blue ?? 0, 0.3, accuracy: 1e-6)
        XCTAssertEqual(instances[2].color?.alpha ?? 1, 0, accuracy: 1e-9, "clamped at zero")
        replicator.instanceCount = 0
        XCTAssertTrue(replicator.sublayerInstances.isEmpty)
        replicator.instanceCount = 2
        var perspective = CATransform3DMakeRotation(0.5, 0, 1, 0)
        perspective.m34 = -0.002
        replicator.instanceTransform = CATransform3DConcat(CATransform3DMakeRotation(0.5, 0, 1, 0), perspective)
        XCTAssertNotNil(replicator.drawingProblem)
    }

    func testScrollLayerScrollsOnTheAxesItsModeAllows() {
        let scroller = CAScrollLayer()
        scroller.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertEqual(scroller.scrollMode, .both)
        scroller.scroll(to: CGPoint(x: 30, y: 40))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 30, y: 40))
        scroller.scroll(to: CGRect(x: 200, y: 0, width: 20, height: 20))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 120, y: 0), "as little as needed")
        scroller.scrollMode = .vertically
        scroller.scroll(to: CGPoint(x: 0, y: 10))
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 120, y: 10))
        scroller.scrollMode = .none
        scroller.scroll(to: CGPoint.zero)
        XCTAssertEqual(scroller.bounds.origin, CGPoint(x: 120, y: 10))
    }

    func testTiledLayerDefaults() {
        let tiled = CATiledLayer()
        XCTAssertEqual(tiled.tileSize, CGSize(width: 256, height: 256))
        XCTAssertEqual(tiled.levelsOfDetail, 1)
        XCTAssertEqual(tiled.levelsOfDetailBias, 0)
        XCTAssertEqual(CATiledLayer.fadeDuration(), 0.25)
    }

    func testEmitterDefaultsAndWhenItEmits() {
        let emitter = CAEmitterLayer()
        XCTAssertEqual(emitter.birthRate, 1)
        XCTAssertEqual(emitter.lifetime, 1)
        XCTAssertEqual(emitter.emitterShape, .point)
        XCTAssertEqual(emitter.emitterMode, .volume)
        XCTAssertEqual(emitter.renderMode, .unordered)
        XCTAssertNil(emitter.drawingProblem, "no cells: nothing to emit")
        let cell = CAEmitterCell.emitterCell()
        XCTAssertEqual(cell.birthRate, 0)
        XCTAssertEqual(cell.scale, 1)
        XCTAssertEqual(cell.color, CGColor(red: 1, green: 1, blue: 1, alpha: 1))
        emitter.emitterCells = [cell]
        XCTAssertNil(emitter.drawingProblem, "a cell born at no rate")
        cell.birthRate = 5
        cell.lifetime = 2
        XCTAssertNotNil(emitter.drawingProblem)
        cell.isEnabled = false
        XCTAssertNil(emitter.drawingProblem)
        cell.isEnabled = true
        emitter.birthRate = 0
        XCTAssertNil(emitter.drawingProblem, "stopped until a burst")
    }
}
