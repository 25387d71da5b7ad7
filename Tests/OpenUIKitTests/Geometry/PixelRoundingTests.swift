import OpenUIKit
import XCTest

/// Engine frames snap each edge to the screen's pixel grid (LayoutMetrics.roundToPixel): 0.5 pt at @2x, 1/3 pt at @3x.
final class PixelRoundingTests: XCTestCase {
    private func thirds(on device: Device) -> [CGRect] {
        let vc = UIViewController()
        vc.loadViewIfNeeded()
        let views = (0..<3).map { _ in UIView() }
        var previous = vc.view.layoutMarginsGuide.leadingAnchor
        for v in views {
            v.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: previous),
                v.widthAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.widthAnchor, multiplier: 1.0 / 3),
                v.topAnchor.constraint(equalTo: vc.view.topAnchor),
                v.heightAnchor.constraint(equalToConstant: 10.3),
            ])
            previous = v.trailingAnchor
        }
        _ = present(vc, on: device)
        return views.map(\.frame)
    }

    func testThirdsSnapToHalfPointsAtTwoX() {
        let f = thirds(on: .iPhone8)  // 343 / 3 = 114.333…
        XCTAssertRect(f[0], 16, 0, 114.5, 10.5)
        XCTAssertRect(f[1], 130.5, 0, 114, 10.5)
        XCTAssertRect(f[2], 244.5, 0, 114.5, 10.5)
        XCTAssertEqual(f[2].maxX, 359)
    }

    func testThirdsSnapToThirdPointsAtThreeX() {
        let f = thirds(on: .iPhone13)  // margins 16: 358 / 3 = 119.333…
        XCTAssertRect(f[0], 16, 0, 119 + 1.0 / 3, 10 + 1.0 / 3)
        XCTAssertRect(f[1], 135 + 1.0 / 3, 0, 119 + 1.0 / 3, 10 + 1.0 / 3)
        XCTAssertEqual(f[2].maxX, 374, accuracy: 1e-9)
    }

    func testDetachedTreesAreNotRounded() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(v)
        NSLayoutConstraint.activate([
            v.leftAnchor.constraint(equalTo: root.leftAnchor), v.topAnchor.constraint(equalTo: root.topAnchor),
            v.widthAnchor.constraint(equalToConstant: 10.3), v.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        XCTAssertEqual(v.frame.width, 10.3, accuracy: 1e-9)
    }
}
