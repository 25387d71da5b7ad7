import Foundation

/// A value's own text for `.dump`, instead of the mirror's children.
public protocol AnySnapshotStringConvertible {
    /// Whether the mirror's children are dumped below ``snapshotDescription``; `false` by default.
    static var renderChildren: Bool { get }
    var snapshotDescription: String { get }
}

extension AnySnapshotStringConvertible {
    public static var renderChildren: Bool { false }
}

/// The text of the `.dump` strategy: the value's mirror as an indented tree, one line per value, in the
/// spirit of Swift's `dump`, but stable from run to run so it can be a golden: no object addresses or
/// identifiers, dictionary and set elements sorted, dates in UTC, a cycle printed once and then named.
enum SnapshotDump {
    static func text(of value: Any) -> String {
        var writer = Writer()
        writer.write(value, label: nil, indent: 0)
        return writer.output
    }

    private struct Writer {
        var output = ""
        var visiting: Set<ObjectIdentifier> = []

        mutating func write(_ value: Any, label: String?, indent: Int) {
            let prefix = String(repeating: " ", count: indent) + (label.map { "\($0): " } ?? "")
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else {
                    return line(indent, "- \(prefix.dropFirst(indent))nil")
                }
                return write(wrapped, label: label, indent: indent)
            }
            if let convertible = value as? AnySnapshotStringConvertible {
                let children = type(of: convertible).renderChildren ? Array(mirror.children) : []
                return node(
                    indent, label, convertible.snapshotDescription, children: children.map { ($0.label, $0.value) })
            }
            if let leaf = SnapshotDump.leafText(value) {
                return line(indent, "- \(prefix.dropFirst(indent))\(leaf)")
            }
            let object = mirror.displayStyle == .class ? ObjectIdentifier(value as AnyObject) : nil
            if let object, visiting.contains(object) {
                return line(indent, "- \(prefix.dropFirst(indent))\(SnapshotDump.typeName(value)) (cycle)")
            }
            if let object { visiting.insert(object) }
            defer { if let object { visiting.remove(object) } }
            let children = SnapshotDump.children(of: value, mirror: mirror)
            switch mirror.displayStyle {
            case .collection?, .set?, .dictionary?:
                node(indent, label, "\(children.count) element\(children.count == 1 ? "" : "s")", children: children)
            case .enum?:
                let caseName = "\(value)".prefix { $0 != "(" }
                node(indent, label, "\(SnapshotDump.typeName(value)).\(caseName)", children: children)
            case .tuple?:
                node(indent, label, "(\(children.count) elements)", children: children)
            default:
                node(indent, label, SnapshotDump.typeName(value), children: children)
            }
        }

        private mutating func node(_ indent: Int, _ label: String?, _ title: String, children: [(String?, Any)]) {
            let head = children.isEmpty ? "-" : "▿"
            line(indent, "\(head) \(label.map { "\($0): " } ?? "")\(title)")
            for (childLabel, child) in children {
                write(child, label: childLabel, indent: indent + 2)
            }
        }

        private mutating func line(_ indent: Int, _ text: String) {
            output += String(repeating: " ", count: indent) + text + "\n"
        }
    }

    /// Values printed on one line: text, numbers, and types whose description is their value.
    fileprivate static func leafText(_ value: Any) -> String? {
        switch value {
        case let string as String: return String(reflecting: string)
        case let character as Character: return String(reflecting: character)
        case let substring as Substring: return String(reflecting: String(substring))
        case let date as Date: return dateFormatter.string(from: date)
        case let url as URL: return url.absoluteString
        case is Bool, is Int, is Int8, is Int16, is Int32, is Int64, is UInt, is UInt8, is UInt16, is UInt32,
            is UInt64, is Float, is Double, is Decimal, is UUID:
            return "\(value)"
        case let type as Any.Type: return String(reflecting: type)
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.children.isEmpty && mirror.displayStyle != .collection && mirror.displayStyle != .set
                && mirror.displayStyle != .dictionary
            {
                return mirror.displayStyle == .enum ? "\(typeName(value)).\(value)" : "\(value)"
            }
            return nil
        }
    }

    /// Dictionary and set elements in a fixed order: by their own dump.
    fileprivate static func children(of value: Any, mirror: Mirror) -> [(String?, Any)] {
        let children = mirror.children.map { ($0.label, $0.value) }
        switch mirror.displayStyle {
        case .dictionary?:
            return children.map { child -> (String, Any) in
                let pair = Mirror(reflecting: child.1).children.map(\.value)
                return (text(of: pair.first ?? ""), pair.count > 1 ? pair[1] : ())
            }
            .sorted { $0.0 < $1.0 }
            .map { key, value in (key.trimmingPrefixMarker, value) }
        case .set?:
            return children.sorted { text(of: $0.1) < text(of: $1.1) }.map { (nil, $0.1) }
        case .collection?:
            return children.map { (nil, $0.1) }
        case .enum?:
            // The payload is one child named after the case; its fields are what is worth printing.
            guard let payload = children.first?.1 else { return [] }
            let fields = Mirror(reflecting: payload)
            guard fields.displayStyle == .tuple else { return [(nil, payload)] }
            return fields.children.map { ($0.label.flatMap { $0.hasPrefix(".") ? nil : $0 }, $0.value) }
        default:
            return children
        }
    }

    fileprivate static func typeName(_ value: Any) -> String {
        String(describing: type(of: value))
    }

    private static let dateFormatter: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }()
}

extension String {
    /// A one-line dump (`- "a"\n`) as the text after its marker (`"a"`), for dictionary keys.
    fileprivate var trimmingPrefixMarker: String {
        var text = trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("- ") || text.hasPrefix("▿ ") { text.removeFirst(2) }
        return text.split(separator: "\n").first.map(String.init) ?? text
    }
}
