extension Snapshotting where Value: CaseIterable, Format == String {
    /// A function over every case of `Value`, as a CSV table (`.csv`): one row per case, the input's
    /// description and the output as `witness` prints it, each field quoted.
    ///
    ///     assertSnapshot(of: rotated, as: Snapshotting<Direction, String>.func(into: .description))
    public static func `func`<Output>(into witness: Snapshotting<Output, Format>) -> Snapshotting<
        (Value) -> Output, Format
    > {
        var strategy = SimplySnapshotting<String>.lines.asyncPullback { (function: @escaping (Value) -> Output) in
            Async<String> { callback in
                let cases = Array(Value.allCases)
                let table = Table()
                func row(_ index: Int) {
                    guard index < cases.count else { return callback(table.rows.joined(separator: "\n")) }
                    witness.snapshot(function(cases[index])).run { output in
                        table.rows.append(Table.field("\(cases[index])") + "," + Table.field(output))
                        row(index + 1)
                    }
                }
                row(0)
            }
        }
        strategy.pathExtension = "csv"
        return strategy
    }
}

/// The rows gathered so far; a class because each row arrives in a callback.
private final class Table {
    var rows: [String] = []

    /// A CSV field: in double quotes, a quote inside doubled.
    static func field(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
