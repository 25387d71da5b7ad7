import OpenUIKit

/// Issue 16's settings screen: an inset-grouped table with headers and footers, value1 rows with disclosure
/// indicators, a checkmark and a subtitle row, shown in a navigation controller with a large title
/// (`SettingsTableViewController.inNavigation()`). Classic cells and content configurations side by side, as in
/// apps part-way through adopting them: the Appearance rows and the Version row use `UIListContentConfiguration`,
/// the About header a registered header view with its default configuration.
final class SettingsTableViewController: UITableViewController {
    private struct Row {
        var style: UITableViewCell.CellStyle
        var text: String
        var detail: String?
        var accessory: UITableViewCell.AccessoryType
        var configured = false
    }

    static func inNavigation() -> UIViewController {
        let navigation = UINavigationController(rootViewController: SettingsTableViewController())
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
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
                Row(style: .default, text: "Automatic", accessory: .checkmark, configured: true),
                Row(style: .default, text: "Light", accessory: .none, configured: true),
                Row(style: .default, text: "Dark", accessory: .none, configured: true),
            ],
            "Automatic switches between light and dark with the time of day."
        ),
        (
            "About",
            [
                Row(style: .value1, text: "Version", detail: "1.0 (16)", accessory: .none, configured: true),
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

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let row = sections[indexPath.section].rows[indexPath.row]
        let identifier = row.configured ? "configured" : "style\(row.style.rawValue)"
        let cell =
            tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? UITableViewCell(style: row.style, reuseIdentifier: identifier)
        if row.configured {
            var content = row.detail == nil ? cell.defaultContentConfiguration() : .valueCell()
            content.text = row.text
            content.secondaryText = row.detail
            cell.contentConfiguration = content
        } else {
            cell.textLabel?.text = row.text
            cell.detailTextLabel?.text = row.detail
        }
        cell.accessoryType = row.accessory
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == aboutSection ? nil : sections[section].header
    }

    private var aboutSection: Int { sections.count - 1 }

    /// The About header the way current code writes one: a registered view with its default configuration.
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == aboutSection, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        else { return nil }
        var content = header.defaultContentConfiguration()
        content.text = sections[section].header
        header.contentConfiguration = content
        return header
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        sections[section].footer
    }
}
