import OpenUIKit
import XCTest

/// UIKit logs an unsatisfiable set, breaks one constraint and finishes the layout (uikit-facts §8, format from
/// captured logs).
final class UnsatisfiableConstraintLogTests: XCTestCase {
    func testLogFormatAndRecovery() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let fill = label.widthAnchor.constraint(equalTo: root.widthAnchor)
        let wide = label.widthAnchor.constraint(equalToConstant: 420)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor), fill,
            label.topAnchor.constraint(equalTo: root.topAnchor), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        wide.isActive = true
        let (_, messages) = UnsatisfiableConstraintLog.capture { root.layoutIfNeeded() }
        XCTAssertEqual(messages.count, 1)
        let lines = messages[0].components(separatedBy: "\n")
        XCTAssertEqual(lines[0], "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
        XCTAssertEqual(
            lines[1], "\tProbably at least one of the constraints in the following list is one you don't want.")
        XCTAssertEqual(lines[2], "\tTry this:")
        XCTAssertEqual(lines[3], "\t\t(1) look at each constraint and try to figure out which you don't expect;")
        XCTAssertEqual(lines[4], "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.")
        XCTAssertTrue(lines[5].hasPrefix("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        XCTAssertEqual(lines[6], "(")
        let listed = lines[7..<lines.firstIndex(of: ")")!]
        XCTAssertTrue(listed.contains { $0.contains(".width == 420   (active)>\"") })
        XCTAssertTrue(listed.contains { $0.contains(".width == UIView:") })
        XCTAssertTrue(listed.allSatisfy { $0.hasPrefix("    \"<NSLayoutConstraint:0x") })
        let breakIndex = lines.firstIndex(of: "Will attempt to recover by breaking constraint")!
        XCTAssertEqual(lines[breakIndex + 1], wide.description)
        XCTAssertEqual(
            lines[breakIndex + 3],
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        XCTAssertTrue(lines.last!.contains("<UIKitCore/UIView.h>"))
        // Layout finished without the broken constraint.
        XCTAssertEqual(label.frame.width, 320)
        // Removing the conflict lets the other constraint apply.
        fill.isActive = false
        root.layoutIfNeeded()
        XCTAssertEqual(label.frame.width, 420)
    }

    /// Forgetting `translatesAutoresizingMaskIntoConstraints = false`: the client constraint is broken, not the
    /// autoresizing one, as in the captured UIKit logs.
    func testAutoresizingConflictBreaksTheClientConstraint() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 80)
        width.isActive = true
        let (_, messages) = UnsatisfiableConstraintLog.capture { root.layoutIfNeeded() }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("NSAutoresizingMaskLayoutConstraint"))
        XCTAssertTrue(messages[0].contains("Will attempt to recover by breaking constraint\n\(width.description)"))
        XCTAssertEqual(view.frame.width, 50)
    }
}
