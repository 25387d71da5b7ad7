import UIKit

/// A to-do row as apps subclass `UITableViewCell`: a check mark that follows selection, a dimmed title while
/// highlighted, a reorder control while editing, and a tinted selected background view of its own.
public final class TaskCell: UITableViewCell {
    public static let reuseIdentifier = "TaskCell"
    public let titleLabel = UILabel()
    public private(set) var stateLog: [String] = []

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
        let selection = UIView()
        selection.backgroundColor = UIColor.systemGreen.withAlphaComponent(0.3)
        selectedBackgroundView = selection
        showsReorderControl = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        accessoryType = selected ? .checkmark : .none
        stateLog.append(selected ? "selected" : "deselected")
    }

    public override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        titleLabel.alpha = highlighted ? 0.5 : 1
        stateLog.append(highlighted ? "highlighted" : "unhighlighted")
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        stateLog.append(editing ? "editing" : "done editing")
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}
