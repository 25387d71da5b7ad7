import Foundation
import ObjectiveC
import XCTest

final class LocalizedStringTests: XCTestCase {
    private var bundle: Bundle!
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("LocalizedStringTests-\(UUID())")
        let english = directory.appendingPathComponent("Strings.bundle/en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try """
        "Inbox" = "Inbox (translated)";
        "%lld new messages" = "%lld new messages (translated)";
        "Sent by %@ on %lld" = "On %2$lld, %1$@ sent it";
        "settings.title" = "Settings (translated)";
        """.write(to: english.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try """
        "Inbox" = "Inbox (from the other table)";
        """.write(to: english.appendingPathComponent("Mail.strings"), atomically: true, encoding: .utf8)
        bundle = try XCTUnwrap(Bundle(url: directory.appendingPathComponent("Strings.bundle")))
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    func testAKeyIsLookedUpInTheBundle() {
        XCTAssertEqual(String(localized: "Inbox", bundle: bundle), "Inbox (translated)")
        XCTAssertEqual(String(localized: "Inbox", table: "Mail", bundle: bundle), "Inbox (from the other table)")
        XCTAssertEqual(String(localized: "Inbox", table: "", bundle: bundle, comment: "the list"), "Inbox (translated)")
    }

    func testAMissingKeyIsItself() {
        XCTAssertEqual(String(localized: "Drafts", bundle: bundle), "Drafts")
        XCTAssertEqual(String(localized: "Drafts"), "Drafts", "the main bundle has no translations")
        XCTAssertEqual(String(localized: "100% done", bundle: bundle), "100% done")
    }

    /// Interpolated values make the key's format specifiers, as Xcode extracts them.
    func testInterpolationFormsTheKeyAndFillsTheTranslation() {
        let count = 3
        XCTAssertEqual(String(localized: "\(count) new messages", bundle: bundle), "3 new messages (translated)")
        let sender = "Ada"
        XCTAssertEqual(String(localized: "Sent by \(sender) on \(12)", bundle: bundle), "On 12, Ada sent it")
        XCTAssertEqual(String(localized: "\(count)% of \(sender)", bundle: bundle), "3% of Ada")
    }

    func testValuesAreFormattedAsTheirSpecifiersSay() {
        let values: String.LocalizationValue = "\(Int32(-2)) \(UInt(7)) \(2.5) \(Float(0.5)) \(NSNumber(value: 9))"
        XCTAssertEqual(
            String(localized: values, bundle: bundle, locale: Locale(identifier: "en_US")), "-2 7 2.500000 0.500000 9")
        let decimal: String.LocalizationValue = "\(2.5)"
        XCTAssertEqual(String(localized: decimal, bundle: bundle, locale: Locale(identifier: "de_DE")), "2,500000")
    }

    func testAStaticKeyFallsBackToItsDefaultValue() {
        XCTAssertEqual(
            String(localized: "settings.title", defaultValue: "Settings", bundle: bundle), "Settings (translated)")
        let count = 2
        XCTAssertEqual(
            String(localized: "inbox.count", defaultValue: "\(count) messages", bundle: bundle), "2 messages")
    }

    func testLocalizationValuesCompareByKeyAndValues() {
        let count = 1
        let one: String.LocalizationValue = "\(count) item"
        let same: String.LocalizationValue = "\(1) item"
        let two: String.LocalizationValue = "\(2) item"
        XCTAssertEqual(one, same)
        XCTAssertNotEqual(one, two)
        XCTAssertEqual(String.LocalizationValue("Inbox"), "Inbox")
    }
}
