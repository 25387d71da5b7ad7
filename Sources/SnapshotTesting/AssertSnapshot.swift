import Foundation
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Asserts that `value` matches its golden `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the
/// test file, recording it according to the record mode. `snapshotDirectory` puts this assertion's
/// goldens in that folder instead (`<snapshotDirectory>/<testName>.<name>.<ext>`), as
/// swift-snapshot-testing's argument does; the configuration's `goldensDirectory` moves every
/// assertion's. Failures go to Swift Testing when called from a `@Test`, else to XCTest, or to the
/// configuration's reporter.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    let failure = verifySnapshot(
        of: try value(), as: strategy, named: name, record: record, snapshotDirectory: snapshotDirectory,
        file: filePath, testName: testName, line: line)
    guard let failure else { return }
    let location = SnapshotSourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    if let reporter = SnapshotConfiguration.current.reporter {
        reporter(failure, location)
        return
    }
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column))
            return
        }
    #endif
    XCTFail(failure.message, file: filePath, line: line)
}

/// Like ``assertSnapshot(of:as:named:record:snapshotDirectory:fileID:file:testName:line:column:)`` but
/// returns the failure instead of reporting it, for tools and for tests of the library itself.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
    record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) -> SnapshotFailure? {
    let file = "\(filePath)"
    let label = name ?? String(AssertionCounter.shared.next(file: file, testName: testName))
    let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    var configuration = SnapshotConfiguration.current
    let golden: GoldenName
    if let snapshotDirectory {
        configuration.goldensDirectory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        golden = GoldenName(stem: "\(test).\(label)")
    } else {
        golden = GoldenName(testFile: file, testName: testName, name: label)
    }
    return SnapshotVerifier(configuration: configuration).verify(
        value, as: strategy, golden: golden, record: record, testFilter: test, anchor: file)
}

/// Numbers unnamed assertions within a test (1, 2, …) in the order they run in this process.
final class AssertionCounter: @unchecked Sendable {
    static let shared = AssertionCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func next(file: String, testName: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let key = file + "\u{0}" + testName
        counts[key, default: 0] += 1
        return counts[key]!
    }
}
