import UIKit

/// A reminder screen as apps write it with pickers: a wheel of durations made of reused labels, a compact
/// date picker whose action reads the new date, and an inline style that a device shows as a calendar.
public final class ReminderViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    public let durations = [5, 10, 15, 30, 60]
    public let unitPicker = UIPickerView()
    public let datePicker = UIDatePicker()
    public private(set) var chosenDuration = 15
    public private(set) var chosenDate: Date?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        unitPicker.dataSource = self
        unitPicker.delegate = self
        unitPicker.selectRow(2, inComponent: 0, animated: false)

        datePicker.datePickerMode = .dateAndTime
        datePicker.preferredDatePickerStyle = .compact
        datePicker.locale = Locale(identifier: "en_GB")
        datePicker.timeZone = TimeZone(identifier: "Europe/London")
        datePicker.calendar = Calendar(identifier: .gregorian)
        datePicker.minuteInterval = 15
        datePicker.minimumDate = Date(timeIntervalSince1970: 0)
        datePicker.setDate(Date(timeIntervalSince1970: 1_773_505_800), animated: false)
        datePicker.addAction(
            UIAction { [weak self] action in
                guard let picker = action.sender as? UIDatePicker else { return }
                self?.chosenDate = picker.date
            }, for: .valueChanged)

        let stack = UIStackView(arrangedSubviews: [datePicker, unitPicker])
        stack.axis = .vertical
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            unitPicker.widthAnchor.constraint(equalTo: view.widthAnchor),
        ])
    }

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? durations.count : 1
    }

    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        component == 0 ? 80 : 120
    }

    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 36 }

    public func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        label.font = .systemFont(ofSize: 20)
        label.textAlignment = component == 0 ? .right : .left
        label.text = component == 0 ? "\(durations[row])" : "minutes"
        return label
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if component == 0 { chosenDuration = durations[row] }
    }

    /// What a device shows for the date: the resolved style and the row in the wheel.
    public var summary: String {
        "\(datePicker.datePickerStyle == .compact ? "compact" : "other") \(unitPicker.selectedRow(inComponent: 0))"
    }
}

/// A search screen's empty states, the iOS 17 way: loading while a query runs, the search preset when
/// nothing matched, and the results otherwise.
public final class SearchResultsViewController: UIViewController {
    public var isLoading = false { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
    public var results: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }

    public override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var configuration: UIContentUnavailableConfiguration?
        if isLoading {
            var loading = UIContentUnavailableConfiguration.loading()
            loading.text = "Searching…"
            configuration = loading
        } else if results.isEmpty {
            var search = UIContentUnavailableConfiguration.search()
            search.secondaryText = "Try another word."
            search.imageProperties.tintColor = .tertiaryLabel
            search.textProperties.color = .secondaryLabel
            search.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 24, bottom: 8, trailing: 24)
            var button = UIButton.Configuration.tinted()
            button.title = "Clear Filters"
            search.button = button
            search.buttonProperties.primaryAction = UIAction(title: "Clear Filters") { [weak self] _ in
                self?.results = ["Everything"]
            }
            configuration = search
        }
        contentUnavailableConfiguration = configuration
    }

    /// A standalone empty view, as a table's background view.
    public static func emptyBackground() -> UIView {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "star")
        configuration.text = "No Favorites"
        configuration.alignment = .center
        return UIContentUnavailableView(configuration: configuration)
    }
}
