import OpenUIKit

/// Issue 16's settings screen: an inset-grouped table with headers and footers, value1 rows with disclosure
/// indicators, a checkmark and a subtitle row. The issue puts it in a navigation controller with a large
/// title; navigation bars are not in the tree yet, so the table is the screen's root view for now.
final class SettingsTableViewController: UITableViewController {
    private struct Row {
        var style: UITableViewCell.CellStyle
        var text: String
        var detail: String?
        var accessory: UITableViewCell.AccessoryType
    }

    private let sections: [(header: String?, rows: [Row], footer: String?)] = [
        (
            nil,
            [
                Row(
                    style: .subtitle, text: "Jane Appleseed", detail: "Apple ID, iCloud, Media & Purchases",
                    accessory: .disclosureIndicator)
            ],
            nil
        ),
        (
            "Connections",
            [
                Row(style: .value1, text: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
                Row(style: .value1, text: "Bluetooth", detail: "On", accessory: .disclosureIndicator),
                Row(style: .value1, text: "Personal Hotspot", detail: "Off", accessory: .disclosureIndicator),
            ],
            nil
        ),
        (
            "Appearance",
            [
                Row(style: .default, text: "Automatic", accessory: .checkmark),
                Row(style: .default, text: "Light", accessory: .none),
                Row(style: .default, text: "Dark", accessory: .none),
            ],
            "Automatic switches between light and dark with the time of day."
        ),
        (
            "About",
            [
                Row(style: .value1, text: "Version", detail: "1.0 (16)", accessory: .none),
                Row(style: .default, text: "Acknowledgements", accessory: .detailButton),
            ],
            "Settings are kept on this device only."
        ),
    ]

    init() {
        super.init(style: .insetGrouped)
        title = "Settings"
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let identifier = "style\(row.style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
        cell.textLabel?.text = row.text
        cell.detailTextLabel?.text = row.detail
        cell.accessoryType = row.accessory
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }
}
