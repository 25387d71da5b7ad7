import OpenUIKit
import ReferenceScenes
import SnapshotRenderer
import XCTest

/// A snapshot must not keep its view tree alive: `generate-snapshots` renders hundreds in one process.
final class SceneMemoryTests: XCTestCase {
    private final class Weak {
        weak var object: AnyObject?
        let name: String
        init(_ object: AnyObject, _ name: String) {
            self.object = object
            self.name = name
        }
    }

    func testEverySceneReleasesItsWindowControllerAndViews() throws {
        for scene in Scene.all {
            var watched: [Weak] = []
            do {
                let snapshot = try Snapshotter.snapshot(
                    of: scene.makeViewController, configuration: DeviceConfiguration(device: .iPhone8))
                XCTAssertFalse(snapshot.layoutDump.isEmpty)
                // Laid out again to collect the tree: the snapshot itself holds no views.
                let window = Snapshotter.layOut(
                    scene.makeViewController, configuration: DeviceConfiguration(device: .iPhone8))
                watched.append(Weak(window, "UIWindow"))
                if let controller = window.rootViewController {
                    watched.append(Weak(controller, "\(type(of: controller))"))
                }
                var stack: [UIView] = [window]
                while let view = stack.popLast() {
                    watched.append(Weak(view, "\(type(of: view))"))
                    stack.append(contentsOf: view.subviews)
                }
            }
            let alive = watched.filter { $0.object != nil }.map(\.name)
            XCTAssertEqual(alive, [], "\(scene.name) keeps \(alive.count) objects alive: \(Set(alive).sorted())")
        }
    }
}
