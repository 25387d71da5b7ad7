import OpenUIKit
import XCTest

/// Window scenes as screens reach them (`view.window?.windowScene`, `connectedScenes`). Status bar heights
/// from the device catalog (uikit-facts §3: 20 on iPhone 8 in portrait, hidden in landscape; 54 on
/// Dynamic Island phones, whose safe top is 59).
final class UIWindowSceneTests: XCTestCase {
    private final class HiddenStatusBarController: UIViewController {
        override var prefersStatusBarHidden: Bool { true }
    }

    func testSceneFollowsItsWindowsDeviceAndOrientation() {
        let controller = UIViewController()
        let window = present(controller, on: .iPhone15Pro)
        let scene = controller.view.window?.windowScene
        XCTAssertNotNil(scene)
        XCTAssertTrue(window.windowScene === scene, "one scene per window, kept")
        XCTAssertEqual(scene?.interfaceOrientation, .portrait)
        XCTAssertEqual(scene?.statusBarManager?.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54))
        XCTAssertEqual(scene?.traitCollection.horizontalSizeClass, .compact)
        XCTAssertTrue(scene?.keyWindow === window)
        XCTAssertEqual(scene?.activationState, .foregroundActive)
        XCTAssertEqual(scene?.session.role, .windowApplication)
        window.orientation = .landscape
        XCTAssertTrue(scene?.interfaceOrientation.isLandscape ?? false)
        XCTAssertTrue(UIApplication.shared.connectedScenes.contains { $0 === scene })
    }

    func testHomeButtonStatusBarAndHiddenStatusBar() {
        let window = present(UIViewController(), on: .iPhone8)
        XCTAssertEqual(window.windowScene?.statusBarManager?.statusBarFrame.height, 20)
        window.orientation = .landscape
        XCTAssertEqual(window.windowScene?.statusBarManager?.statusBarFrame.height, 0)
        let hidden = present(HiddenStatusBarController(), on: .iPhone8)
        XCTAssertTrue(hidden.windowScene?.statusBarManager?.isStatusBarHidden ?? false)
        XCTAssertEqual(hidden.windowScene?.statusBarManager?.statusBarFrame, .zero)
    }

    func testSceneDelegateMakesAWindowOnTheScene() {
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(
                _ scene: UIScene, willConnectTo session: UISceneSession,
                options connectionOptions: UIScene.ConnectionOptions
            ) {
                guard let windowScene = scene as? UIWindowScene else { return }
                window = UIWindow(windowScene: windowScene)
                window?.rootViewController = UIViewController()
                window?.makeKeyAndVisible()
            }
        }
        let existing = present(UIViewController(), on: .iPadPro11)
        let scene = existing.windowScene!
        let delegate = SceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        XCTAssertTrue(delegate.window?.windowScene === scene)
        XCTAssertEqual(delegate.window?.bounds.size, existing.bounds.size)
        XCTAssertEqual(scene.windows.count, 2)
    }
}
