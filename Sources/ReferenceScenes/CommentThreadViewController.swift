import OpenUIKit

/// A comment thread as iOS 15–17 apps build it: a table of comments over an input bar that rides on the
/// keyboard layout guide (so it sits on the safe area here, where no keyboard shows), whose background runs
/// on to the bottom edge. The field's border is a layer colour, re-resolved by a trait change registration
/// when the appearance changes; the Post button spaces its image and title with the classic edge insets,
/// flipped by another registration when the layout direction is right to left.
final class CommentThreadViewController: UIViewController, UITableViewDataSource {
    private let comments: [(author: String, text: String)] = [
        ("Aiko Tanaka", "The readable width makes long comments much easier to follow on the iPad."),
        ("Bora Kim", "Does the input bar stay above the home indicator in landscape?"),
        ("Minh Nguyen", "It does: it is pinned to the keyboard layout guide, which starts at the safe area."),
        ("Sofia Rossi", "Nice. Shipping it in the next build."),
    ]
    private let fieldBox = UIView()
    private let post = UIButton(type: .system)

    static func inNavigation() -> UIViewController {
        UINavigationController(rootViewController: CommentThreadViewController())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Comments"
        view.backgroundColor = .systemBackground

        let table = UITableView(frame: .zero, style: .plain)
        table.dataSource = self
        table.register(UITableViewCell.self, forCellReuseIdentifier: "comment")
        table.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(table)

        // The bar's background reaches the bottom edge; its content stops at the keyboard guide.
        let barBackground = UIView()
        barBackground.backgroundColor = .secondarySystemBackground
        barBackground.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(barBackground)
        let hairline = UIView()
        hairline.backgroundColor = .separator
        hairline.translatesAutoresizingMaskIntoConstraints = false
        barBackground.addSubview(hairline)

        let field = UITextField()
        field.placeholder = "Add a comment…"
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        field.translatesAutoresizingMaskIntoConstraints = false
        fieldBox.backgroundColor = .systemBackground
        fieldBox.layer.cornerRadius = 18
        fieldBox.layer.borderWidth = 1
        fieldBox.translatesAutoresizingMaskIntoConstraints = false
        fieldBox.addSubview(field)

        post.setTitle("Post", for: .normal)
        post.setImage(UIImage(systemName: "paperplane.fill"), for: .normal)
        post.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        post.titleLabel?.adjustsFontForContentSizeCategory = true
        post.contentEdgeInsets = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
        post.setContentHuggingPriority(.required, for: .horizontal)
        post.setContentCompressionResistancePriority(.required, for: .horizontal)
        post.translatesAutoresizingMaskIntoConstraints = false

        let bar = UIStackView(arrangedSubviews: [fieldBox, post])
        bar.spacing = 8
        bar.alignment = .center
        bar.translatesAutoresizingMaskIntoConstraints = false
        barBackground.addSubview(bar)

        let guide = view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: view.topAnchor),
            table.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            table.bottomAnchor.constraint(equalTo: barBackground.topAnchor),
            barBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            barBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            barBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            hairline.topAnchor.constraint(equalTo: barBackground.topAnchor),
            hairline.leadingAnchor.constraint(equalTo: barBackground.leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: barBackground.trailingAnchor),
            hairline.heightAnchor.constraint(equalToConstant: 0.5),
            bar.topAnchor.constraint(equalTo: barBackground.topAnchor, constant: 8),
            bar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            guide.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            field.topAnchor.constraint(equalTo: fieldBox.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: fieldBox.bottomAnchor, constant: -8),
            field.leadingAnchor.constraint(equalTo: fieldBox.leadingAnchor, constant: 14),
            field.trailingAnchor.constraint(equalTo: fieldBox.trailingAnchor, constant: -14),
            fieldBox.heightAnchor.constraint(greaterThanOrEqualToConstant: 36),
        ])

        updateFieldBorder()
        updatePostSpacing()
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, _: UITraitCollection) in
            self.updateFieldBorder()
        }
        registerForTraitChanges([UITraitLayoutDirection.self]) { (self: Self, _: UITraitCollection) in
            self.updatePostSpacing()
        }
    }

    /// The classic spacing idiom: image and title each move 4 pt apart and the button keeps its size. The
    /// insets are left and right, not leading and trailing, so apps flip them for right-to-left layouts,
    /// where the image is on the title's right.
    private func updatePostSpacing() {
        let apart: CGFloat = traitCollection.layoutDirection == .rightToLeft ? -4 : 4
        post.imageEdgeInsets = UIEdgeInsets(top: 0, left: -apart, bottom: 0, right: apart)
        post.titleEdgeInsets = UIEdgeInsets(top: 0, left: apart, bottom: 0, right: -apart)
    }

    /// A `CGColor` does not follow the appearance by itself: resolved again whenever it changes.
    private func updateFieldBorder() {
        fieldBox.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { comments.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "comment", for: indexPath)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = comments[indexPath.row].author
        content.secondaryText = comments[indexPath.row].text
        content.secondaryTextProperties.numberOfLines = 0
        cell.contentConfiguration = content
        return cell
    }
}
