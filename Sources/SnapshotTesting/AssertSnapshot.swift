import Foundation
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// Asserts that `value` matches its golden `__Snapshots__/<TestFile>/<testName>.<name>.<ext>` beside the
/// test file, recording it according to the record mode, as swift-snapshot-testing's function of the
/// same signature does. `record: true` records (`.all`), `false` records only missing goldens
/// (`.missing`), `nil` takes the mode from `withSnapshotTesting`, the `.snapshots` trait,
/// `isRecording` or `SNAPSHOT_TESTING_RECORD`, in that order. Recording fails the assertion once.
///
/// Failures go to Swift Testing when called from a `@Test`, else to XCTest, or to the configuration's
/// reporter.
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, timeout: TimeInterval = 5,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let failure = snapshotFailure(
        of: try value(), as: snapshotting, named: name, record: SnapshotRecordMode(recording), timeout: timeout,
        file: filePath, testName: testName, line: line)
    report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// ``assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)`` with a record mode
/// (`.all`, `.failed`, `.missing`, `.never`) for this assertion alone, and optionally its own folder:
/// `snapshotDirectory` holds the goldens directly (`<snapshotDirectory>/<testName>.<name>.<ext>`).
public func assertSnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) {
    let failure = snapshotFailure(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, file: filePath, testName: testName, line: line)
    report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts `value` against one golden per named strategy (`<testName>.<name>.<ext>`), in the order of
/// the names.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
        assertSnapshot(
            of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
            file: filePath, testName: testName, line: line, column: column)
    }
}

/// Asserts `value` against one golden per strategy, numbered on from the test's earlier assertions.
public func assertSnapshots<Value, Format>(
    of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line,
    column: UInt = #column
) {
    for strategy in strategies {
        assertSnapshot(
            of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
            testName: testName, line: line, column: column)
    }
}

/// Like `assertSnapshot` but returns the failure message instead of reporting it (`nil` when the value
/// matches), for assertion helpers of one's own, as swift-snapshot-testing's `verifySnapshot` does.
/// `snapshotDirectory` holds the goldens directly (`<snapshotDirectory>/<testName>.<name>.<ext>`).
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool? = nil, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
    snapshotFailure(
        of: try value(), as: snapshotting, named: name, record: SnapshotRecordMode(recording),
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: filePath, testName: testName, line: line
    )?.message
}

/// ``verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)``
/// with a record mode for this assertion alone.
public func verifySnapshot<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotTestingConfiguration.Record, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
    testName: String = #function, line: UInt = #line, column: UInt = #column
) -> String? {
    snapshotFailure(
        of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
        timeout: timeout, file: filePath, testName: testName, line: line
    )?.message
}

/// The failure of an assertion as a value (its kind, golden, artifacts, layout and environment changes)
/// instead of a message, for tools and for tests of the library itself. `nil` when the value matches.
public func snapshotFailure<Value, Format>(
    of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record: SnapshotRecordMode? = nil, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line
) -> SnapshotFailure? {
    let file = "\(filePath)"
    var configuration = SnapshotConfiguration.current
    let golden: GoldenName
    let label = name ?? String(AssertionCounter.shared.next(file: file, testName: testName))
    if let snapshotDirectory {
        configuration.goldensDirectory = URL(fileURLWithPath: snapshotDirectory, isDirectory: true)
        golden = GoldenName(testName: testName, name: label)
    } else {
        golden = GoldenName(testFile: file, testName: testName, name: label)
    }
    return SnapshotVerifier(configuration: configuration).verify(
        value, as: snapshotting, golden: golden, record: record, timeout: timeout,
        testFilter: GoldenName.sanitizePathComponent(testName), anchor: file)
}

/// Sends a failure to the configuration's reporter, else to the running Swift Testing test, else to XCTest.
private func report(
    _ failure: SnapshotFailure?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    guard let failure else { return }
    let location = SnapshotSourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
    if let reporter = SnapshotConfiguration.current.reporter {
        reporter(failure, location)
        return
    }
    #if canImport(Testing)
        if Test.current != nil {
            let sourceLocation = SourceLocation(
                fileID: location.fileID, filePath: location.filePath, line: location.line, column: location.column)
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
            // The files a reader needs (the new golden, or actual, expected and diffs) go with the issue,
            // so `swift test --attachments-path` collects them.
            let files =
                failure.kind == .recorded && failure.artifacts.isEmpty ? [failure.goldenPath] : failure.artifacts
            for path in files {
                let url = URL(fileURLWithPath: path)
                guard let bytes = (try? GoldenFile.read(url)) ?? nil else { continue }
                Attachment.record(bytes, named: url.lastPathComponent, sourceLocation: sourceLocation)
            }
            return
        }
    #endif
    XCTFail(failure.message, file: filePath, line: line)
}

extension SnapshotRecordMode {
    /// swift-snapshot-testing's `record:` flag: `true` records everything, `false` only what is missing.
    init?(_ recording: Bool?) {
        guard let recording else { return nil }
        self = recording ? .all : .missing
    }
}
