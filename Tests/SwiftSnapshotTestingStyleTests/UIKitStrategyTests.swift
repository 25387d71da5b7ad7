import SnapshotTesting
import UIKit
import XCTest

/// A sign-in screen as an app would write it: a stack of a title, two fields and a button, pinned to the
/// layout margins below the safe area.
final class LoginViewController: UIViewController {
    let titleLabel = UILabel()
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.borderStyle = .roundedRect
        passwordField.isSecureTextEntry = true
        signInButton.setTitle("Sign In", for: .normal)

        let stack = UIStackView(arrangedSubviews: [titleLabel, emailField, passwordField, signInButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])
    }
}

/// A rounded badge that sizes itself with constraints around its label.
final class BadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
        label.text = "NEW"
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 13)
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 4),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -4),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class UIKitStrategyTests: XCTestCase {
    func testLoginOnIPhone13() {
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhone13))
    }

    func testLoginOnIPadPro11Landscape() {
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPadPro11(.landscape)))
    }

    func testLoginInASplitView() {
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPadPro11(.portrait(splitView: .oneThird))))
    }

    func testLoginInDarkModeAtALargerTextSize() {
        let traits = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark),
            UITraitCollection(preferredContentSizeCategory: .accessibilityMedium),
        ])
        assertSnapshot(of: LoginViewController(), as: .image(on: .iPhoneSe, traits: traits))
    }

    func testLoginRecursiveDescription() {
        assertSnapshot(of: LoginViewController(), as: .recursiveDescription(on: .iPhoneSe))
    }

    func testOneControllerOnSeveralDevices() {
        let login = LoginViewController()
        assertSnapshot(of: login, as: .image(on: .iPhone8(.landscape)), named: "iPhone8-landscape")
        assertSnapshot(of: login, as: .image(on: .iPhoneX), named: "iPhoneX")
    }

    func testHierarchy() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: LoginViewController()), UIViewController()]
        assertSnapshot(of: tabs, as: .hierarchy)
    }

    func testViewAtAGivenSize() {
        let view = BadgeView()
        assertSnapshot(of: view, as: .image(size: CGSize(width: 120, height: 40)))
    }

    func testViewSizedByItsConstraints() {
        let badge = BadgeView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        assertSnapshot(of: badge, as: .image)
        assertSnapshot(of: badge, as: .recursiveDescription)
    }

    func testViewWithAFrameInDarkMode() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 80, height: 28))
        badge.backgroundColor = .systemBackground
        badge.label.textColor = .label
        assertSnapshot(of: badge, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    func testLayerOfAView() {
        let badge = BadgeView(frame: CGRect(x: 0, y: 0, width: 64, height: 24))
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.systemOrange.cgColor
        assertSnapshot(of: badge.layer, as: .image)
    }

    /// A changed screen fails against the golden recorded by `testOneControllerOnSeveralDevices`, naming the
    /// moved views; an unchanged one passes under a perceptual precision too.
    func testAChangedScreenFailsAgainstItsGolden() {
        let changed = LoginViewController()
        changed.loadViewIfNeeded()
        changed.titleLabel.text = "Welcome back,\nfriend"
        changed.titleLabel.numberOfLines = 0
        let failure = verifySnapshot(
            of: changed, as: .image(on: .iPhone8(.landscape)), named: "iPhone8-landscape", record: .never,
            testName: "testOneControllerOnSeveralDevices")
        XCTAssertTrue(failure?.contains("Newly-taken snapshot does not match reference.") ?? false, failure ?? "passed")
        XCTAssertTrue(failure?.contains("UITextField") ?? false, failure ?? "passed")

        let same = verifySnapshot(
            of: LoginViewController(), as: .image(on: .iPhone8(.landscape), perceptualPrecision: 0.98),
            named: "iPhone8-landscape", record: .never, testName: "testOneControllerOnSeveralDevices")
        XCTAssertNil(same)
    }

    func testAViewWithNoSizeFailsWithAReason() {
        let failure = verifySnapshot(of: UIView(), as: .image, named: "no-size", record: .never)
        XCTAssertTrue(failure?.contains("has no size") ?? false, failure ?? "passed")
    }
}
