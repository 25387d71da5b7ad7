import Foundation
import TestSupport
import XCTest

@testable import OpenUIKit

/// Issue 11: seeded random constraints over real view trees. Views and labels (huge text, emoji, RTL runs)
/// in random trees, tied by random anchors: equalities and inequalities, multipliers, priorities, constants
/// from a pool with 0, negatives, NaN, infinities and 1e308, some trees right-to-left. Every layout must
/// finish without a trap, and every active required constraint must hold in the frames laid out, or a
/// message must name it (refused, or broken as unsatisfiable). `HOSTILE_CASES` runs more.
final class HostileConstraintPropertyTests: XCTestCase {
    private static let constants: [CGFloat] = [
        0, 0, -1, 1, 8, 44, -37.5, 320, 1e3, 1e8, -1e8, 1e9, 1e12, 1e100, 1e308, -1e308, .nan, .infinity,
        -.infinity, .leastNonzeroMagnitude,
    ]
    private static let multipliers: [CGFloat] = [
        1, 1, 1, 1, 0.5, 2, -1, 1.0 / 3, 1e-3, 1e3, 1e-7, 1e7, 0, 1e308, .nan, .infinity,
    ]
    private static let priorities: [UILayoutPriority] = [
        .required, .required, .required, .init(999), .defaultHigh, .defaultLow, .init(1),
    ]
    private static let texts = [
        "", "Hello", String(repeating: "long text ", count: 400), "👩‍👩‍👧‍👦🇰🇷✨", "مرحبا بالعالم", "שלום abc 123",
    ]
    private static let xAttributes: [NSLayoutConstraint.Attribute] = [.left, .right, .leading, .trailing, .centerX]
    private static let yAttributes: [NSLayoutConstraint.Attribute] = [.top, .bottom, .centerY]

    private struct Case {
        let controller: UIViewController
        let views: [UIView]
        let constraints: [NSLayoutConstraint]
    }

    private func randomCase(_ rng: inout SeededGenerator) -> Case {
        let controller = UIViewController()
        var views: [UIView] = [controller.view]
        for _ in 0..<rng.int(1...6) {
            let view: UIView
            if rng.chance(30) {
                let label = UILabel()
                label.text = rng.element(Self.texts)
                label.numberOfLines = rng.element([0, 1, 3])
                view = label
            } else {
                view = UIView()
            }
            view.translatesAutoresizingMaskIntoConstraints = false
            if rng.chance(15) { view.semanticContentAttribute = .forceRightToLeft }
            rng.element(views).addSubview(view)
            views.append(view)
        }
        var constraints: [NSLayoutConstraint] = []
        for _ in 0..<rng.int(1...14) {
            let first = views[rng.int(1...(views.count - 1))]
            let relation = rng.element([
                NSLayoutConstraint.Relation.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual,
            ])
            let constant = rng.element(Self.constants) * (rng.chance(50) ? 1 : -1)
            let multiplier = rng.element(Self.multipliers)
            let c: NSLayoutConstraint
            switch rng.int(0...2) {
            case 0, 1:
                // Positions relate to positions of the same axis (UIKit's anchors allow nothing else).
                let axis = rng.chance(50) ? Self.xAttributes : Self.yAttributes
                c = NSLayoutConstraint(
                    item: first, attribute: rng.element(axis), relatedBy: relation, toItem: rng.element(views),
                    attribute: rng.element(axis), multiplier: multiplier, constant: constant)
            default:
                let dimension = rng.element([NSLayoutConstraint.Attribute.width, .height])
                let second: UIView? = rng.chance(50) ? nil : rng.element(views)
                c = NSLayoutConstraint(
                    item: first, attribute: dimension, relatedBy: relation, toItem: second,
                    attribute: rng.element([NSLayoutConstraint.Attribute.width, .height]), multiplier: multiplier,
                    constant: constant)
            }
            c.priority = rng.element(Self.priorities)
            constraints.append(c)
        }
        NSLayoutConstraint.activate(constraints)
        return Case(controller: controller, views: views, constraints: constraints)
    }

