import SnapshotRenderer
import SnapshotTesting
import UIKit
import XCTest

@testable import ClientViews

/// Views that move, written as apps write them with Core Animation: a spinner, a progress ring, a
/// flashcard, a shimmering placeholder, a typing indicator, a pulsing button and a badge drawn into an
/// image. Their animations run on the model layers' side; a snapshot shows the screen at rest (the model),
/// and the delegate hears of an animation's end once the run loop has turned past it.
final class MotionClientViewsTests: XCTestCase {
    func testTheGalleryAtRestWithItsAnimationsRunning() {
        MainActor.assumeIsolated {
            assertSnapshot(of: MotionGalleryController(), as: .image(on: .iPhone13))
            assertSnapshot(
                of: MotionGalleryController(),
                as: .image(
                    on: .iPhone13, orientation: .portrait, contentSize: .accessibilityExtraExtraExtraLarge,
                    appearance: .dark, layoutDirection: .rightToLeft),
                named: "dark-rtl-ax5")
        }
    }

    func testARunningAnimationDoesNotChangeTheImage() throws {
        try MainActor.assumeIsolated {
            @MainActor func render(animating: Bool) throws -> RGBAImage {
                let gallery = MotionGalleryController()
                gallery.startsAnimating = animating
                return try Snapshotter.snapshot(of: { gallery }, configuration: DeviceConfiguration(device: .iPhone8))
                    .image
            }
            XCTAssertTrue(try render(animating: true) == render(animating: false))
        }
    }

    func testTheSpinnerAddsAndRemovesItsAnimation() {
        MainActor.assumeIsolated {
            let spinner = LoadingSpinnerView(frame: CGRect(x: 0, y: 0, width: 36, height: 36))
            XCTAssertFalse(spinner.isAnimating)
            spinner.startAnimating()
            XCTAssertTrue(spinner.isAnimating)
            spinner.stopAnimating()
            XCTAssertFalse(spinner.isAnimating)
        }
    }

    func testTheRingKeepsItsProgressOnTheModelLayer() throws {
        try MainActor.assumeIsolated {
            let ring = ProgressRingView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
            ring.layoutIfNeeded()
            ring.setProgress(0.4, animated: true)
            XCTAssertEqual(ring.progress, 0.4)
            let layers = try XCTUnwrap(ring.layer.sublayers)
            let progress = try XCTUnwrap(layers[1] as? CAShapeLayer)
            XCTAssertEqual(progress.strokeEnd, 0.4, "the model value is set beside the animation")
            let grow = try XCTUnwrap(progress.animation(forKey: "progress") as? CABasicAnimation)
            XCTAssertEqual(grow.keyPath, "strokeEnd")
            XCTAssertEqual(grow.toValue as? CGFloat, 0.4)
            XCTAssertEqual((layers[2] as? CATextLayer)?.string as? String, "40%")
            ring.setProgress(1.7, animated: false)
            XCTAssertEqual((layers[2] as? CATextLayer)?.string as? String, "100%")
        }
    }

    func testTheFlashcardsDelegateHearsTheFlipEnd() {
        MainActor.assumeIsolated {
            let card = FlashcardView(frame: CGRect(x: 0, y: 0, width: 240, height: 160))
            card.frontLabel.text = "der Apfel"
            card.backLabel.text = "the apple"
            card.flip()
            XCTAssertTrue(card.isShowingBack)
            XCTAssertNotNil(card.layer.animation(forKey: "flip"))
            XCTAssertEqual(card.finishedFlips, 0, "nothing is called back before the run loop turns")
            let deadline = Date().addingTimeInterval(10)
            while card.finishedFlips == 0, Date() < deadline {
                RunLoop.main.run(until: Date().addingTimeInterval(0.02))
            }
            XCTAssertEqual(card.finishedFlips, 1)
            XCTAssertNil(card.layer.animation(forKey: "flip"), "removed on completion")
        }
    }

    func testShimmerTypingAndPulseKeepTheirAnimationsUntilStopped() {
        MainActor.assumeIsolated {
            let shimmer = ShimmerView(frame: CGRect(x: 0, y: 0, width: 200, height: 16))
            shimmer.startShimmering()
            XCTAssertTrue(shimmer.isShimmering)
            shimmer.stopShimmering()
            XCTAssertFalse(shimmer.isShimmering)

            let typing = ChatTypingIndicatorView(frame: CGRect(x: 0, y: 0, width: 64, height: 36))
            typing.startAnimating()
            let dots = typing.layer.sublayers ?? []
            XCTAssertEqual(dots.count, 3)
            let begins = dots.compactMap { $0.animation(forKey: "bounce")?.beginTime }
            XCTAssertEqual(begins.count, 3)
            XCTAssertEqual(
                begins[2] - begins[0], 0.4, accuracy: 1e-9, "each dot a fifth of a second after the one before")
            typing.stopAnimating()
            XCTAssertTrue(dots.allSatisfy { $0.animationKeys() == nil })

            let pulse = PulsingButton(type: .custom)
            pulse.startPulsing()
            XCTAssertTrue(pulse.isPulsing)
        }
    }

    func testTheBadgeIsDrawnIntoAnImage() throws {
        try MainActor.assumeIsolated {
            let badge = try XCTUnwrap(BadgeImage.make(count: 7, scale: 2))
            XCTAssertEqual(badge.size.height, 20)
            XCTAssertEqual(badge.size.width, 20, "a one-digit count is a circle")
            XCTAssertEqual(badge.scale, 2)
            let wide = try XCTUnwrap(BadgeImage.make(count: 120, scale: 2))
            XCTAssertGreaterThan(wide.size.width, 20, "99+ needs a capsule")
            XCTAssertNil(UIGraphicsGetCurrentContext(), "the badge's context is ended")
        }
    }
}

/// The views above on one screen, each started as its app starts it.
final class MotionGalleryController: UIViewController {
    var startsAnimating = true
    private let spinner = LoadingSpinnerView()
    private let ring = ProgressRingView()
    private let card = FlashcardView()
    private let shimmer = ShimmerView()
    private let typing = ChatTypingIndicatorView()
    private let pulse = PulsingButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        card.frontLabel.text = "der Apfel"
        card.backLabel.text = "the apple"
        card.tilt = -0.04
        pulse.setTitle("Rec", for: .normal)
        let badge = UIImageView(image: BadgeImage.make(count: 12))
        let stack = UIStackView(arrangedSubviews: [spinner, ring, card, shimmer, typing, pulse, badge])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 20
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            card.widthAnchor.constraint(equalTo: stack.widthAnchor),
            card.heightAnchor.constraint(equalToConstant: 120),
            shimmer.widthAnchor.constraint(equalTo: stack.widthAnchor, multiplier: 0.8),
            shimmer.heightAnchor.constraint(equalToConstant: 14),
        ])
        ring.setProgress(0.65, animated: false)
        guard startsAnimating else { return }
        spinner.startAnimating()
        ring.setProgress(0.65, animated: true)
        shimmer.startShimmering()
        typing.startAnimating()
        pulse.startPulsing()
    }
}
