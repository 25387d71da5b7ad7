import SnapshotTesting
import UIKit
import XCTest

/// What a snapshot does with the timers and delayed performs a screen schedules, due at once (see
/// `Selector`'s comment): the image strategies lay out and draw without turning the run loop, so
/// nothing scheduled fires before the image, as with swift-snapshot-testing on iOS. `.wait(for:on:)`
/// turns the main run loop before the strategy runs: what was scheduled before the assertion (a screen
/// whose view the test loaded) fires then, and what `viewDidLoad` schedules during the capture does not.
final class RunLoopTurnTests: XCTestCase {
    /// A screen that turns red once its timer or its delayed perform has fired.
    private final class CountdownScreen: UIViewController {
        var events: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            Timer.scheduledTimer(
                timeInterval: 0, target: self, selector: Selector("tick:", CountdownScreen.tick(_:)), userInfo: nil,
                repeats: false)
            perform(Selector("reveal", CountdownScreen.reveal), with: nil, afterDelay: 0)
        }

        func tick(_ timer: Timer) { events.append("tick") }

        func reveal() {
            events.append("reveal")
            view.backgroundColor = .red
        }
    }

    private let size = CGSize(width: 4, height: 4)

    private func png(
        _ controller: UIViewController, as strategy: Snapshotting<UIViewController, UIImage>
    ) -> Data? {
        var image: UIImage?
        strategy.snapshot(controller).run { image = $0 }
        return image?.pngData()
    }

    private func filled(_ color: UIColor) -> Data? {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        return png(controller, as: .image(size: size))
    }

    func testNothingScheduledFiresBeforeTheImage() {
        let screen = CountdownScreen()
        let image = png(screen, as: .image(size: size))
        XCTAssertEqual(screen.events, [])
        XCTAssertNotNil(image)
        XCTAssertNotEqual(filled(.white), filled(.red))
        XCTAssertEqual(image, filled(.white))
        // They fire at the run loop's next turn, after the image.
        turnRunLoop(until: { screen.events.count == 2 })
        XCTAssertEqual(screen.events, ["tick", "reveal"])
    }

    func testWaitingTurnsTheRunLoopBeforeTheCaptureOnly() {
        let unloaded = CountdownScreen()
        XCTAssertEqual(png(unloaded, as: .wait(for: 0.05, on: .image(size: size))), filled(.white))
        XCTAssertEqual(unloaded.events, [], "viewDidLoad ran during the capture, after the wait")

        let loaded = CountdownScreen()
        loaded.loadViewIfNeeded()
        XCTAssertEqual(png(loaded, as: .wait(for: 0.05, on: .image(size: size))), filled(.red))
        XCTAssertEqual(loaded.events, ["tick", "reveal"])
        turnRunLoop(until: { unloaded.events.count == 2 })
    }

    private func turnRunLoop(until condition: () -> Bool) {
        let deadline = Date(timeIntervalSinceNow: 2)
        while !condition() && Date() < deadline {
            _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
