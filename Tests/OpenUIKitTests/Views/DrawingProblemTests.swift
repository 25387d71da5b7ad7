import XCTest

@testable import OpenUIKit

/// `drawingProblem`: each view and layer says why it cannot be drawn faithfully yet, the class that knows
/// overriding it; the renderer fails the snapshot with the reason. Plain views and layers have none.
final class DrawingProblemTests: XCTestCase {
    func testPlainViewsAndLayersHaveNone() {
        for view in [UIView(), UILabel(), UIButton(type: .system), UIScrollView(), UISearchBar(), UINavigationBar()] {
            XCTAssertNil(view.drawingProblem, "\(type(of: view))")
        }
        XCTAssertNil(CALayer().drawingProblem)
        XCTAssertNil(CAShapeLayer().drawingProblem)
        let root = UIViewController()
        let window = present(root, on: .iPhone8)
        XCTAssertNil(window.drawingProblem)
        XCTAssertNil(root.view.drawingProblem, "a plain controller's view")
    }

    func testAWindowShowingAnAlertSaysSo() {
        let root = UIViewController()
        let window = present(root, on: .iPhone8)
        root.present(UIAlertController(title: "Hello", message: nil, preferredStyle: .alert), animated: false)
        XCTAssertEqual(
            window.drawingProblem,
            "shows an alert (UIAlertController), which OpenUIKit does not draw yet: snapshot the presented controller "
                + "itself, or present it .fullScreen or .overFullScreen")
    }

    func testAWindowShowingASheetNamesItsStyle() {
        let root = UIViewController()
        let window = present(root, on: .iPhone8)
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .pageSheet
        root.present(sheet, animated: false)
        XCTAssertEqual(window.drawingProblem?.hasPrefix("shows a pageSheet presentation (UIViewController)"), true)
        root.dismiss(animated: false)
        XCTAssertNil(window.drawingProblem)
    }

    func testTheSystemPhotoPickerSaysSo() {
        XCTAssertEqual(
            UIImagePickerController().view.drawingProblem,
            "is the system photo picker (UIImagePickerController), which is not drawn")
    }

    func testAControllersViewTakesItsControllersReason() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        _ = present(split, on: .iPadPro11, .landscape)
        XCTAssertEqual(split.view.drawingProblem, split.viewDrawingProblem)
        XCTAssertEqual(split.view.drawingProblem?.contains("display-mode (sidebar) button"), true)
        XCTAssertNil(split.view.subviews.first?.drawingProblem, "only the controller's own view")
    }

    func testARefreshingScrollViewSaysSoAndSubclassesKeepTheReason() {
        final class Timeline: UITableView {}
        let table = Timeline()
        table.refreshControl = UIRefreshControl()
        XCTAssertNil(table.drawingProblem, "a resting control is out of sight")
        table.refreshControl?.beginRefreshing()
        XCTAssertEqual(table.drawingProblem, "has a refreshing UIRefreshControl, which is not drawn yet")
    }

    func testAnActiveSearchControllersBarSaysSo() {
        let search = UISearchController(searchResultsController: nil)
        XCTAssertNil(search.searchBar.drawingProblem)
        search.isActive = true
        XCTAssertEqual(search.searchBar.drawingProblem?.hasPrefix("belongs to an active UISearchController"), true)
    }

    func testANavigationBarWithAnInlineSearchBarSaysSo() {
        let content = UIViewController()
        content.navigationItem.searchController = UISearchController(searchResultsController: nil)
        let navigation = UINavigationController(rootViewController: content)
        _ = present(navigation, on: .iPhone8)
        XCTAssertNil(navigation.navigationBar.drawingProblem, "the stacked placement is drawn")
        content.navigationItem.preferredSearchBarPlacement = .inline
        XCTAssertEqual(
            navigation.navigationBar.drawingProblem,
            "shows a search bar with preferredSearchBarPlacement .inline, which is not drawn yet")
    }

    func testConicGradientLayersSaySo() {
        let gradient = CAGradientLayer()
        XCTAssertNil(gradient.drawingProblem)
        gradient.type = .radial
        XCTAssertNil(gradient.drawingProblem)
        gradient.type = .conic
        XCTAssertEqual(gradient.drawingProblem, "has a CAGradientLayer of type conic, which is not drawn yet")
    }
}
