import Foundation

/// The wheels of a date picker in `.wheels` style: columns in the locale's order (month, day, year for
/// en_US; hour, minute and AM/PM where the locale uses a 12-hour clock), titled in the picker's locale,
/// each as wide as its widest title in sight plus `PickerMetrics.dateWheelPadding`. A countdown timer
/// shows hours and minutes, naming the unit beside the selected row only (UIKit keeps a fixed unit
/// label there). UIKit's "Today" is not shown: it would make a snapshot depend on the day it is taken.
@preconcurrency @MainActor
final class DateWheelSource: UIPickerViewDataSource, UIPickerViewDelegate {
    struct Column {
        let count: Int
        let selected: Int
        let title: (Int) -> String

        init(count: Int, selected: Int, title: @escaping (Int) -> String) {
            self.count = count
            self.selected = selected
            self.title = title
        }

        init(cyclic count: Int, selected: Int, title: @escaping (Int) -> String) {
            self.count = count * DateWheelSource.cycles
            self.selected = count * (DateWheelSource.cycles / 2) + selected
            self.title = { title($0 % count) }
        }
    }

    let columns: [Column]
    private(set) var widths: [CGFloat] = []
    var selectedRows: [Int] { columns.map(\.selected) }

    /// A column that wraps around (months, days, hours, minutes) repeats its rows this many times and starts
    /// in the middle, so that rows show on both sides of the selection, as UIKit's wheels do.
    nonisolated static let cycles = 100

    init(picker: UIDatePicker) {
        columns = Self.columns(for: picker)
        widths = columns.map(Self.width(of:))
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component].title(row)
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { widths[component] }

    private static func width(of column: Column) -> CGFloat {
        let rows =
            column.count <= 64
            ? Array(0..<column.count) : Array(max(0, column.selected - 8)...min(column.count - 1, column.selected + 8))
        let label = UILabel()
        label.font = .systemFont(ofSize: PickerMetrics.rowFontSize)
        var widest: CGFloat = 0
        for row in rows {
            label.text = column.title(row)
            widest = max(widest, label.intrinsicContentSize.width)
        }
        return (widest + PickerMetrics.dateWheelPadding).rounded(.up)
    }

    private static func columns(for picker: UIDatePicker) -> [Column] {
        let calendar = picker.effectiveCalendar
        let locale = picker.effectiveLocale
        let interval = picker.effectiveMinuteInterval
        func pattern(_ template: String) -> String {
            DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? template
        }
        if picker.datePickerMode == .countDownTimer {
            let minutes = Int(picker.countDownDuration) / 60
            let hour = minutes / 60
            let minute = (minutes % 60) / interval
            return [
                Column(count: 24, selected: hour) { $0 == hour ? ($0 == 1 ? "1 hour" : "\($0) hours") : "\($0)" },
                Column(count: 60 / interval, selected: minute) {
                    $0 == minute ? "\($0 * interval) min" : "\($0 * interval)"
                },
            ]
        }
        let date = picker.displayedDate
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        var result: [Column] = []
        switch picker.datePickerMode {
        case .date:
            let months = calendar.standaloneMonthSymbols
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            let month = Column(cyclic: months.count, selected: (parts.month ?? 1) - 1) { months[$0] }
            let day = Column(cyclic: days, selected: (parts.day ?? 1) - 1) { "\($0 + 1)" }
            let year = Column(count: 9999, selected: (parts.year ?? 1) - 1) { "\($0 + 1)" }
            let order = pattern("MMMMdy")
            let placed: [(Character, Column)] = [("M", month), ("d", day), ("y", year)]
            result = placed.sorted { position(of: $0.0, in: order) < position(of: $1.0, in: order) }.map(\.1)
            return result
        case .dateAndTime:
            let formatter = picker.formatter(dateStyle: .none, timeStyle: .none)
            formatter.dateFormat = pattern("EEEMMMd")
            let span = 1000
            result.append(
                Column(count: 2 * span + 1, selected: span) { row in
                    formatter.string(from: calendar.date(byAdding: .day, value: row - span, to: date) ?? date)
                })
        case .time, .countDownTimer:
            break
        }
        let timePattern = pattern("jmm")
        let twelveHour = timePattern.contains("a")
        let hourValue = parts.hour ?? 0
        let hour: Column
        if twelveHour {
            let shown = hourValue % 12 == 0 ? 12 : hourValue % 12
            hour = Column(cyclic: 12, selected: shown - 1) { "\($0 + 1)" }
        } else {
            hour = Column(cyclic: 24, selected: hourValue) { twoDigits($0) }
        }
        let minute = Column(cyclic: 60 / interval, selected: (parts.minute ?? 0) / interval) {
            twoDigits($0 * interval)
        }
        var time = [hour, minute]
        if twelveHour {
            let symbols = picker.formatter(dateStyle: .none, timeStyle: .short)
            let meridiem = Column(count: 2, selected: hourValue >= 12 ? 1 : 0) {
                $0 == 0 ? symbols.amSymbol : symbols.pmSymbol
            }
            let before = position(of: "a", in: timePattern) < position(of: "h", in: timePattern)
            time = before ? [meridiem] + time : time + [meridiem]
        }
        return result + time
    }

    private static func position(of field: Character, in pattern: String) -> Int {
        pattern.firstIndex(where: { $0 == field || (field == "h" && ($0 == "H" || $0 == "K" || $0 == "k")) })
            .map { pattern.distance(from: pattern.startIndex, to: $0) } ?? Int.max
    }

    private static func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
