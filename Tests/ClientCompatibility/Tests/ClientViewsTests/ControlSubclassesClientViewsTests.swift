import ClientViews
import SnapshotRenderer
import UIKit
import XCTest

/// The client subclasses of controls, views, windows and gesture recognizers (a slider with a taller track, a
/// label with insets, a scroll view that lets drags take buttons' touches, a drag recognizer, a window that
/// hears when it becomes key) get UIKit's calls, and what they draw shows (iPhone 8, @2x, on white).
final class ControlSubclassesClientViewsTests: XCTestCase {
    func testTheTallerTrackIsDrawnWhereTheSliderSaysItIs() throws {
        let image = try MainActor.assumeIsolated {
            try renderHostedClientView { root in
                let tall = TallTrackSlider(frame: CGRect(x: 20, y: 100, width: 280, height: 31))
                tall.value = 0.25
                root.addSubview(tall)
                let standard = UISlider(frame: CGRect(x: 20, y: 150, width: 280, height: 31))
                standard.value = 0.25
                standard.minimumTrackTintColor = .systemPurple
                root.addSubview(standard)
            }
        }
        // 4.5 pt above the middle of each slider, 10 pt in from its leading end (left of the thumb).
        let tall = image[60, 222]
        XCTAssertTrue(tall.red > 150 && tall.blue > 200 && tall.green < 120, "the 12 pt track, purple: \(tall)")
        let standard = image[60, 322]
        XCTAssertTrue(standard.red == 255 && standard.green == 255 && standard.blue == 255, "above the 4 pt track")
        let thumbCenter = image[2 * 97, 231]
        XCTAssertTrue(thumbCenter.red == 255 && thumbCenter.green == 255, "the thumb a quarter along: \(thumbCenter)")
    }

    func testTheInsetLabelIsSizedAndDrawnWithItsInsets() throws {
        let intrinsic = MainActor.assumeIsolated {
            let label = InsetLabel()
            label.text = "New"
            let plain = UILabel()
            plain.text = "New"
            return (label.intrinsicContentSize, plain.intrinsicContentSize)
        }
        XCTAssertEqual(intrinsic.0.width, intrinsic.1.width + 20)
        XCTAssertEqual(intrinsic.0.height, intrinsic.1.height + 8)
        let image = try MainActor.assumeIsolated {
            try renderHostedClientView { root in
                let label = InsetLabel()
                label.text = "WWW"
                label.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                    label.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
                ])
            }
        }
        func isDark(_ pixel: RGBAImage.Pixel) -> Bool { pixel.red < 100 && pixel.green < 100 }
        let inset = (40..<58).flatMap { x in (200..<240).map { image[x, $0] } }
        XCTAssertFalse(inset.contains(where: isDark), "no text in the leading inset")
        XCTAssertTrue(inset.contains { $0.red > 240 && $0.blue < 40 }, "the yellow background")
        let text = (60..<120).flatMap { x in (200..<240).map { image[x, $0] } }
        XCTAssertTrue(text.contains(where: isDark), "the text after the inset")
    }

    func testTheScrollViewLetsDragsTakeButtonsTouches() {
        MainActor.assumeIsolated {
            let scroll = ButtonFriendlyScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            XCTAssertTrue(scroll.touchesShouldCancel(in: UIButton(type: .system)))
            XCTAssertFalse(scroll.touchesShouldCancel(in: UISwitch()), "other controls keep UIKit's default")
            XCTAssertTrue(scroll.touchesShouldCancel(in: UIView()))
            XCTAssertFalse(scroll.delaysContentTouches)
        }
    }

    func testTheDragRecognizerBeginsPastItsThreshold() {
        MainActor.assumeIsolated {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let drag = ThresholdPanGestureRecognizer()
            view.addGestureRecognizer(drag)
            let event = UIEvent()
            var states: [UIGestureRecognizer.State] = []
            @MainActor func move(to point: CGPoint) {
                drag.touchesMoved([UITouch(at: point, in: view)], with: event)
                states.append(drag.state)
            }
            drag.touchesBegan([UITouch(at: CGPoint(x: 10, y: 10), in: view)], with: event)
            move(to: CGPoint(x: 15, y: 10))
            move(to: CGPoint(x: 30, y: 12))
            move(to: CGPoint(x: 40, y: 12))
            XCTAssertEqual(states, [.possible, .began, .changed], "it begins past the threshold")
            XCTAssertEqual(drag.translation, CGPoint(x: 30, y: 2))
            drag.touchesEnded([UITouch(at: CGPoint(x: 40, y: 12), in: view)], with: event)
            XCTAssertEqual(drag.state, .possible, "back to possible once it ended")
            XCTAssertEqual(drag.translation, .zero, "reset() ran")
            drag.touchesBegan([UITouch(at: CGPoint(x: 10, y: 10), in: view)], with: event)
            drag.translationBeforeFailing = nil
            move(to: CGPoint(x: 11, y: 40))
            XCTAssertEqual(drag.translationBeforeFailing, CGPoint(x: 1, y: 30), "a vertical drag failed it")
            XCTAssertEqual(drag.state, .possible)
        }
    }

    func testTheWindowHearsWhenItBecomesKey() {
        MainActor.assumeIsolated {
            let main = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            main.makeKeyAndVisible()
            let overlay = KeyTrackingWindow(windowScene: main.windowScene!)
            XCTAssertTrue(overlay.madeForScene)
            overlay.makeKeyAndVisible()
            main.makeKey()
            XCTAssertEqual(overlay.keyChanges, [true, false])
            overlay.isHidden = true
            main.isHidden = true
        }
    }
}
