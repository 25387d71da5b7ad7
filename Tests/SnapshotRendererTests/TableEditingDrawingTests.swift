import Foundation
import OpenUIKit
import SnapshotRenderer
import XCTest

/// Pixels of plain and inset-grouped tables in editing mode drawn by the real renderer on an iPhone 8 (@2x), light
/// and dark: the delete disc (systemRed, white bar), the insert disc (systemGreen, white plus), the reorder grip
/// (grey bars) and no disclosure indicator while editing. Positions come from the cells' own frames, which
/// `UITableViewCellEditingTests` pins down.
final class TableEditingDrawingTests: XCTestCase {
    /// Rows: delete, insert (cannot move), no control; every cell asks for the reorder control.
    private final class EditingListController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = ["Milk", "Add Item", "Bread"][indexPath.row]
            cell.accessoryType = .disclosureIndicator
            cell.showsReorderControl = true
            return cell
        }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            [.delete, .insert, .none][indexPath.row]
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            indexPath.row != 1
        }
    }

    private struct Rendered {
        let image: RGBAImage
        let controller: EditingListController

        func cell(_ row: Int) -> UITableViewCell {
            controller.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
        }

        /// The pixel at a point of `view`'s bounds, in device pixels of the screen.
        func pixel(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> RGBAImage.Pixel {
            let point = view.convert(CGPoint(x: x, y: y), to: nil)
            return image[Int(point.x * 2), Int(point.y * 2)]
        }
    }

    private func render(_ style: UITableView.Style, _ appearance: UIUserInterfaceStyle) throws -> Rendered {
        var made: EditingListController?
        let image = try Snapshotter.snapshot(
            of: {
                let controller = EditingListController(style: style)
                controller.setEditing(true, animated: false)
                made = controller
                return controller
            }, configuration: DeviceConfiguration(device: .iPhone8, userInterfaceStyle: appearance)
        ).image
        if let folder = ProcessInfo.processInfo.environment["TABLE_EDITING_DRAWING_OUTPUT"] {
            let name = "table-editing-\(style == .plain ? "plain" : "inset")-\(appearance == .dark ? "dark" : "light")"
            try Data(ImageEncoder().png(image)).write(to: URL(fileURLWithPath: folder + "/\(name).png"))
        }
        return Rendered(image: image, controller: try XCTUnwrap(made))
    }

    private func assertControlsDrawn(_ style: UITableView.Style, _ appearance: UIUserInterfaceStyle) throws {
        let dark = appearance == .dark
        let rendered = try render(style, appearance)
        let red = dark ? RGBAImage.Pixel(red: 0xFF, green: 0x45, blue: 0x3A) : .init(red: 0xFF, green: 0x3B, blue: 0x30)
        let green =
            dark ? RGBAImage.Pixel(red: 0x30, green: 0xD1, blue: 0x58) : .init(red: 0x34, green: 0xC7, blue: 0x59)
        let white = RGBAImage.Pixel(red: 255, green: 255, blue: 255)

        let delete = rendered.cell(0)
        let minus = try XCTUnwrap(delete.subviews.first { $0.frame.width == 22 }, "the delete control")
        XCTAssertEqual(rendered.pixel(minus, 11 - 6, 11 - 6), red, "the disc")
        XCTAssertEqual(rendered.pixel(minus, 11, 11), white, "the minus bar")
        XCTAssertEqual(rendered.pixel(minus, 11, 11 - 4), red, "the bar is a bar")

        let insert = rendered.cell(1)
        let plus = try XCTUnwrap(insert.subviews.first { $0.frame.width == 22 }, "the insert control")
        XCTAssertEqual(rendered.pixel(plus, 11 - 6, 11 - 6), green, "the disc")
        XCTAssertEqual(rendered.pixel(plus, 11, 11 - 4), white, "the plus's upright")
        XCTAssertNil(insert.subviews.first { $0.frame.width == 18 }, "the insert row cannot move")

        let background = rendered.pixel(delete, delete.bounds.width - 60, 3)
        let grip = try XCTUnwrap(delete.subviews.first { $0.frame.width == 18 }, "the reorder control")
        let bar = rendered.pixel(grip, 9, 7)
        XCTAssertNotEqual(bar, background, "the middle bar")
        XCTAssertEqual(Int(bar.red), Int(bar.green), accuracy: 3, "grey")
        XCTAssertEqual(rendered.pixel(grip, 9, 4), background, "between the bars")
        // The disclosure indicator would sit 16 from the trailing edge; while editing the grip is there instead.
        XCTAssertEqual(rendered.pixel(delete, delete.bounds.width - 16 - 4, 8), background)

        let none = rendered.cell(2)
        XCTAssertNil(none.subviews.first { $0.frame.width == 22 }, "a .none row has no edit control")
        XCTAssertEqual(none.contentView.frame.minX, 38, "but indents")
    }

    func testPlainTableLight() throws { try assertControlsDrawn(.plain, .light) }
    func testPlainTableDark() throws { try assertControlsDrawn(.plain, .dark) }
    func testInsetGroupedTableLight() throws { try assertControlsDrawn(.insetGrouped, .light) }
    func testInsetGroupedTableDark() throws { try assertControlsDrawn(.insetGrouped, .dark) }
}
