import XCTest

@testable import OpenUIKit

final class UIActivityViewControllerTests: XCTestCase {
    private final class SaveToListActivity: UIActivity {
        var prepared: [Any] = []
        override var activityType: UIActivity.ActivityType? { .init("com.example.save-to-list") }
        override var activityTitle: String? { "Save to List" }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
            activityItems.contains { $0 is URL }
        }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    private final class Headline: UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "" }
        func activityViewController(
            _ activityViewController: UIActivityViewController,
            itemForActivityType activityType: UIActivity.ActivityType?
        ) -> Any? { activityType == .mail ? "Long headline for mail" : "Headline" }
    }

    func testBuiltInActivityTypesUseUIKitsNames() {
        XCTAssertEqual(UIActivity.ActivityType.airDrop.rawValue, "com.apple.UIKit.activity.AirDrop")
        XCTAssertEqual(UIActivity.ActivityType.copyToPasteboard.rawValue, "com.apple.UIKit.activity.CopyToPasteboard")
        XCTAssertEqual(UIActivity.activityCategory, .action)
    }

    func testOfferedActivitiesHonourExclusionsAndItems() {
        let save = SaveToListActivity()
        let url = URL(string: "https://example.com/a")!
        let sheet = UIActivityViewController(activityItems: [url, Headline()], applicationActivities: [save])
        XCTAssertEqual(sheet.offeredApplicationActivities.count, 1)
        XCTAssertEqual(sheet.items(for: .mail).last as? String, "Long headline for mail")
        XCTAssertEqual(sheet.items(for: .message).last as? String, "Headline")
        sheet.excludedActivityTypes = [.init("com.example.save-to-list")]
        XCTAssertTrue(sheet.offeredApplicationActivities.isEmpty)
        XCTAssertTrue(
            UIActivityViewController(activityItems: ["text"], applicationActivities: [save])
                .offeredApplicationActivities.isEmpty, "cannot perform without a URL")
    }

    func testPerformingAnActivityReachesTheCompletionHandler() {
        let save = SaveToListActivity()
        let sheet = UIActivityViewController(
            activityItems: [URL(string: "https://example.com")!], applicationActivities: [save])
        var finished: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in finished.append((type, completed)) }
        sheet.perform(save)
        XCTAssertEqual(save.prepared.count, 1)
        XCTAssertEqual(finished.map(\.0?.rawValue), ["com.example.save-to-list"])
        XCTAssertEqual(finished.map(\.1), [true])
    }

    func testTheShareSheetIsASheetAndIsNotDrawn() {
        let root = UIViewController()
        _ = present(root, on: .iPhone15Pro)
        let sheet = UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        sheet.sheetPresentationController?.detents = [.medium()]
        root.present(sheet, animated: true)
        XCTAssertTrue(root.undrawnPresentation === sheet)
    }
}
