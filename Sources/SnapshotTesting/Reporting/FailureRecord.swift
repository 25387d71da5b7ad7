import Foundation

/// One failure as the HTML report shows it, saved as `<golden>.failure.json` in the artifacts folder so
/// that every test process of a run adds to the same report. File references are relative to that folder.
struct FailureRecord: Codable, Equatable {
    var name: String
    var kind: SnapshotFailure.Kind
    var message: String
    var goldenPath: String
    var expected: String?
    var actual: String?
    var diff: String?
    var isImage: Bool
    var layoutChanges: [String]
    var layoutDiff: String?
    var textDiff: String?
    var environmentChanges: [String]
    var acceptCommand: String
    var facts: [String: String]

    static let suffix = ".failure.json"

    func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try! encoder.encode(self))
    }

    /// Every record under `directory`, ordered by golden name.
    static func all(in directory: URL) -> [FailureRecord] {
        guard let walker = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var records: [FailureRecord] = []
        for case let path as String in walker where path.hasSuffix(suffix) {
            if let data = FileManager.default.contents(atPath: directory.appendingPathComponent(path).path),
                let record = try? JSONDecoder().decode(FailureRecord.self, from: data)
            {
                records.append(record)
            }
        }
        return records.sorted { $0.name < $1.name }
    }
}
