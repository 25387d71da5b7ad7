import OpenUIKit
import XCTest

/// The presentation controllers client code configures before presenting. Apple's documentation: a
/// controller's `sheetPresentationController` is nil unless it is presented as a sheet (the automatic style
/// is a page sheet since iOS 13), `popoverPresentationController` nil unless its style is `.popover`; a
/// sheet's default detents are `[.large()]`.
final class PresentationControllerTests: XCTestCase {
    private final class DismissWatcher: UIAdaptivePresentationControllerDelegate {
        var dismissed = 0
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
    }

    private final class SheetWatcher: UISheetPresentationControllerDelegate {
        var changes: [UISheetPresentationController.Detent.Identifier?] = []
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
            _ sheetPresentationController: UISheetPresentationController
        ) { changes.append(sheetPresentationController.selectedDetentIdentifier) }
    }

    private struct Context: UISheetPresentationControllerDetentResolutionContext {
        var containerTraitCollection = UITraitCollection()
        var maximumDetentValue: CGFloat
    }

    func testAutomaticStyleGetsASheetBeforePresenting() {
        let editor = UINavigationController(rootViewController: UIViewController())
        let sheet = editor.sheetPresentationController
        XCTAssertNotNil(sheet)
        XCTAssertNil(editor.popoverPresentationController)
        XCTAssertTrue(editor.presentationController === sheet, "one controller, kept")
        XCTAssertEqual(sheet?.detents.map(\.identifier), [.large])
        XCTAssertTrue(sheet?.prefersScrollingExpandsWhenScrolledToEdge ?? false)
        XCTAssertFalse(sheet?.prefersGrabberVisible ?? true)
        XCTAssertTrue(
            editor.topViewController?.presentationController === sheet, "a contained controller's is its container's")
    }

    func testDetentsResolveAgainstTheMaximumHeight() {
        let context = Context(maximumDetentValue: 801)
        XCTAssertEqual(UISheetPresentationController.Detent.large().resolvedValue(in: context), 801)
        XCTAssertEqual(UISheetPresentationController.Detent.medium().resolvedValue(in: context), 400)
        let custom = UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 200 }
        XCTAssertEqual(custom.identifier.rawValue, "small")
        XCTAssertEqual(custom.resolvedValue(in: context), 200)
        XCTAssertNil(UISheetPresentationController.Detent.custom { _ in nil }.resolvedValue(in: context))
        XCTAssertEqual(UISheetPresentationController.Detent.custom { _ in 5000 }.resolvedValue(in: context), 801)
    }

    func testSheetDelegateHearsOfDetentChanges() {
        let controller = UIViewController()
        let watcher = SheetWatcher()
        let sheet = controller.sheetPresentationController!
        sheet.delegate = watcher
        sheet.detents = [.medium(), .large()]
        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        sheet.selectedDetentIdentifier = .medium
        XCTAssertEqual(watcher.changes, [.medium], "only a change is reported")
    }

    func testPopoverStyleAndActionSheetsGetAPopover() {
        let picker = UIViewController()
        picker.modalPresentationStyle = .popover
        let button = UIButton(type: .system)
        picker.popoverPresentationController?.sourceView = button
        picker.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        XCTAssertTrue(picker.popoverPresentationController?.sourceView === button)
        XCTAssertEqual(picker.popoverPresentationController?.permittedArrowDirections.rawValue, 3)
        XCTAssertNil(picker.sheetPresentationController)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        XCTAssertNotNil(sheet.popoverPresentationController, "iPad action sheets are anchored through it")
        XCTAssertNil(UIAlertController(title: "A", message: nil, preferredStyle: .alert).popoverPresentationController)
    }

    func testChangingTheStyleMakesANewController() {
        let controller = UIViewController()
        XCTAssertNotNil(controller.sheetPresentationController)
        controller.modalPresentationStyle = .fullScreen
        XCTAssertNil(controller.sheetPresentationController)
        XCTAssertEqual(controller.presentationController?.presentationStyle, .fullScreen)
    }

    /// Popovers and form sheets adapt to full screen when horizontally compact (iPhone portrait).
    func testAdaptiveStyleFollowsTheSizeClass() {
        let root = UIViewController()
        _ = present(root, on: .iPhone15Pro)
        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        root.present(popover, animated: false)
        XCTAssertEqual(popover.presentationController?.adaptivePresentationStyle, .fullScreen)
        XCTAssertTrue(popover.presentationController?.presentingViewController === root)
        let wide = UIViewController()
        _ = present(wide, on: .iPadPro11)
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        wide.present(form, animated: false)
        XCTAssertEqual(form.presentationController?.adaptivePresentationStyle, UIModalPresentationStyle.none)
        let watcher = DismissWatcher()
        form.presentationController?.delegate = watcher
        XCTAssertTrue(form.presentationController?.delegate === watcher)
    }
}
