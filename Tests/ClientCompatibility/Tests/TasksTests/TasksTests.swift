import SnapshotTesting
import UIKit
import XCTest

@testable import Tasks

/// The Tasks app's own files (App/Tasks), compiled unchanged through the ObjectiveCPorting plugin:
/// `@objc`, `@objc(name)`, `@objcMembers`, `dynamic`, `@IBOutlet`, `@IBAction`, `@IBDesignable`,
/// `@IBInspectable`, `#selector` in its forms and `#keyPath`. These check that the actions,
/// notifications, timers, gestures and delayed performs the app sets up reach its methods as on iOS,
/// and snapshot its screens. Each test runs on the main thread, as XCTest calls it, under
/// `MainActor.assumeIsolated`.
final class TasksTests: XCTestCase {
    func testTheListScreen() {
        MainActor.assumeIsolated {
            let list = TaskListViewController(store: makeStore())
            assertSnapshot(of: UINavigationController(rootViewController: list), as: .image(on: .iPhone13))
            XCTAssertEqual(list.footerLabel.text, "2 of 3 left")
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 3)
        }
    }

    func testTheListInDarkModeAtTheLargestTextSize() {
        MainActor.assumeIsolated {
            let list = TaskListViewController(store: makeStore())
            assertSnapshot(
                of: UINavigationController(rootViewController: list),
                as: .image(
                    on: .iPhone13, orientation: .portrait, contentSize: .accessibilityExtraExtraExtraLarge,
                    appearance: .dark))
        }
    }

    func testTheListRightToLeft() {
        MainActor.assumeIsolated {
            let list = TaskListViewController(store: makeStore())
            assertSnapshot(
                of: UINavigationController(rootViewController: list),
                as: .image(on: .iPhone13, orientation: .portrait, layoutDirection: .rightToLeft))
        }
    }

    func testTheComposerWithTheKeyboardUp() {
        MainActor.assumeIsolated {
            let composer = ComposeViewController(store: makeStore())
            let window = show(composer, on: .iPhone13)
            // What UIKit posts when the keyboard rises (OpenUIKit shows no keyboard, so the test posts it).
            let keyboard = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
            NotificationCenter.default.post(
                name: UIResponder.keyboardWillShowNotification, object: nil,
                userInfo: [
                    UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard),
                    UIResponder.keyboardAnimationDurationUserInfoKey: 0.25,
                ])
            XCTAssertEqual(composer.keyboardHeight, 336)
            window.layoutIfNeeded()
            // 336 − the 34-pt home indicator inset, + 16, above the safe area's bottom.
            XCTAssertEqual(composer.saveButton.frame.maxY, 844 - 34 - 16 - (336 - 34), accuracy: 0.01)

            NotificationCenter.default.post(name: UIResponder.keyboardWillHideNotification, object: nil)
            window.layoutIfNeeded()
            XCTAssertEqual(composer.keyboardHeight, 0)
            XCTAssertEqual(composer.saveButton.frame.maxY, 844 - 34 - 16, accuracy: 0.01)

            NotificationCenter.default.post(
                name: UIResponder.keyboardWillShowNotification, object: nil,
                userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: keyboard)])
            assertSnapshot(of: try! XCTUnwrap(composer.navigationController), as: .image(on: .iPhone13))
        }
    }

    func testSettings() {
        MainActor.assumeIsolated {
            let settings = SettingsViewController()
            _ = show(settings, on: .iPhone13)
            assertSnapshot(of: UINavigationController(rootViewController: settings), as: .image(on: .iPhone13))
        }
    }

    func testTheClearButtonSendsItsActionToTheController() {
        MainActor.assumeIsolated {
            let store = makeStore()
            let list = TaskListViewController(store: store)
            _ = show(list)
            XCTAssertTrue(list.clearButton.isEnabled)
            XCTAssertEqual(list.clearButton.actions(forTarget: list, forControlEvent: .touchUpInside), ["clearAll:"])

            list.clearButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(store.count, 0)
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 0, "tasksDidChange(_:) reloaded the table")
            XCTAssertFalse(list.clearButton.isEnabled)
            XCTAssertEqual(list.footerLabel.text, "All tasks cleared")
        }
    }

    func testTheClearedMessageGoesAfterItsDelay() {
        MainActor.assumeIsolated {
            TaskListViewController.messageDuration = 0.05
            defer { TaskListViewController.messageDuration = 3 }
            let list = TaskListViewController(store: makeStore())
            _ = show(list)
            list.clearButton.sendActions(for: .touchUpInside)
            XCTAssertEqual(list.footerLabel.text, "All tasks cleared", "a delayed perform waits for the run loop")
            runMainLoop { list.footerLabel.text != "All tasks cleared" }
            XCTAssertEqual(list.footerLabel.text, "0 of 0 left")
        }
    }

    func testLeavingTheListCancelsItsDelayedPerforms() {
        MainActor.assumeIsolated {
            TaskListViewController.messageDuration = 0.05
            defer { TaskListViewController.messageDuration = 3 }
            let list = TaskListViewController(store: makeStore())
            _ = show(list)
            list.clearButton.sendActions(for: .touchUpInside)
            list.viewWillDisappear(false)
            RunLoop.main.run(until: Date().addingTimeInterval(0.3))
            XCTAssertEqual(list.footerLabel.text, "All tasks cleared")
        }
    }

    func testStoreChangesReachTheListThroughItsObserver() {
        MainActor.assumeIsolated {
            let store = makeStore()
            let list = TaskListViewController(store: store)
            _ = show(list)
            store.add(TaskItem(title: "Water the plants", createdAt: Date(timeIntervalSince1970: 1_700_000_500)))
            XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 4)
            XCTAssertEqual(list.footerLabel.text, "3 of 4 left")
            // Another store's changes are not the list's business: it observes its own store only.
            TaskStore().add(TaskItem(title: "Elsewhere", createdAt: Date()))
            XCTAssertEqual(list.footerLabel.text, "3 of 4 left")
        }
    }

    func testTheObserverIsGoneWithTheController() {
        MainActor.assumeIsolated {
            let store = makeStore()
            weak var gone: TaskListViewController?
            @MainActor func loadList() {
                let list = TaskListViewController(store: store)
                list.loadViewIfNeeded()
                gone = list
            }
            loadList()
            XCTAssertNil(gone, "the notification center holds its observers weakly")
            store.add(TaskItem(title: "After", createdAt: Date()))
        }
    }

    func testAScheduledTimerKeepsItsTargetUntilTheListGoes() {
        MainActor.assumeIsolated {
            weak var gone: TaskListViewController?
            @MainActor func showAndLeave() {
                let list = TaskListViewController(store: makeStore())
                let window = show(list)
                gone = list
                XCTAssertNotNil(window.rootViewController)
                list.viewWillDisappear(false)
                window.rootViewController = nil
            }
            showAndLeave()
            XCTAssertNil(gone, "viewWillDisappear(_:) invalidated the timer, which held the list")
        }
    }

    func testTheRefreshTimerFiresOnTheRunLoop() {
        MainActor.assumeIsolated {
            TaskListViewController.refreshInterval = 0.02
            defer { TaskListViewController.refreshInterval = 60 }
            let list = TaskListViewController(store: makeStore())
            _ = show(list)
            XCTAssertEqual(list.refreshCount, 0, "a timer fires only when the run loop turns")
            runMainLoop { list.refreshCount >= 2 }
            XCTAssertGreaterThanOrEqual(list.refreshCount, 2, "a repeating timer fires again")
        }
    }

    func testBarButtonItemsCarryTheirActions() {
        MainActor.assumeIsolated {
            let list = TaskListViewController(store: makeStore())
            let window = show(list)
            let add = try! XCTUnwrap(list.navigationItem.rightBarButtonItem)
            XCTAssertEqual(add.action.map(NSStringFromSelector), "addTapped")
            XCTAssertTrue(add.target === list)

            let sort = try! XCTUnwrap(list.navigationItem.leftBarButtonItem)
            XCTAssertEqual(sort.action, Selector("sortTapped:"))
            XCTAssertTrue(UIApplication.shared.sendAction(sort.action!, to: sort.target, from: sort, for: nil))
            XCTAssertTrue(list.newestFirst)
            list.tableView.layoutIfNeeded()
            let firstTitle = list.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration
            XCTAssertEqual((firstTitle as? UIListContentConfiguration)?.text, "Call the plumber about the kitchen tap")

            XCTAssertTrue(UIApplication.shared.sendAction(add.action!, to: add.target, from: add, for: nil))
            XCTAssertTrue(list.navigationController?.topViewController is ComposeViewController)
            _ = window
        }
    }

    func testANilTargetedActionFindsTheControllerAlongTheResponderChain() {
        MainActor.assumeIsolated {
            let list = TaskListViewController(store: makeStore())
            _ = show(list)
            // As a button inside the list's view with no target would: the view, then its controller.
            let sent = UIApplication.shared.sendAction(
                NSSelectorFromString("sortTapped:"), to: nil, from: list.tableView, for: nil)
            XCTAssertFalse(sent, "a selector made from a name alone carries no method to perform")
            let sort = try! XCTUnwrap(list.navigationItem.leftBarButtonItem?.action)
            XCTAssertTrue(UIApplication.shared.sendAction(sort, to: nil, from: list.tableView, for: nil))
            XCTAssertTrue(list.newestFirst)
        }
    }

    func testTappingTheFooterSwitchesWhatItCounts() {
        MainActor.assumeIsolated {
            let list = TaskListViewController(store: makeStore())
            _ = show(list)
            let tap = try! XCTUnwrap(list.footerLabel.gestureRecognizers?.first as? UITapGestureRecognizer)
            tap.state = .ended
            XCTAssertEqual(list.footerLabel.text, "3 tasks")
            tap.state = .possible
            tap.state = .ended
            XCTAssertEqual(list.footerLabel.text, "2 of 3 left")
        }
    }

    func testComposingATask() {
        MainActor.assumeIsolated {
            let store = makeStore()
            let list = TaskListViewController(store: store)
            let window = show(list)
            let composer = ComposeViewController(store: store)
            list.navigationController?.pushViewController(composer, animated: false)
            composer.view.window?.layoutIfNeeded()
            XCTAssertFalse(composer.saveButton.isEnabled)

            composer.titleField.text = "  "
            composer.titleField.sendActions(for: .editingChanged)
            XCTAssertFalse(composer.saveButton.isEnabled, "a blank title is not a task")

            composer.titleField.text = "Book the dentist"
            composer.titleField.sendActions(for: .editingChanged)
            XCTAssertTrue(composer.saveButton.isEnabled)
            XCTAssertTrue(composer.textFieldShouldReturn(composer.titleField), "responds(to: #selector(save))")
            XCTAssertEqual(store.tasks.last?.title, "Book the dentist")
            XCTAssertEqual(list.footerLabel.text, "3 of 4 left")
            XCTAssertTrue(list.navigationController?.topViewController === list)
            withExtendedLifetime(window) {}
        }
    }

    func testTheComposersTapRecognizerEndsEditingInItsView() {
        MainActor.assumeIsolated {
            let composer = ComposeViewController(store: makeStore())
            _ = show(composer)
            let tap = try! XCTUnwrap(composer.view.gestureRecognizers?.first)
            XCTAssertFalse(tap.cancelsTouchesInView)
            XCTAssertTrue(composer.view.responds(to: Selector("endEditing:")) == false)
            XCTAssertTrue(composer.view.responds(to: Selector("endEditing:", UIView.endEditing(_:))))
        }
    }

    func testSelectorsKeepTheirObjectiveCNames() {
        MainActor.assumeIsolated {
            XCTAssertEqual(NSStringFromSelector(SettingsViewController.toggleSelector), "switchDidToggle:")
            XCTAssertEqual(NSStringFromSelector(SettingsViewController.hidingSelector), "setHidden:")
            XCTAssertEqual(NSStringFromSelector(ComposeViewController.validityGetter), "isValid")
            XCTAssertEqual(TaskStore.sortKey, "createdAt")
        }
    }

    func testTheSwitchTogglesTheSetting() {
        MainActor.assumeIsolated {
            let settings = SettingsViewController()
            _ = show(settings)
            let toggle = try! XCTUnwrap(settings.view.subviews.first?.subviews.compactMap { $0 as? UISwitch }.first)
            toggle.isOn = false
            toggle.sendActions(for: .valueChanged)
            XCTAssertEqual(settings.toggleCount, 1)
            XCTAssertFalse(settings.showsFinishedTasks)

            let view = UIView()
            XCTAssertTrue(view.responds(to: SettingsViewController.hidingSelector))
            view.perform(SettingsViewController.hidingSelector, with: true)
            XCTAssertTrue(view.isHidden, "a setter selector sets the property")
        }
    }

    func testAssociatedLabelsReadBack() {
        MainActor.assumeIsolated {
            let view = UIView()
            XCTAssertNil(view.debugTag)
            view.debugTag = "avatar"
            XCTAssertEqual(view.debugTag, "avatar")

            // SnapKit's shape: the owner is an optional view wrapped in `Any`.
            let target = ConstraintTarget(view: view)
            XCTAssertEqual(target.label(), "avatar")
            target.setLabel("header")
            XCTAssertEqual(view.debugTag, "header")
            view.debugTag = nil
            XCTAssertNil(target.label())
        }
    }

    func testTheMeasuredHeightsCacheEmptiesWithTheStore() {
        MainActor.assumeIsolated {
            let store = makeStore()
            store.cache(height: 44, for: "Buy oat milk")
            XCTAssertEqual(store.cachedHeight(for: "Buy oat milk"), 44)
            store.removeAll()
            XCTAssertNil(store.cachedHeight(for: "Buy oat milk"))
        }
    }
}

@MainActor
private func makeStore() -> TaskStore {
    let store = TaskStore()
    let day = Date(timeIntervalSince1970: 1_700_000_000)
    store.add(TaskItem(title: "Buy oat milk", createdAt: day))
    store.add(TaskItem(title: "Renew passport", isDone: true, createdAt: day.addingTimeInterval(60)))
    store.add(TaskItem(title: "Call the plumber about the kitchen tap", createdAt: day.addingTimeInterval(120)))
    return store
}

@MainActor
private func show(_ controller: UIViewController, on device: Device = .iPhone8) -> UIWindow {
    let window = UIWindow(device: device)
    window.rootViewController = UINavigationController(rootViewController: controller)
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

/// Turns the main run loop, as the app's would between events, until `condition` holds or 10 s pass.
@MainActor
private func runMainLoop(until condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(10)
    while !condition(), Date() < deadline {
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
    }
}
