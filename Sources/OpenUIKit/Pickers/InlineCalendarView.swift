import Foundation

/// The month calendar of an inline date picker: the month and year with the previous and next chevrons
/// above, the weekday initials in the calendar's order, and six weeks of days with the picker's day in a
/// tinted circle. With `.dateAndTime`, a Time row with a capsule follows. Sizes in `PickerMetrics`.
final class InlineCalendarView: UIView {
    private weak var picker: UIDatePicker?
    private var builtSize = CGSize.zero
    private var needsRebuild = true

    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    func invalidate() {
        needsRebuild = true
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        invalidate()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidate()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard needsRebuild || builtSize != bounds.size, let picker else { return }
        needsRebuild = false
        builtSize = bounds.size
        for view in subviews { view.removeFromSuperview() }
        build(for: picker)
    }

    /// `rect` in left-to-right coordinates, mirrored right to left.
    private func placed(_ rect: CGRect) -> CGRect {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return rect }
        return CGRect(x: bounds.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    private func label(_ text: String, font: UIFont, color: UIColor, in rect: CGRect, alignment: NSTextAlignment) {
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = alignment
        label.frame = placed(rect)
        addSubview(label)
    }

    private func build(for picker: UIDatePicker) {
        let calendar = picker.effectiveCalendar
        let date = picker.displayedDate
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let inset = PickerMetrics.inlineInset
        let cell = (bounds.width - 2 * inset) / 7

        // Header: "March 2026" and a small chevron, the month arrows at the trailing end.
        let header = PickerMetrics.inlineHeaderHeight
        let title = picker.formatter(dateStyle: .none, timeStyle: .none)
        title.setLocalizedDateFormatFromTemplate("MMMMy")
        let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
        let sizing = UILabel()
        sizing.font = titleFont
        sizing.text = title.string(from: date)
        let titleWidth = sizing.intrinsicContentSize.width.rounded(.up)
        label(
            title.string(from: date), font: titleFont, color: .label,
            in: CGRect(x: inset + 8, y: 0, width: titleWidth, height: header), alignment: .natural)
        addChevron(
            CGRect(x: inset + 8 + titleWidth + 6, y: (header - 12) / 2, width: 7, height: 12), pointsForward: true,
            rightToLeft: rightToLeft, lineWidth: 2)
        let arrows = CGSize(width: 11, height: 19)
        for (index, forward) in [false, true].enumerated() {
            let centreX = bounds.width - inset - 22 - CGFloat(1 - index) * 44
            addChevron(
                CGRect(
                    x: centreX - arrows.width / 2, y: (header - arrows.height) / 2, width: arrows.width,
                    height: arrows.height), pointsForward: forward, rightToLeft: rightToLeft, lineWidth: 2.5)
        }

        // Weekday initials from the calendar's first weekday.
        let symbols = calendar.shortStandaloneWeekdaySymbols
        let weekdayFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
        for column in 0..<7 {
            let symbol = symbols[(calendar.firstWeekday - 1 + column) % 7].uppercased()
            label(
                symbol, font: weekdayFont, color: .tertiaryLabel,
                in: CGRect(
                    x: inset + CGFloat(column) * cell, y: header, width: cell,
                    height: PickerMetrics.inlineWeekdayHeight), alignment: .center)
        }

        // Six weeks of days.
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        guard let first = calendar.date(from: DateComponents(year: parts.year, month: parts.month, day: 1)),
            let days = calendar.range(of: .day, in: .month, for: first)?.count
        else { return }
        let lead = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        let top = header + PickerMetrics.inlineWeekdayHeight
        let row = PickerMetrics.inlineRowHeight
        for day in 1...days {
            let slot = lead + day - 1
            let rect = CGRect(
                x: inset + CGFloat(slot % 7) * cell, y: top + CGFloat(slot / 7) * row, width: cell, height: row)
            let selected = day == parts.day
            if selected {
                let diameter = PickerMetrics.inlineSelectionDiameter
                let circle = UIView(
                    frame: placed(
                        CGRect(
                            x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter)
                    ))
                circle.backgroundColor = tintColor.withAlphaComponent(PickerMetrics.inlineSelectionAlpha)
                circle.layer.cornerRadius = diameter / 2
                addSubview(circle)
            }
            let dayDate = calendar.date(byAdding: .day, value: day - 1, to: first) ?? first
            let outside =
                (picker.minimumDate.map { calendar.compare(dayDate, to: $0, toGranularity: .day) == .orderedAscending }
                    ?? false)
                || (picker.maximumDate.map {
                    calendar.compare(dayDate, to: $0, toGranularity: .day) == .orderedDescending
                } ?? false)
            label(
                "\(day)", font: .systemFont(ofSize: 20, weight: selected ? .semibold : .regular),
                color: selected ? tintColor : (outside ? .tertiaryLabel : .label), in: rect, alignment: .center)
        }

        // Date and time: a Time row under a hairline.
        guard picker.datePickerMode == .dateAndTime else { return }
        let timeTop = top + 6 * row
        let hairline = UIView(
            frame: placed(CGRect(x: inset + 8, y: timeTop, width: bounds.width - 2 * inset - 8, height: 0.5)))
        hairline.backgroundColor = .separator
        addSubview(hairline)
        let timeRow = CGRect(x: 0, y: timeTop, width: bounds.width, height: PickerMetrics.inlineTimeRowHeight)
        label(
            "Time", font: .systemFont(ofSize: 17, weight: .semibold), color: .label,
            in: CGRect(x: inset + 8, y: timeRow.minY, width: cell * 3, height: timeRow.height), alignment: .natural)
        let capsule = CompactCapsule(text: picker.formatter(dateStyle: .none, timeStyle: .short).string(from: date))
        let size = capsule.fittingSize
        capsule.frame = placed(
            CGRect(
                x: bounds.width - inset - 8 - size.width, y: timeRow.midY - size.height / 2, width: size.width,
                height: size.height))
        addSubview(capsule)
    }

    private func addChevron(_ rect: CGRect, pointsForward: Bool, rightToLeft: Bool, lineWidth: CGFloat) {
        let chevron = CalendarChevronView(frame: placed(rect))
        chevron.pointsRight = pointsForward != rightToLeft
        chevron.lineWidth = lineWidth
        addSubview(chevron)
    }
}

/// A chevron stroked in the tint colour (a vector stand-in for the SF Symbol).
final class CalendarChevronView: UIView {
    var pointsRight = true
    var lineWidth: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let inset = lineWidth / 2
        let path = UIBezierPath()
        let (tipX, tailX) =
            pointsRight ? (bounds.maxX - inset, bounds.minX + inset) : (bounds.minX + inset, bounds.maxX - inset)
        path.move(to: CGPoint(x: tailX, y: bounds.minY + inset))
        path.addLine(to: CGPoint(x: tipX, y: bounds.midY))
        path.addLine(to: CGPoint(x: tailX, y: bounds.maxY - inset))
        path.lineWidth = lineWidth
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        tintColor.setStroke()
        path.stroke()
    }
}
