import OpenUIKit
import SnapshotRenderer
import XCTest

/// The renderer asks every visible view and layer why it cannot be drawn (`drawingProblem`) and fails the
/// snapshot with the first reason, after the class name of the view it belongs to.
final class DrawingProblemRenderingTests: XCTestCase {
    private final class Timeline: UITableView {}

    private func failure(_ build: @escaping (UIView) -> Void) -> String? {
        do {
            _ = try renderHostedView(build)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testAReasonDeepInTheTreeNamesTheViewsOwnClass() {
        let message = failure { root in
            let container = UIView(frame: root.bounds)
            let timeline = Timeline(frame: container.bounds)
            timeline.refreshControl = UIRefreshControl()
            timeline.refreshControl?.beginRefreshing()
            container.addSubview(timeline)
            root.addSubview(container)
        }
        XCTAssertEqual(message, "<Timeline> has a refreshing UIRefreshControl, which is not drawn yet")
    }

    func testHiddenViewsAreNotAsked() {
        let message = failure { root in
            let container = UIView(frame: root.bounds)
            container.isHidden = true
            let timeline = Timeline(frame: container.bounds)
            timeline.refreshControl = UIRefreshControl()
            timeline.refreshControl?.beginRefreshing()
            container.addSubview(timeline)
            root.addSubview(container)
        }
        XCTAssertNil(message)
    }

    func testALayersReasonNamesTheViewItBelongsTo() {
        let message = failure { root in
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            let gradient = CAGradientLayer()
            gradient.type = .conic
            let holder = CALayer()
            holder.addSublayer(gradient)
            panel.layer.addSublayer(holder)
            root.addSubview(panel)
        }
        XCTAssertEqual(message, "<UIView> has a CAGradientLayer of type conic, which is not drawn yet")
    }

    func testALabelMeasuredAtAnotherScaleFailsWhileDrawing() {
        let message = failure { root in
            let label = UILabel(frame: CGRect(x: 0, y: 100, width: 200, height: 30))
            label.text = "Measured at @3x"
            label.traitOverrides.displayScale = 3
            root.addSubview(label)
        }
        XCTAssertEqual(message, "<UILabel> measured its text at @3.0x, but it is drawn at @2.0x")
    }
}
