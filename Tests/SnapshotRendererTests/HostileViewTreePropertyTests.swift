import Foundation
import OpenUIKit
import SnapshotRenderer
import TestSupport
import XCTest

/// Issue 11: seeded random view trees (frames, label text and fonts, colours, alpha, corner radii from
/// a pool of hostile values) through layout, the layout dump and the renderer. Each snapshot either
/// renders or throws a `RenderError` naming a view; none traps. `HOSTILE_CASES` runs more.
final class HostileViewTreePropertyTests: XCTestCase {
    private static let pool: [CGFloat] = [
        0, -1, -1e308, 1e308, .nan, .infinity, -.infinity, 1e9, 0.5, 17, 44, 375, 1e-300, -0.0,
    ]
    private static let texts = [
        "", "Hello", String(repeating: "long text ", count: 400), "👩‍👩‍👧‍👦🇰🇷✨", "مرحبا بالعالم", "שלום abc 123",
        "日本語のテキスト", "\n\n\n", "a\u{0}b",
    ]

    private func value(_ generator: inout SeededGenerator) -> CGFloat {
        Bool.random(using: &generator)
            ? Self.pool.randomElement(using: &generator)! : CGFloat.random(in: -50...500, using: &generator)
    }

    private func randomTree(_ generator: inout SeededGenerator, depth: Int) -> UIView {
        let view: UIView
        if Int.random(in: 0..<3, using: &generator) == 0 {
            let label = UILabel()
            label.text = Self.texts.randomElement(using: &generator)
            label.font = UIFont.systemFont(ofSize: value(&generator))
            label.numberOfLines = [0, 1, 3, Int.max].randomElement(using: &generator)!
            view = label
        } else {
            view = UIView()
        }
        view.frame = CGRect(
            x: value(&generator), y: value(&generator), width: value(&generator), height: value(&generator))
        view.backgroundColor = UIColor(
            red: value(&generator), green: 0.5, blue: value(&generator), alpha: value(&generator))
        view.alpha = value(&generator)
        view.layer.cornerRadius = value(&generator)
        view.layer.borderWidth = Bool.random(using: &generator) ? value(&generator) : 0
        view.clipsToBounds = Bool.random(using: &generator)
        if depth > 0 {
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                view.addSubview(randomTree(&generator, depth: depth - 1))
            }
        }
        return view
    }

    func testRandomHostileTreesRenderOrFailWithAReason() {
        let cases = ProcessInfo.processInfo.environment["HOSTILE_CASES"].flatMap(Int.init) ?? 300
        var generator = SeededGenerator(seed: 2026)
        var refused = 0
        for index in 0..<cases {
            let tree = randomTree(&generator, depth: 3)
            _ = tree.recursiveDescription
            do {
                _ = try Snapshotter.snapshot(
                    of: {
                        let controller = UIViewController()
                        controller.view.addSubview(tree)
                        return controller
                    }, configuration: DeviceConfiguration(device: index % 2 == 0 ? .iPhone8 : .iPadPro11))
            } catch {
                refused += 1
                XCTAssertTrue(error.description.hasPrefix("<"), "case \(index): \(error)")
            }
        }
        XCTAssertGreaterThan(refused, 0, "the pool holds values no screen can show")
        XCTAssertLessThan(refused, cases, "and trees that render")
    }
}
