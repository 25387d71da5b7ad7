import XCTest

@testable import OpenUIKit

final class UIDatePickerTests: XCTestCase {
    /// 2026-03-14 16:30:00 UTC: 9:30 AM in Los Angeles (PDT, UTC−7).
    private let sample = Date(timeIntervalSince1970: 1_773_505_800)
    private let losAngeles = TimeZone(identifier: "America/Los_Angeles")!

    func testRawValuesAreUIKits() {
        XCTAssertEqual(UIDatePicker.Mode.time.rawValue, 0)
        XCTAssertEqual(UIDatePicker.Mode.date.rawValue, 1)
        XCTAssertEqual(UIDatePicker.Mode.dateAndTime.rawValue, 2)
        XCTAssertEqual(UIDatePicker.Mode.countDownTimer.rawValue, 3)
        XCTAssertEqual(UIDatePickerStyle.automatic.rawValue, 0)
        XCTAssertEqual(UIDatePickerStyle.wheels.rawValue, 1)
        XCTAssertEqual(UIDatePickerStyle.compact.rawValue, 2)
        XCTAssertEqual(UIDatePickerStyle.inline.rawValue, 3)
    }

    func testDefaultsAndResolvedStyle() {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact, "automatic shows compact on iOS 14+")
        XCTAssertEqual(picker.minuteInterval, 1)
        XCTAssertTrue(picker.roundsToMinuteInterval)
        XCTAssertNil(picker.locale)
        XCTAssertNil(picker.timeZone)
        XCTAssertEqual(picker.calendar.identifier, .gregorian)
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.datePickerStyle, .inline)
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.datePickerStyle, .wheels, "a countdown timer always shows wheels")
    }

    /// Without a locale or time zone the pinned ones format: en_US in UTC, whatever the machine's.
    func testCompactTextsUseThePinnedLocaleAndTimeZone() {
        let picker = UIDatePicker()
        picker.date = sample
        XCTAssertEqual(picker.compactTexts, ["Mar 14, 2026", "4:30\u{202F}PM"])
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "fr_FR")
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        picker.calendar = calendar
        XCTAssertEqual(picker.compactTexts, ["Mar 14, 2026", "4:30\u{202F}PM"], "a calendar's locale is not used")
        picker.timeZone = losAngeles
        XCTAssertEqual(picker.compactTexts, ["Mar 14, 2026", "9:30\u{202F}AM"])
        picker.datePickerMode = .date
        XCTAssertEqual(picker.compactTexts, ["Mar 14, 2026"])
        picker.datePickerMode = .time
        XCTAssertEqual(picker.compactTexts, ["9:30\u{202F}AM"])
    }

    func testCompactTextsFollowThePickersLocale() {
        let picker = UIDatePicker()
        picker.date = sample
        picker.timeZone = losAngeles
        picker.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(picker.compactTexts, ["14.03.2026", "09:30"])
    }

    func testMinuteIntervalRoundsTheShownTimeDown() {
        let picker = UIDatePicker()
        picker.datePickerMode = .time
        picker.date = sample.addingTimeInterval(4 * 60 + 20)
        picker.minuteInterval = 5
        XCTAssertEqual(picker.compactTexts, ["4:30\u{202F}PM"])
        picker.roundsToMinuteInterval = false
        XCTAssertEqual(picker.compactTexts, ["4:34\u{202F}PM"])
        picker.roundsToMinuteInterval = true
        picker.minuteInterval = 7
        XCTAssertEqual(picker.effectiveMinuteInterval, 1, "an interval that does not divide 60 is ignored")
    }

    func testDatesAreKeptWithinTheLimitsAndCountdownToWholeMinutes() {
        let picker = UIDatePicker()
        picker.date = sample
        picker.minimumDate = sample.addingTimeInterval(3600)
        XCTAssertEqual(picker.date, sample.addingTimeInterval(3600))
        picker.maximumDate = sample.addingTimeInterval(7200)
        picker.setDate(sample.addingTimeInterval(99_999), animated: true)
        XCTAssertEqual(picker.date, sample.addingTimeInterval(7200))
        picker.countDownDuration = 125
        XCTAssertEqual(picker.countDownDuration, 120)
        picker.countDownDuration = 100_000
        XCTAssertEqual(picker.countDownDuration, 23 * 3600 + 59 * 60)
    }

    func testProgrammaticChangesSendNoActions() {
        let picker = UIDatePicker()
        var sent = 0
        picker.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        picker.setDate(sample, animated: false)
        picker.date = sample.addingTimeInterval(60)
        XCTAssertEqual(sent, 0)
        picker.sendActions(for: .valueChanged)
        XCTAssertEqual(sent, 1)
    }

    /// Compact: capsules side by side 6 apart, each its text plus 11 on either side, the text's line height
    /// plus 13 tall.
    func testCompactSizeIsTheCapsulesSideBySide() throws {
        let picker = UIDatePicker()
        picker.date = sample
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Mar 14, 2026"
        let date = label.intrinsicContentSize
        label.text = "4:30\u{202F}PM"
        let time = label.intrinsicContentSize
        let expectedWidth = (date.width + 22).rounded(.up) + 6 + (time.width + 22).rounded(.up)
        XCTAssertEqual(picker.intrinsicContentSize.width, expectedWidth)
        XCTAssertEqual(picker.intrinsicContentSize.height, (date.height + 13).rounded(.up))
        picker.frame = CGRect(origin: .zero, size: CGSize(width: 400, height: 50))
        picker.layoutIfNeeded()
        let last = try XCTUnwrap(picker.capsules.last)
        XCTAssertEqual(last.frame.maxX, 400, "capsules sit at the trailing edge")
        XCTAssertEqual(last.layer.cornerRadius, 6)
    }

    /// Inline: a calendar 320 wide, 44 + 20 + 6 × 44 tall, plus a 52-pt Time row with a time; a time alone
    /// shows its capsule.
    func testInlineSizes() throws {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .inline
        picker.date = sample
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 328 + 52))
        picker.datePickerMode = .date
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 328))
        XCTAssertTrue(picker.calendarView?.superview === picker)
        picker.datePickerMode = .time
        XCTAssertNil(picker.calendarView?.superview)
        XCTAssertEqual(picker.capsules.count, 1)
    }

    /// Wheels: the locale's column order and titles, the shown values selected.
    func testWheelsFollowTheLocale() throws {
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .wheels
        picker.datePickerMode = .date
        picker.timeZone = losAngeles
        picker.date = sample
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
        func titles() throws -> [String] {
            let source = try XCTUnwrap(picker.wheelSource)
            return source.columns.map { $0.title($0.selected) }
        }
        XCTAssertEqual(try titles(), ["March", "14", "2026"])
        picker.datePickerMode = .time
        XCTAssertEqual(try titles(), ["9", "30", "AM"])
        picker.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(try titles(), ["09", "30"])
        picker.datePickerMode = .date
        XCTAssertEqual(try titles(), ["14", "März", "2026"])
        picker.datePickerMode = .countDownTimer
        picker.countDownDuration = 90 * 60
        XCTAssertEqual(try titles(), ["1 hour", "30 min"])
        XCTAssertTrue(picker.wheels.superview === picker)
        XCTAssertEqual(picker.wheels.selectedRow(inComponent: 1), 30)
    }
}