    /// The attribute's value in the solution (the layout root's space), as the translator writes it: leading and
    /// trailing are negated x coordinates right to left. Read from the solver's variables rather than the frames,
    /// as a negative width is a legal solution that a frame stores standardized.
    private func value(
        _ engine: LayoutEngine, _ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, rtl: Bool
    ) -> Double {
        guard let item, attribute != .notAnAttribute else { return 0 }
        guard let v = engine.translator.existingVariables(of: item) else { return .nan }
        let (x, y, w, h) = (v.left.value, v.top.value, v.width.value, v.height.value)
        switch attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .width: return w
        case .height: return h
        case .centerX: return x + 0.5 * w
        case .centerY: return y + 0.5 * h
        case .leading: return rtl ? -x - w : x
        case .trailing: return rtl ? -x : x + w
        default: return .nan
        }
    }

    /// The frame laid out is the solution snapped to pixels, where the solution has a positive size.
    private func checkFrame(_ view: UIView, _ engine: LayoutEngine, pixel: Double, _ index: Int) {
        guard let v = engine.translator.existingVariables(of: view), v.width.value >= 0, v.height.value >= 0 else {
            return
        }
        var origin = (0.0, 0.0)
        var current: UIView? = view
        while let c = current, c !== engine.root {
            origin.0 += Double(c.frame.origin.x)
            origin.1 += Double(c.frame.origin.y)
            current = c.superview
        }
        let solved = [v.left.value, v.top.value, v.width.value, v.height.value]
        let laidOut = [origin.0, origin.1, Double(view.frame.size.width), Double(view.frame.size.height)]
        for (a, b) in zip(solved, laidOut) where !(abs(a - b) <= 2 * pixel + 1e-9 * abs(a)) {
            XCTFail("case \(index): \(view) laid out at \(laidOut), solved \(solved)")
            return
        }
    }

    func testRandomConstraintsOnRandomTreesHoldOrAreNamed() throws {
        let cases = ProcessInfo.processInfo.environment["HOSTILE_CASES"].flatMap(Int.init) ?? 200
        var rng = SeededGenerator(seed: 11)
        var checked = 0
        var named = 0
        var ambiguityProbes = 0
        for index in 0..<cases {
            let random = randomCase(&rng)
            let device: Device = index % 2 == 0 ? .iPhone8 : .iPadPro11
            let (window, messages) = UnsatisfiableConstraintLog.capture {
                let window = present(random.controller, on: device)
                window.layoutIfNeeded()
                return window
            }
            let pixel = 1 / Double(window.traitCollection.displayScale)
            // The solver's tolerance scales with the largest magnitude it holds (`SolvableRange`).
            var largest = 2000.0
            for c in random.constraints where abs(Double(c.constant)) <= 1e8 {
                largest = max(largest, abs(Double(c.constant)))
            }
            guard let engine = random.controller.view.layoutRoot.rootEngine else {
                XCTFail("case \(index): no layout engine")
                continue
            }
            for c in random.constraints where c.isActive && c.priority == .required {
                if messages.contains(where: { $0.contains(c.description) }) {
                    named += 1
                    continue
                }
                let rtl =
                    (c.container ?? (c.firstItem as? UIView))?.effectiveUserInterfaceLayoutDirection == .rightToLeft
                let m = Double(c.multiplier)
                let a = value(engine, c.firstItem, c.firstAttribute, rtl: rtl)
                let b = c.secondItem == nil ? 0 : m * value(engine, c.secondItem, c.secondAttribute, rtl: rtl)
                let residual = a - b - Double(c.constant)
                let tolerance = 1e-6 + 1e-8 * (abs(a) + abs(b) + largest)
                let holds: Bool
                switch c.relation {
                case .equal: holds = abs(residual) <= tolerance
                case .lessThanOrEqual: holds = residual <= tolerance
                case .greaterThanOrEqual: holds = residual >= -tolerance
                }
                XCTAssertTrue(holds, "case \(index): \(c) misses by \(residual)")
                checked += 1
            }
            for view in random.views.dropFirst() { checkFrame(view, engine, pixel: pixel, index) }
            // Skipping the variables the required equalities fix changes no ambiguity answer.
            if index % 4 == 0 {
                for view in random.views.dropFirst() where view.isInEngine {
                    XCTAssertEqual(
                        engine.ambiguousAttributes(of: view),
                        engine.ambiguousAttributes(of: view, skippingFixed: false),
                        "case \(index)")
                    ambiguityProbes += 1
                }
            }
            withExtendedLifetime(window) {}
        }
        XCTAssertGreaterThan(checked, cases, "required constraints that hold")
        XCTAssertGreaterThan(named, cases / 4, "and hostile ones named in the log")
        XCTAssertGreaterThan(ambiguityProbes, cases / 4)
    }
}
