import OpenUIKit

/// A sign-in screen as apps build it: a vertical stack on the readable content guide, in a scroll view so
/// that nothing is cut off at large text sizes, holding a title, an
/// account-type segmented control, an email field, a secure password field, a "remember me" switch row,
/// a filled sign-in button, a plain button and a terms note in a custom font scaled with `UIFontMetrics` (capped
/// at 28 pt). At accessibility text sizes the switch row stacks.
final class SignInViewController: UIViewController {
    private let switchRow = UIStackView()
    /// Wraps only when the row stacks: side by side, a wrapping label would share the row's width arbitrarily.
    private let remember = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        // A tap outside the fields ends editing, without swallowing the controls' own touches.
        let endEditing = UITapGestureRecognizer(target: view, action: Selector("endEditing:"))
        endEditing.cancelsTouchesInView = false
        view.addGestureRecognizer(endEditing)

        let title = UILabel()
        title.text = "Sign In"
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.adjustsFontForContentSizeCategory = true

        let accountType = UISegmentedControl(items: ["Personal", "Business"])
        accountType.selectedSegmentIndex = 0

        let email = field(placeholder: "Email")
        email.text = "anna@example.com"
        email.clearButtonMode = .always
        let password = field(placeholder: "Password")
        password.text = "correct horse"
        password.isSecureTextEntry = true
        let code = field(placeholder: "One-time code (optional)")

        remember.text = "Remember me"
        remember.font = .preferredFont(forTextStyle: .body)
        remember.adjustsFontForContentSizeCategory = true
        let toggle = UISwitch()
        toggle.isOn = true
        switchRow.addArrangedSubview(remember)
        switchRow.addArrangedSubview(toggle)
        switchRow.spacing = 8

        var signIn = UIButton.Configuration.filled()
        signIn.title = "Sign In"
        signIn.buttonSize = .large
        let signInButton = UIButton(configuration: signIn)
        let forgot = UIButton(type: .system)
        forgot.setTitle("Forgot password?", for: .normal)
        forgot.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
        forgot.titleLabel?.adjustsFontForContentSizeCategory = true

        let terms = UILabel()
        terms.text = "By signing in you agree to the Terms of Service and the Privacy Policy."
        terms.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(
            for: .systemFont(ofSize: 12, weight: .medium), maximumPointSize: 28)
        terms.adjustsFontForContentSizeCategory = true
        terms.textColor = .secondaryLabel
        terms.numberOfLines = 0

        let form = UIStackView(arrangedSubviews: [
            title, accountType, email, password, code, switchRow, signInButton, forgot, terms,
        ])
        form.axis = .vertical
        form.spacing = 12
        form.setCustomSpacing(20, after: title)
        form.setCustomSpacing(24, after: switchRow)
        form.translatesAutoresizingMaskIntoConstraints = false
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(form)
        let content = scrollView.contentLayoutGuide
        let guide = view.readableContentGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            form.topAnchor.constraint(equalToSystemSpacingBelow: content.topAnchor, multiplier: 2),
            content.bottomAnchor.constraint(equalToSystemSpacingBelow: form.bottomAnchor, multiplier: 2),
            form.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        updateAxes()
    }

    private func field(placeholder: String) -> UITextField {
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.adjustsFontForContentSizeCategory = true
        return field
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        updateAxes()
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateAxes()
    }

    private func updateAxes() {
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        switchRow.axis = large ? .vertical : .horizontal
        switchRow.alignment = large ? .leading : .center
        if remember.numberOfLines != (large ? 0 : 1) { remember.numberOfLines = large ? 0 : 1 }
    }
}
