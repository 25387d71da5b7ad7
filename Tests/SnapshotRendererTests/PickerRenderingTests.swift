import XCTest

@testable import OpenUIKit
@testable import SnapshotRenderer

final class PickerRenderingTests: XCTestCase {
    private final class DateController: UIViewController {
        var style = UIDatePickerStyle.compact
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let picker = UIDatePicker()
            picker.preferredDatePickerStyle = style
            picker.datePickerMode = .date
            picker.date = Date(timeIntervalSince1970: 1_773_505_800)
            picker.frame = CGRect(x: 20, y: 100, width: 320, height: 360)
            view.addSubview(picker)
        }
    }

    /// A compact picker and an inline one (a month calendar) both draw, differently.
    func testCompactAndInlineDatePickersDraw() throws {
        func render(_ style: UIDatePickerStyle) throws -> RGBAImage {
            try Snapshotter.snapshot(
                of: {
                    let controller = DateController()
                    controller.style = style
                    return controller
                }, configuration: DeviceConfiguration(device: .iPhone8)
            ).image
        }
        let blank = try Snapshotter.snapshot(
            of: {
                let controller = UIViewController()
                controller.view.backgroundColor = .systemBackground
                return controller
            }, configuration: DeviceConfiguration(device: .iPhone8)
        ).image
        let compact = try render(.compact)
        let inline = try render(.inline)
        XCTAssertNotEqual(compact, blank, "the capsule is drawn")
        XCTAssertNotEqual(inline, blank, "the calendar is drawn")
        XCTAssertNotEqual(inline, compact)
    }
}
