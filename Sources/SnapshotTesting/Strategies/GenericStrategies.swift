import Foundation

extension Snapshotting where Format == String {
    /// Any value as an indented tree of its properties (`.txt`), stable from run to run: see
    /// ``AnySnapshotStringConvertible`` to print a type in its own words.
    public static var dump: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { SnapshotDump.text(of: $0) }
    }

    /// The value's `description` (`String(describing:)`) as text (`.txt`).
    public static var description: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { String(describing: $0) }
    }
}

extension Snapshotting where Value: Encodable, Format == String {
    /// JSON (`.json`), pretty-printed with sorted keys so that goldens are stable.
    public static var json: Snapshotting {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return .json(encoder)
    }

    /// JSON (`.json`) from `encoder`. A value the encoder refuses fails the assertion with its error.
    public static func json(_ encoder: JSONEncoder) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        strategy.pathExtension = "json"
        return strategy
    }

    /// An XML property list (`.plist`).
    public static var plist: Snapshotting {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return .plist(encoder)
    }

    /// A property list (`.plist`) from `encoder`, which should write XML for a readable diff.
    public static func plist(_ encoder: PropertyListEncoder) -> Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Value) in
            String(decoding: try encoder.encode(value), as: UTF8.self)
        }
        strategy.pathExtension = "plist"
        return strategy
    }
}

extension Snapshotting where Value == Any, Format == String {
    /// A JSON object (dictionaries, arrays, strings, numbers) through `JSONSerialization` (`.json`).
    public static var json: Snapshotting {
        var strategy = SimplySnapshotting<String>.lines.pullback { (value: Any) in
            String(
                decoding: try JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys]),
                as: UTF8.self)
        }
        strategy.pathExtension = "json"
        return strategy
    }
}

extension Snapshotting where Value == Data, Format == Data {
    /// Bytes as they are, without an extension; a failure says how the sizes compare.
    public static var data: Snapshotting {
        SimplySnapshotting(
            pathExtension: nil,
            diffing: Diffing(
                toData: { $0 }, fromData: { $0 },
                difference: { expected, actual in
                    guard expected != actual else { return nil }
                    let firstDifference =
                        zip(expected, actual).enumerated().first { $1.0 != $1.1 }?.offset
                        ?? min(expected.count, actual.count)
                    return SnapshotDifference(
                        summary: "the data differs: golden \(expected.count) bytes, snapshot \(actual.count) bytes, "
                            + "first difference at byte \(firstDifference)",
                        facts: ["expectedBytes": "\(expected.count)", "actualBytes": "\(actual.count)"])
                }))
    }
}
