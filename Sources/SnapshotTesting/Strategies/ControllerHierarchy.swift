import OpenUIKit

/// UIKit's `_printHierarchy`, without addresses.
enum ControllerHierarchy {
    static func describe(_ controller: UIViewController) -> String {
        var lines: [String] = []
        var pending: [(UIViewController, Int)] = [(controller, 0)]
        while let (next, depth) = pending.popLast() {
            let indent = String(repeating: "   | ", count: depth)
            let view: String
            if let loaded = next.viewIfLoaded {
                view = "<\(type(of: loaded))>"
            } else {
                view = "(view not loaded)"
            }
            let state = next.viewIfLoaded?.window != nil ? "appeared" : "disappeared"
            lines.append("\(indent)<\(type(of: next))>, state: \(state), view: \(view)")
            pending.append(contentsOf: next.children.reversed().map { ($0, depth + 1) })
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
