import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// The client subclasses of UIKit's classes (a button with its own `init(frame:)`, a cell with selection,
/// highlighting and editing overrides, a padded text field, a layer with its own `init(layer:)`, a controller
/// reacting to `viewWillTransition(to:with:)`) get UIKit's calls, and what they draw shows (iPhone 8, @2x, on
/// white; bodies on the main actor, see `ClientViewsTests`).
final class SubclassingClientViewsTests: XCTestCase {
    @MainActor
    private static func render(_ build: @escaping (UIView) -> Void) throws -> RGBAImage {
        try renderHostedClientView(build)
    }

    private static func isWhite(_ pixel: RGBAImage.Pixel) -> Bool {
        pixel.red == 255 && pixel.green == 255 && pixel.blue == 255
    }

    private final class TaskListController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(TaskCell.self, forCellReuseIdentifier: TaskCell.reuseIdentifier)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: TaskCell.reuseIdentifier, for: indexPath)
            (cell as? TaskCell)?.titleLabel.text = "Task \(indexPath.row)"
            return cell
        }
    }

    func testCapsuleButtonMadeByInitTypeCountsTaps() {
        MainActor.assumeIsolated {
            let button = CapsuleButton(type: .custom)
            button.setTitle("Join", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
            button.layoutIfNeeded()
            XCTAssertEqual(button.layer.cornerRadius, 20)
            button.touchesBegan([UITouch(at: CGPoint(x: 10, y: 10), in: button)], with: nil)
            XCTAssertTrue(button.isHighlighted)
            button.touchesEnded([UITouch(at: CGPoint(x: 10, y: 10), in: button)], with: nil)
            XCTAssertEqual(button.tapCount, 1)
        }
    }

    func testTaskCellFollowsTheTablesSelectionAndEditing() throws {
        try MainActor.assumeIsolated {
            let controller = TaskListController(style: .plain)
            let table: UITableView = controller.tableView
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            table.layoutIfNeeded()
            let cell = try XCTUnwrap(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TaskCell)
            table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            XCTAssertEqual(cell.accessoryType, .checkmark)
            cell.isHighlighted = true
            XCTAssertEqual(cell.titleLabel.alpha, 0.5)
            controller.setEditing(true, animated: true)
            XCTAssertTrue(table.isEditing, "the controller tells its table")
            table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
            XCTAssertEqual(cell.stateLog, ["deselected", "selected", "highlighted", "editing", "deselected"])
            XCTAssertEqual(cell.accessoryType, .none)
            XCTAssertTrue(cell.showsReorderControl)
        }
    }

    func testSelectedTaskCellDrawsItsSelectedBackgroundView() throws {
        try MainActor.assumeIsolated {
            let image = try Self.render { root in
                for (index, selected) in [false, true].enumerated() {
                    let cell = TaskCell(style: .default, reuseIdentifier: nil)
                    cell.frame = CGRect(x: 0, y: 100 + CGFloat(index) * 60, width: 375, height: 44)
                    cell.setSelected(selected, animated: false)
                    root.addSubview(cell)
                }
            }
            XCTAssertTrue(Self.isWhite(image[2 * 200, 2 * 110]), "unselected: nothing behind the content")
            let selected = image[2 * 200, 2 * 170]
            XCTAssertGreaterThan(Int(selected.green) - Int(selected.red), 30, "the green selection view")
            XCTAssertGreaterThan(Int(selected.green) - Int(selected.blue), 30)
        }
    }

    func testPaddedTextFieldPlacesAndDrawsItsPlaceholderInItsRects() throws {
        try MainActor.assumeIsolated {
            let image = try Self.render { root in
                let field = PaddedTextField(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
                field.placeholder = "Email"
                root.addSubview(field)
            }
            let underline = image[2 * 120, 2 * (100 + 43)]
            XCTAssertGreaterThan(underline.red, 200, "drawPlaceholder(in:) draws the orange line")
            XCTAssertLessThan(underline.blue, 100)
            XCTAssertTrue(Self.isWhite(image[2 * 30, 2 * (100 + 43)]), "not under the left padding")
            var inPadding = 0
            var inText = 0
            for y in 2 * 110..<2 * 134 {
                for x in 2 * 20..<2 * 44 where !Self.isWhite(image[x, y]) { inPadding += 1 }
                for x in 2 * 44..<2 * 100 where !Self.isWhite(image[x, y]) { inText += 1 }
            }
            XCTAssertEqual(inPadding, 0, "the placeholder starts after the padding")
            XCTAssertGreaterThan(inText, 50)
        }
    }

    func testPieSliceLayerDrawsAndKeepsItsFractionInCopies() throws {
        try MainActor.assumeIsolated {
            let slice = PieSliceLayer()
            slice.fraction = 0.5
            XCTAssertEqual(PieSliceLayer(layer: slice).fraction, 0.5)
            XCTAssertNil(slice.presentation(), "an app's layer class has no presentation copy here")
            let image = try Self.render { root in
                let layer = PieSliceLayer()
                layer.frame = CGRect(x: 20, y: 100, width: 100, height: 100)
                root.layer.addSublayer(layer)
            }
            var pink = 0
            for y in 2 * 100..<2 * 200 {
                for x in 2 * 20..<2 * 120 where image[x, y].red > 200 && image[x, y].green < 120 { pink += 1 }
            }
            // A quarter of a 100-point disc at @2x: π·100²/4 ≈ 7,854 pixels.
            XCTAssertGreaterThan(pink, 7_000)
            XCTAssertLessThan(pink, 8_700)
        }
    }

    func testAdaptiveColumnsFollowARotation() {
        MainActor.assumeIsolated {
            let controller = AdaptiveColumnsViewController()
            let window = UIWindow(device: .iPhone8)
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            XCTAssertEqual(controller.stack.arrangedSubviews.count, 2)
            window.orientation = .landscape
            window.layoutIfNeeded()
            XCTAssertEqual(controller.transitions, [CGSize(width: 667, height: 375)])
            XCTAssertTrue(controller.laidOutAlongside)
            XCTAssertEqual(controller.stack.arrangedSubviews.count, 4)
            XCTAssertEqual(controller.view.bounds.size, CGSize(width: 667, height: 375))
            window.isHidden = true
        }
    }
}
