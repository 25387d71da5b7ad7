import Foundation

/// A date, time or countdown picker. `.compact` shows grey capsules with the formatted date and time,
/// `.wheels` the wheels of a `UIPickerView`, `.inline` a month calendar (`InlineCalendarView`; a time alone
/// shows its capsule, as on iOS). Formatting uses the picker's `locale`, `timeZone` and `calendar`, and
/// without them the pinned ones of `PickerMetrics`, never the machine's.
open class UIDatePicker: UIControl {
    public enum Mode: Int, Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    open var datePickerMode: Mode = .dateAndTime { didSet { contentDidChange() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { contentDidChange() } }

    /// The style shown: `.automatic` is `.compact`, and a countdown timer always shows wheels (iOS 14+).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// UIKit's default is the moment the picker is made; scenes set their own so that snapshots do not change.
    open var date = Date() {
        didSet {
            let clamped = clampedDate(date)
            if clamped != date { date = clamped }
            contentDidChange()
        }
    }
    open var locale: Locale? { didSet { contentDidChange() } }
    open var timeZone: TimeZone? { didSet { contentDidChange() } }
    private var calendarStorage: Calendar?
    /// The picker's calendar; unset, the pinned Gregorian one (`PickerMetrics.pinnedCalendar`).
    open var calendar: Calendar! {
        get { calendarStorage ?? PickerMetrics.pinnedCalendar }
        set {
            calendarStorage = newValue
            contentDidChange()
        }
    }
    open var minimumDate: Date? { didSet { date = clampedDate(date) } }
    open var maximumDate: Date? { didSet { date = clampedDate(date) } }
    /// Seconds, kept to whole minutes within a day, as in UIKit.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let clamped = min(max(0, (countDownDuration / 60).rounded(.down) * 60), 23 * 3600 + 59 * 60)
            if clamped != countDownDuration { countDownDuration = clamped }
            contentDidChange()
        }
    }
    /// 1 to 30 and a divisor of 60; other values are ignored and 1 is used, as in UIKit.
    open var minuteInterval = 1 { didSet { contentDidChange() } }
    open var roundsToMinuteInterval = true { didSet { contentDidChange() } }

    let wheels = UIPickerView()
    private(set) var wheelSource: DateWheelSource?
    private(set) var capsules: [CompactCapsule] = []
    private(set) var calendarView: InlineCalendarView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        calendarView = InlineCalendarView(picker: self)
        contentDidChange()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Programmatic changes send no actions, as in UIKit (only the user's changes send `.valueChanged`).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    // MARK: Formatting

    /// UIKit falls back on the calendar's locale and time zone, then the user's; here straight to the pinned
    /// ones, since a calendar made in code carries the machine's.
    var effectiveLocale: Locale { locale ?? PickerMetrics.pinnedLocale }
    var effectiveTimeZone: TimeZone { timeZone ?? PickerMetrics.pinnedTimeZone }
    var effectiveCalendar: Calendar {
        var calendar = self.calendar!
        calendar.locale = effectiveLocale
        calendar.timeZone = effectiveTimeZone
        return calendar
    }
    var effectiveMinuteInterval: Int {
        (1...30).contains(minuteInterval) && 60 % minuteInterval == 0 ? minuteInterval : 1
    }

    func formatter(dateStyle: DateFormatter.Style, timeStyle: DateFormatter.Style) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = effectiveLocale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveTimeZone
        formatter.dateStyle = dateStyle
        formatter.timeStyle = timeStyle
        return formatter
    }

    /// The date as shown: its minutes rounded down to the interval when `roundsToMinuteInterval`.
    var displayedDate: Date {
        let interval = effectiveMinuteInterval
        guard roundsToMinuteInterval, interval > 1 else { return date }
        let minute = effectiveCalendar.component(.minute, from: date)
        let seconds = effectiveCalendar.component(.second, from: date)
        return date.addingTimeInterval(-TimeInterval((minute % interval) * 60 + seconds))
    }

    /// The texts of the compact capsules, in reading order: the medium date, the short time, or both.
    var compactTexts: [String] {
        let shown = displayedDate
        let dateText = formatter(dateStyle: .medium, timeStyle: .none).string(from: shown)
        let timeText = formatter(dateStyle: .none, timeStyle: .short).string(from: shown)
        switch datePickerMode {
        case .date: return [dateText]
        case .time: return [timeText]
        case .dateAndTime: return [dateText, timeText]
        case .countDownTimer: return []
        }
    }

    private func clampedDate(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }

    // MARK: Content

    private func contentDidChange() {
        for capsule in capsules { capsule.removeFromSuperview() }
        capsules = []
        // Only the views of the style shown are in the tree.
        if let calendarView {
            if showsCalendar {
                if calendarView.superview !== self { addSubview(calendarView) }
                calendarView.invalidate()
            } else {
                calendarView.removeFromSuperview()
            }
        }
        if datePickerStyle == .wheels {
            if wheels.superview !== self { addSubview(wheels) }
        } else {
            wheels.removeFromSuperview()
            wheels.dataSource = nil
            wheels.delegate = nil
            wheelSource = nil
        }
        switch datePickerStyle {
        case _ where showsCalendar:
            break
        case .compact, .automatic, .inline:
            capsules = compactTexts.map { CompactCapsule(text: $0) }
            for capsule in capsules { addSubview(capsule) }
        case .wheels:
            let source = DateWheelSource(picker: self)
            wheelSource = source
            wheels.dataSource = source
            wheels.delegate = source
            for (component, row) in source.selectedRows.enumerated() {
                wheels.selectRow(row, inComponent: component, animated: false)
            }
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// An inline picker shows a calendar unless it picks a time alone.
    private var showsCalendar: Bool { datePickerStyle == .inline && datePickerMode != .time }

    /// Compact (and an inline time): the capsules side by side. Wheels: the picker's 320 × 216. Inline: 320
    /// wide, the calendar's header, weekdays and six weeks tall, and the Time row with a time.
    open override var intrinsicContentSize: CGSize {
        if showsCalendar {
            let weeks =
                PickerMetrics.inlineHeaderHeight + PickerMetrics.inlineWeekdayHeight + 6 * PickerMetrics.inlineRowHeight
            let time = datePickerMode == .dateAndTime ? PickerMetrics.inlineTimeRowHeight : 0
            return CGSize(width: PickerMetrics.inlineWidth, height: weeks + time)
        }
        switch datePickerStyle {
        case .compact, .automatic, .inline:
            let sizes = capsules.map { $0.fittingSize }
            let width =
                sizes.map(\.width).reduce(0, +) + PickerMetrics.compactSpacing * CGFloat(max(0, sizes.count - 1))
            return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
        case .wheels: return PickerMetrics.defaultSize
        }
    }

    /// Capsules sit at the trailing edge, centred vertically (choice); the wheels fill the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
        calendarView?.frame = bounds
        var sizes = capsules.map { $0.fittingSize }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let spacing = PickerMetrics.compactSpacing * CGFloat(max(0, sizes.count - 1))
        // Narrower than the capsules: the date gives way first, its text truncated (choice).
        var excess = sizes.map(\.width).reduce(0, +) + spacing - bounds.width
        for index in sizes.indices where excess > 0 {
            let give = min(excess, max(0, sizes[index].width - 2 * PickerMetrics.compactHorizontalPadding))
            sizes[index].width -= give
            excess -= give
        }
        let total = sizes.map(\.width).reduce(0, +) + spacing
        var x = rightToLeft ? bounds.minX : bounds.maxX - total
        let ordered = rightToLeft ? Array(zip(capsules, sizes).reversed()) : Array(zip(capsules, sizes))
        for (capsule, size) in ordered {
            capsule.frame = CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            x += size.width + PickerMetrics.compactSpacing
        }
    }
}

