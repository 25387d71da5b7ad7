import OpenUIKit
import XCTest

/// Key commands as an iPad screen declares them; sent along the responder chain as a key press would.
final class UIKeyCommandTests: XCTestCase {
    private final class InboxScreen: UIViewController {
        var events: [String] = []

        override var keyCommands: [UIKeyCommand]? {
            [
                UIKeyCommand(
                    input: "n", modifierFlags: .command, action: Selector("compose:", InboxScreen.compose(_:)),
                    discoverabilityTitle: "New Message"),
                UIKeyCommand(
                    input: UIKeyCommand.inputEscape, modifierFlags: [],
                    action: Selector("dismissSearch", InboxScreen.dismissSearch)),
            ]
        }

        func compose(_ sender: UIKeyCommand) { events.append("compose \(sender.input ?? "")") }
        func dismissSearch() { events.append("dismiss") }
    }

    func testCommandsKeepTheirKeysAndSendTheirActions() {
        let screen = InboxScreen()
        let commands = screen.keyCommands ?? []
        XCTAssertEqual(commands.map(\.input), ["n", "UIKeyInputEscape"])
        XCTAssertEqual(commands[0].modifierFlags, .command)
        XCTAssertEqual(commands[0].discoverabilityTitle, "New Message")
        for command in commands {
            XCTAssertTrue(UIApplication.shared.sendAction(command.action, to: screen, from: command, for: nil))
        }
        XCTAssertEqual(screen.events, ["compose n", "dismiss"])
    }

    func testAddedCommandsAreTheControllersKeyCommands() {
        let controller = UIViewController()
        XCTAssertNil(controller.keyCommands)
        let command = UIKeyCommand(title: "Find", action: "find:", input: "f", modifierFlags: [.command, .shift])
        controller.addKeyCommand(command)
        controller.addKeyCommand(command)
        XCTAssertEqual(controller.keyCommands?.count, 1)
        XCTAssertEqual(command.modifierFlags.rawValue, 1 << 20 | 1 << 17)
        controller.removeKeyCommand(command)
        XCTAssertNil(controller.keyCommands)
        let menu = UICommand(title: "Copy", action: "copy:", propertyList: "plain")
        XCTAssertEqual(menu.propertyList as? String, "plain")
        XCTAssertEqual(NSStringFromSelector(menu.action), "copy:")
    }
}
