/// A parsed layout dump: one line per view, indented by depth, `ClassName frame=(x, y, w, h)` followed by
/// other properties. UIKit's own `frame = (x y; w h)` spelling and `<Class: 0x…>` lines parse too.
///
/// Views are matched between two dumps by their path in the tree: each step is the class and its
/// ordinal among siblings of that class, so inserting a view of another class does not shift it.
public struct LayoutExplanation: Sendable {
    public struct View: Sendable, Equatable {
        /// `UIWindow › UIView › UILabel #2` (ordinals from 1; `#1` is left out).
        public var path: String
        public var className: String
        public var frame: Frame?
        /// The rest of the line: everything but the class name and the frame.
        public var properties: String
    }

    public struct Frame: Sendable, Equatable, CustomStringConvertible {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        public var description: String {
            "(" + [x, y, width, height].map(Self.compact).joined(separator: ",") + ")"
        }

        static func compact(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
        }
    }

    public let views: [View]

    public init(parsing dump: String) {
        var views: [View] = []
        // Open ancestors: indentation width, path, and how many children of each class seen so far.
        var stack: [(indent: Int, path: String, childCounts: [String: Int])] = []
        var rootCounts: [String: Int] = [:]
        for rawLine in dump.split(separator: "\n") {
            let indent = rawLine.prefix { $0 == " " || $0 == "\t" || $0 == "|" }.count
            let content = rawLine.dropFirst(indent)
            guard let token = content.split(separator: " ", maxSplits: 1).first else { continue }
            let className = String(token.drop { $0 == "<" }.prefix { $0 != ":" && $0 != ";" && $0 != ">" })
            guard !className.isEmpty else { continue }
            while let last = stack.last, last.indent >= indent { stack.removeLast() }
            let ordinal: Int
            if stack.isEmpty {
                ordinal = rootCounts[className, default: 0] + 1
                rootCounts[className] = ordinal
            } else {
                ordinal = stack[stack.count - 1].childCounts[className, default: 0] + 1
                stack[stack.count - 1].childCounts[className] = ordinal
            }
            let step = ordinal == 1 ? className : "\(className) #\(ordinal)"
            let path = stack.last.map { "\($0.path) › \(step)" } ?? step
            stack.append((indent, path, [:]))
            let (frame, rest) = Self.extractFrame(from: String(content.dropFirst(token.count)))
            views.append(View(path: path, className: className, frame: frame, properties: rest))
        }
        self.views = views
    }

    /// Finds `frame=(…)`, `frame = (…)` or `frame: (…)` with four numbers separated by commas,
    /// semicolons or spaces; returns it and the line without it.
    static func extractFrame(from text: String) -> (Frame?, String) {
        guard let keyword = text.range(of: "frame") else { return (nil, Self.tidy(text)) }
        var cursor = keyword.upperBound
        while cursor < text.endIndex && " =:".contains(text[cursor]) { cursor = text.index(after: cursor) }
        guard cursor < text.endIndex, text[cursor] == "(", let close = text[cursor...].firstIndex(of: ")") else {
            return (nil, Self.tidy(text))
        }
        let numbers = text[text.index(after: cursor)..<close]
            .split { $0 == "," || $0 == ";" || $0 == " " }
            .compactMap { Double($0) }
        guard numbers.count == 4 else { return (nil, Self.tidy(text)) }
        let rest = String(text[..<keyword.lowerBound]) + String(text[text.index(after: close)...])
        return (Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), Self.tidy(rest))
    }

    private static func tidy(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ").trimmingCharacters(in: [";", ">", " "])
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        var slice = Substring(self)
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return String(slice)
    }
}

/// One difference between two layout dumps, phrased for a failure message.
public struct LayoutChange: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case moved(from: LayoutExplanation.Frame?, to: LayoutExplanation.Frame?)
        case propertiesChanged(from: String, to: String)
        case added
        case removed
    }

    public var view: LayoutExplanation.View
    public var kind: Kind

    public var description: String {
        let name = "\(view.className) [\(view.path)]"
        switch kind {
        case .moved(let from, let to):
            return "\(name) frame \(from.map(\.description) ?? "none") → \(to.map(\.description) ?? "none")"
        case .propertiesChanged(let from, let to):
            return "\(name): \(from) → \(to)"
        case .added:
            return "\(name) added" + (view.frame.map { " at frame \($0)" } ?? "")
        case .removed:
            return "\(name) removed" + (view.frame.map { " (was at frame \($0))" } ?? "")
        }
    }
}

extension LayoutExplanation {
    /// What changed from `old` to `self`, in the order of the new dump, removals last.
    public func changes(since old: LayoutExplanation) -> [LayoutChange] {
        let oldByPath = Dictionary(old.views.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let newPaths = Set(views.map(\.path))
        var changes: [LayoutChange] = []
        for view in views {
            guard let before = oldByPath[view.path] else {
                changes.append(LayoutChange(view: view, kind: .added))
                continue
            }
            if before.frame != view.frame {
                changes.append(LayoutChange(view: view, kind: .moved(from: before.frame, to: view.frame)))
            }
            if before.properties != view.properties {
                changes.append(
                    LayoutChange(view: view, kind: .propertiesChanged(from: before.properties, to: view.properties)))
            }
        }
        for view in old.views where !newPaths.contains(view.path) {
            changes.append(LayoutChange(view: view, kind: .removed))
        }
        return changes
    }
}
