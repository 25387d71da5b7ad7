import OpenUIKit

/// A new-event form as apps build it: an inset-grouped table in a navigation controller with Cancel and
/// Add, a title field, compact date pickers for the start and end (explicit dates, locale and time zone),
/// and a "Repeat" row with a wheel picker under it. Rows put their label beside the control, and under it
/// at accessibility text sizes.
final class EventEditorViewController: UITableViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    private let repeatChoices = ["Never", "Every Day", "Every Week", "Every 2 Weeks", "Every Month", "Every Year"]
    private var repeatChoice = 2
    private let timeZone = TimeZone(identifier: "America/Los_Angeles")!
    private let locale = Locale(identifier: "en_US")

    static func inNavigation() -> UIViewController {
        UINavigationController(rootViewController: EventEditorViewController())
    }

    init() {
        super.init(style: .insetGrouped)
        title = "New Event"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add", style: .done, target: nil, action: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    private func date(hour: Int, minute: Int) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: 2026, month: 3, day: 14, hour: hour, minute: minute))!
    }

    override func numberOfSections(in tableView: UITableView) -> Int { 3 }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? 1 : 2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch (indexPath.section, indexPath.row) {
        case (0, _):
            return fieldCell()
        case (1, let row):
            let start = date(hour: 9, minute: 30)
            let end = date(hour: 11, minute: 0)
            return dateCell(title: row == 0 ? "Starts" : "Ends", date: row == 0 ? start : end)
        case (_, 0):
            let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "Repeat"
            cell.detailTextLabel?.text = repeatChoices[repeatChoice]
            return cell
        default:
            return pickerCell()
        }
    }

    private func fieldCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        let field = UITextField()
        field.placeholder = "Title"
        field.text = "Team offsite"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(field)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            field.topAnchor.constraint(equalTo: margins.topAnchor),
            field.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return cell
    }

    private func dateCell(title: String, date: Date) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        let label = UILabel()
        label.text = title
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        let picker = UIDatePicker()
        picker.preferredDatePickerStyle = .compact
        picker.datePickerMode = .dateAndTime
        picker.locale = locale
        picker.timeZone = timeZone
        picker.minuteInterval = 5
        picker.date = date
        picker.addAction(UIAction { _ in }, for: .valueChanged)
        // The label takes the room the picker does not need.
        picker.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        picker.setContentCompressionResistancePriority(.required, for: .horizontal)

        let accessible = tableView.traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        let row = UIStackView(arrangedSubviews: [label, picker])
        row.axis = accessible ? .vertical : .horizontal
        row.alignment = accessible ? .leading : .center
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(row)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            row.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            row.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 6),
            row.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -6),
        ])
        return cell
    }

    private func pickerCell() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .none
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        picker.selectRow(repeatChoice, inComponent: 0, animated: false)
        picker.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(picker)
        NSLayoutConstraint.activate([
            picker.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            picker.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            picker.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            picker.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
        ])
        return cell
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { repeatChoices.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        repeatChoices[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        repeatChoice = row
        tableView.reloadRows(at: [IndexPath(row: 0, section: 2)], with: .none)
    }
}
