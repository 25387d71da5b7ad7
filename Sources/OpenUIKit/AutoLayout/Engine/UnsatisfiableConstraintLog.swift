import Foundation

/// Auto Layout's console messages. They go to standard error, or, inside `capture`, to the calling thread's
/// buffer so that tests (possibly running trees on several threads) can check them.
public enum UnsatisfiableConstraintLog {
    private final class Buffer {
        var messages: [String] = []
    }

    private static let key = "OpenUIKit.UnsatisfiableConstraintLog.capture"

    /// Runs `body` and returns the messages logged on this thread meanwhile instead of printing them.
    public static func capture<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
        let buffer = Buffer()
        let previous = Thread.current.threadDictionary[key]
        Thread.current.threadDictionary[key] = buffer
        defer { Thread.current.threadDictionary[key] = previous }
        let result = try body()
        return (result, buffer.messages)
    }

    static func emit(_ message: String) {
        if let buffer = Thread.current.threadDictionary[key] as? Buffer {
            buffer.messages.append(message)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }

    /// A constraint the solver refuses for its magnitude (`SolvableRange`). UIKit has no such limit that is
    /// documented; the words follow its message for a non-finite constant.
    static func outOfRangeMessage(_ c: NSLayoutConstraint, _ what: String) -> String {
        "[LayoutConstraints] Constraint is outside the solvable range (\(what)). "
            + "constant:\(c.constant) multiplier:\(c.multiplier) \(c.description). It is ignored."
    }

    /// A required constraint the solved values still break, rounding at the edge of the solvable range: UIKit's
    /// unsatisfiable-constraints message with the constraint alone, and it is the one broken.
    static func roundingMessage(_ c: NSLayoutConstraint, residual: Double) -> String {
        unsatisfiableMessage(conflicting: [c], broken: c)
            + "\n(The solved layout missed it by \(residual) points: its numbers are too far apart to solve exactly.)"
    }

    /// UIKit's message for an unsatisfiable set of required constraints (format: uikit-facts §8, from captured
    /// logs; current SDKs name `<UIKitCore/UIView.h>`).
    static func unsatisfiableMessage(conflicting: [NSLayoutConstraint], broken: NSLayoutConstraint) -> String {
        var lines = [
            "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want.",
            "\tTry this:",
            "\t\t(1) look at each constraint and try to figure out which you don't expect;",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it.",
            "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
                + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)",
            "(",
        ]
        for (index, c) in conflicting.enumerated() {
            lines.append("    \"\(c.description)\"\(index < conflicting.count - 1 ? "," : "")")
        }
        lines += [
            ")",
            "",
            "Will attempt to recover by breaking constraint",
            broken.description,
            "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
                + "may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }
}
