import XCTest

@testable import OpenUIKit

final class UIContentUnavailableTests: XCTestCase {
    func testPresets() {
        let empty = UIContentUnavailableConfiguration.empty()
        XCTAssertNil(empty.image)
        XCTAssertNil(empty.text)
        XCTAssertEqual(empty.textProperties.font.pointSize, UIFont.preferredFont(forTextStyle: .title2).pointSize)
        XCTAssertEqual(empty.textProperties.font.fontDescriptor.symbolicTraits.contains(.traitBold), true)
        XCTAssertEqual(empty.secondaryTextProperties.font, UIFont.preferredFont(forTextStyle: .body))
        XCTAssertEqual(empty.secondaryTextProperties.color, .secondaryLabel)
        XCTAssertEqual(empty.alignment, .center)
        XCTAssertEqual(empty.background.backgroundColor, .clear)
        XCTAssertEqual(
            empty.directionalLayoutMargins, NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20))
        let search = UIContentUnavailableConfiguration.search()
        XCTAssertNotNil(search.image)
        XCTAssertEqual(search.text, "No Results")
        XCTAssertTrue(UIContentUnavailableConfiguration.loading().showsActivityIndicator)
    }

    private func configured() -> UIContentUnavailableConfiguration {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.image = UIImage(systemName: "tray")
        configuration.text = "No Messages"
        configuration.secondaryText = "Messages you receive will appear here."
        configuration.button.title = "Compose"
        return configuration
    }

    /// A centred column: image, 10, text, 5, secondary text, 18, button, centred vertically in the area.
    func testLayoutIsACentredColumn() throws {
        let view = UIContentUnavailableView(configuration: configured())
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view.layoutIfNeeded()
        let image = view.imageView.frame
        let text = view.textLabel.frame
        let secondary = view.secondaryTextLabel.frame
        let button = try XCTUnwrap(view.buttons.first).frame
        XCTAssertEqual(text.minY - image.maxY, 10, accuracy: 1e-9)
        XCTAssertEqual(secondary.minY - text.maxY, 5, accuracy: 1e-9)
        XCTAssertEqual(button.minY - secondary.maxY, 18, accuracy: 1e-9)
        XCTAssertEqual(image.midX, 187.5, accuracy: 1e-9)
        XCTAssertEqual(button.midX, 187.5, accuracy: 1e-9)
        XCTAssertEqual(text.width, 375 - 40, "text spans the margins")
        XCTAssertEqual((image.minY + button.maxY) / 2, 333.5, accuracy: 1e-9)
    }

    /// On a wide screen the text is no wider than the readable width (672 at Large).
    func testTextKeepsToTheReadableWidth() {
        let view = UIContentUnavailableView(configuration: configured())
        view.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        view.layoutIfNeeded()
        XCTAssertEqual(view.textLabel.frame.width, 672)
        XCTAssertEqual(view.textLabel.frame.midX, 512)
    }

    func testNoButtonWithoutTitleAndNaturalAlignment() {
        var configuration = configured()
        configuration.button = .plain()
        configuration.alignment = .natural
        let view = UIContentUnavailableView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 375, height: 667)
        view.layoutIfNeeded()
        XCTAssertTrue(view.buttons.isEmpty)
        XCTAssertEqual(view.imageView.frame.minX, 20)
        XCTAssertEqual(view.textLabel.textAlignment, .natural)
        XCTAssertTrue(view.supports(UIContentUnavailableConfiguration.search()))
        XCTAssertFalse(view.supports(UIListContentConfiguration.cell()))
    }

    func testTheButtonRunsItsPrimaryAction() throws {
        var configuration = configured()
        var tapped = false
        configuration.buttonProperties.primaryAction = UIAction { _ in tapped = true }
        let view = UIContentUnavailableView(configuration: configuration)
        try XCTUnwrap(view.buttons.first).sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(tapped)
    }

    private final class Inbox: UIViewController {
        var messages: [String] = []
        var updates = 0
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            var configuration = UIContentUnavailableConfiguration.empty()
            configuration.text = "No Messages"
            contentUnavailableConfiguration = messages.isEmpty ? configuration : nil
        }
    }

    /// The update runs before the first layout and after `setNeedsUpdateContentUnavailableConfiguration()`;
    /// the view fills the controller's view, over its other subviews.
    func testViewControllerShowsAndHidesTheConfiguration() throws {
        let controller = Inbox()
        controller.view.addSubview(UILabel())
        let window = present(controller, on: .iPhone8) { _ in }
        XCTAssertEqual(controller.updates, 1)
        let shown = try XCTUnwrap(controller.view.subviews.last as? UIContentUnavailableView)
        XCTAssertEqual(shown.frame, controller.view.bounds)
        XCTAssertEqual(shown.textLabel.text, "No Messages")

        window.layoutIfNeeded()
        XCTAssertEqual(controller.updates, 1, "no update without a request")
        controller.messages = ["Hello"]
        controller.setNeedsUpdateContentUnavailableConfiguration()
        window.layoutIfNeeded()
        XCTAssertEqual(controller.updates, 2)
        XCTAssertNil(controller.contentUnavailableConfiguration)
        XCTAssertFalse(controller.view.subviews.contains { $0 is UIContentUnavailableView })
    }
}
