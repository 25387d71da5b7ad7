import OpenUIKit
import XCTest

/// Navigation, tab bar and image picker delegates as apps set them.
final class ContainerDelegateTests: XCTestCase {
    private final class Watcher: UINavigationControllerDelegate, UITabBarControllerDelegate,
        UIImagePickerControllerDelegate
    {
        var events: [String] = []
        func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) { events.append("will \(viewController.title ?? "")") }
        func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) { events.append("did \(viewController.title ?? "")") }
        func imagePickerController(
            _ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
        ) { events.append("picked \(info[.originalImage] is UIImage)") }
    }

    private func controller(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    func testNavigationDelegateHearsEachShownController() {
        let watcher = Watcher()
        let navigation = UINavigationController(rootViewController: controller("Inbox"))
        navigation.delegate = watcher
        _ = present(navigation, on: .iPhone8)
        navigation.pushViewController(controller("Message"), animated: true)
        navigation.popViewController(animated: true)
        XCTAssertEqual(
            watcher.events, ["will Inbox", "did Inbox", "will Message", "did Message", "will Inbox", "did Inbox"])
        XCTAssertEqual(UINavigationController.Operation.pop.rawValue, 2)
    }

    func testTabBarDelegateDefaultsAllowSelection() {
        let watcher = Watcher()
        let tabs = UITabBarController()
        tabs.delegate = watcher
        XCTAssertTrue(tabs.delegate === watcher)
        XCTAssertTrue(watcher.tabBarController(tabs, shouldSelect: UIViewController()))
    }

    /// As in a simulator: no camera, the library is a source.
    func testImagePickerSourcesAndDelegate() {
        XCTAssertFalse(UIImagePickerController.isSourceTypeAvailable(.camera))
        XCTAssertTrue(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        XCTAssertEqual(UIImagePickerController.InfoKey.editedImage.rawValue, "UIImagePickerControllerEditedImage")
        let watcher = Watcher()
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.delegate = watcher
        picker.imagePickerDelegate?.imagePickerController(
            picker, didFinishPickingMediaWithInfo: [.originalImage: UIImage()])
        XCTAssertEqual(watcher.events, ["picked true"])
    }
}