/// One grey capsule of a compact date picker: body text in label colour, padded (`PickerMetrics`).
final class CompactCapsule: UIView {
    let label = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        backgroundColor = PickerMetrics.compactFill
        layer.cornerRadius = PickerMetrics.compactCornerRadius
        label.textColor = .label
        label.textAlignment = .center
        label.text = text
        addSubview(label)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Body text that follows Dynamic Type up to XXXL and stops there (`PickerMetrics.compactLargestCategory`).
    private func refreshFont() {
        let category = traitCollection.preferredContentSizeCategory
        let capped = category.isAccessibilityCategory ? PickerMetrics.compactLargestCategory : category
        let font = UIFont.preferredFont(
            forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: capped))
        if label.font.pointSize != font.pointSize { label.font = font }
    }

    var fittingSize: CGSize {
        refreshFont()
        let text = label.intrinsicContentSize
        return CGSize(
            width: (text.width + 2 * PickerMetrics.compactHorizontalPadding).rounded(.up),
            height: (text.height + PickerMetrics.compactVerticalPadding).rounded(.up))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        refreshFont()
        let text = label.intrinsicContentSize
        label.frame = CGRect(
            x: PickerMetrics.compactHorizontalPadding, y: (bounds.height - text.height) / 2,
            width: max(0, bounds.width - 2 * PickerMetrics.compactHorizontalPadding), height: text.height)
    }
}
