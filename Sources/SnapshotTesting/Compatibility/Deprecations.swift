import Foundation

// The `matching:` spellings that swift-snapshot-testing 1.17 still accepts, with a deprecation warning,
// so that older test files compile. Before 1.17 `record: false` meant "use the global setting", so it
// does not force `.missing` here.

@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:fileID:file:testName:line:column:)")
public func assertSnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool = false, timeout: TimeInterval = 5,
    file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) {
    assertSnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? true : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
    record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? true : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:fileID:file:testName:line:column:)")
public func assertSnapshots<Value, Format>(
    matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
    record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath,
    testName: String = #function, line: UInt = #line
) {
    assertSnapshots(
        of: try value(), as: strategies, record: recording ? true : nil, timeout: timeout, file: file,
        testName: testName, line: line)
}

@available(
    *, deprecated,
    renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:fileID:file:testName:line:column:)"
)
public func verifySnapshot<Value, Format>(
    matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>,
    named name: String? = nil, record recording: Bool = false, snapshotDirectory: String? = nil,
    timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
    verifySnapshot(
        of: try value(), as: snapshotting, named: name, record: recording ? true : nil,
        snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}
