import OpenUIKit

/// A profile header over a form, built from stack views the way apps build them: one vertical stack pinned to
/// the root view's readable content guide, holding a header (avatar beside a name and a subtitle), rows of a
/// title and a value aligned on their first baselines, a row that is hidden, more room after the header, and a
/// row of equally filled tiles. At accessibility text sizes the rows, the header and the tiles stack vertically,
/// as Apple's guidance for large text suggests.
final class ProfileFormViewController: UIViewController {
    private static let details: [(title: String, value: String, hidden: Bool)] = [
        ("Email", "anna@example.com", false),
        ("Phone", "+351 912 345 678", false),
        ("Birthday", "12 March", true),
        ("Location", "Lisbon, Portugal", false),
        ("Member since", "2019", false),
    ]
    private static let tiles: [(value: String, caption: String)] = [
        ("128", "Posts"), ("4.2k", "Followers"), ("311", "Following"), ("17", "Lists"),
    ]

    /// Labels wrap only when stacked: side by side, wrapping labels would share the row's width arbitrarily.
    private var labels: [UILabel] = []
    /// Stacks whose axis follows the text size, with their alignment when horizontal.
    private var adaptiveStacks: [(stack: UIStackView, alignment: UIStackView.Alignment)] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let header = makeHeader()
        let rows = Self.details.map { detail -> UIStackView in
            let row = makeRow(title: detail.title, value: detail.value)
            row.isHidden = detail.hidden
            return row
        }
        let tiles = UIStackView(arrangedSubviews: Self.tiles.map { makeTile(value: $0.value, caption: $0.caption) })
        tiles.distribution = .fillEqually
        tiles.spacing = 8
        adaptiveStacks.append((tiles, .fill))

        let form = UIStackView(arrangedSubviews: [header] + rows + [tiles])
        form.axis = .vertical
        form.spacing = 12
        form.setCustomSpacing(24, after: header)
        form.setCustomSpacing(24, after: rows[rows.count - 1])
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalToSystemSpacingBelow: guide.topAnchor, multiplier: 2),
            form.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        updateAxes()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAxes()
    }

    /// The view's traits are final only once it is in its window; setting an unchanged axis does nothing.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateAxes()
    }

    private func updateAxes() {
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        for (stack, alignment) in adaptiveStacks {
            stack.axis = large ? .vertical : .horizontal
            // Stacked, everything but the tiles starts at the leading edge.
            stack.alignment = large && alignment != .fill ? .leading : alignment
        }
        for label in labels where label.numberOfLines != (large ? 0 : 1) { label.numberOfLines = large ? 0 : 1 }
    }

    private func label(_ text: String, _ style: UIFont.TextStyle, _ color: UIColor) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = color
        labels.append(label)
        return label
    }

    private func makeHeader() -> UIStackView {
        let avatar = UIView()
        avatar.backgroundColor = .systemIndigo
        avatar.layer.cornerRadius = 32
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalToConstant: 64),
        ])
        let names = UIStackView(arrangedSubviews: [
            label("Anna Lindqvist", .title2, .label),
            label("Product designer", .subheadline, .secondaryLabel),
        ])
        names.axis = .vertical
        names.spacing = 2
        let header = UIStackView(arrangedSubviews: [avatar, names])
        header.alignment = .center
        header.spacing = UIStackView.spacingUseSystem
        adaptiveStacks.append((header, .center))
        return header
    }

    /// The title takes the room left over, so the value sits at the trailing edge in either direction.
    private func makeRow(title: String, value: String) -> UIStackView {
        let titleLabel = label(title, .subheadline, .secondaryLabel)
        let valueLabel = label(value, .body, .label)
        valueLabel.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        let row = UIStackView(arrangedSubviews: [titleLabel, valueLabel])
        row.alignment = .firstBaseline
        row.spacing = UIStackView.spacingUseSystem
        adaptiveStacks.append((row, .firstBaseline))
        return row
    }

    private func makeTile(value: String, caption: String) -> UIStackView {
        let tile = UIStackView(arrangedSubviews: [
            label(value, .title3, .label), label(caption, .caption1, .secondaryLabel),
        ])
        tile.axis = .vertical
        tile.alignment = .center
        tile.spacing = 2
        tile.isLayoutMarginsRelativeArrangement = true
        // The padding is the tile's own: a tile below the bottom of the screen gets no more.
        tile.insetsLayoutMarginsFromSafeArea = false
        tile.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 8, bottom: 10, trailing: 8)
        tile.backgroundColor = .secondarySystemBackground
        tile.layer.cornerRadius = 10
        return tile
    }
}
