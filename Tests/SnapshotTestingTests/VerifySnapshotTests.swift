import Foundation
import SnapshotTesting
import XCTest

/// `verifySnapshot`, `assertSnapshot`'s `record:` flag, golden names and asynchronous snapshots, as
/// swift-snapshot-testing defines them.
final class VerifySnapshotTests: XCTestCase {
    func testVerifySnapshotReturnsTheMessageOrNil() throws {
        let sandbox = try Sandbox()
        withSnapshotTesting(sandbox.configuration()) {
            let recorded = verifySnapshot(of: "a\nb", as: .lines, named: "text")
            XCTAssertTrue(recorded?.contains("Recorded a new golden") ?? false, recorded ?? "")
            XCTAssertNil(verifySnapshot(of: "a\nb", as: .lines, named: "text"))
            let message = verifySnapshot(of: "a\nc", as: .lines, named: "text")
            XCTAssertTrue(message?.contains("- b") ?? false, message ?? "")
            XCTAssertTrue(message?.contains("+ c") ?? false, message ?? "")
        }
    }

    /// `record: true` records over a matching golden and fails; `false` records only what is missing.
    func testTheRecordFlag() throws {
        let sandbox = try Sandbox()
        let golden = "VerifySnapshotTests/testTheRecordFlag.flag.txt"
        withSnapshotTesting(sandbox.configuration(record: .never)) {
            XCTAssertNotNil(verifySnapshot(of: "one", as: .lines, named: "flag", record: false))
            XCTAssertEqual(sandbox.contents(golden), Array("one".utf8))
            XCTAssertNil(verifySnapshot(of: "one", as: .lines, named: "flag", record: false))
            let message = verifySnapshot(of: "two", as: .lines, named: "flag", record: true)
            XCTAssertTrue(message?.contains("record mode all") ?? false, message ?? "")
            XCTAssertEqual(sandbox.contents(golden), Array("two".utf8))
            XCTAssertNotNil(verifySnapshot(of: "three", as: .lines, named: "flag"), "nil keeps the scope's never")
            XCTAssertEqual(sandbox.contents(golden), Array("two".utf8))
        }
    }

    /// Recording fails the assertion once, as swift-snapshot-testing does, then it passes.
    func testAssertSnapshotFailsAfterRecording() throws {
        let sandbox = try Sandbox()
        let kinds = Kinds()
        var configuration = sandbox.configuration()
        configuration.reporter = { failure, _ in kinds.append(failure.kind) }
        withSnapshotTesting(configuration) {
            for _ in 0..<2 { assertSnapshot(of: "value", as: .lines, named: "once") }
            assertSnapshot(of: "value", as: .lines, named: "once", record: true)
            assertSnapshot(of: "value", as: .lines, named: "once", record: .failed)
        }
        XCTAssertEqual(kinds.all, [.recorded, .recorded])
    }

    /// swift-snapshot-testing's rule: runs of non-word characters become one `-`, none at either end.
    func testNamesAreSanitizedAsSwiftSnapshotTestingDoes() {
        let cases = [
            ("testFeed()", "testFeed"), ("dark mode", "dark-mode"), ("iPhone 8 (landscape)", "iPhone-8-landscape"),
            ("a.b/c", "a-b-c"), ("../../etc", "etc"), ("snake_case", "snake_case"), ("--x--", "x"),
            ("Ünïcødé 名前", "Ünïcødé-名前"), ("test(named:value:)", "test-named-value"),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(GoldenName.sanitizePathComponent(input), expected, input)
        }
    }

    /// Their rule is a regular expression (`\\W+` → `-`, then `^-|-$` removed); ICU's regex is the oracle
    /// for ours over strings mixing word characters, punctuation, marks, digits of other scripts and emoji.
    func testSanitizingAgreesWithTheRegularExpression() {
        let pool = Array("aZ_09 -.()/:é\u{301}٣名🙂\u{200D}\t$'\"—·")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var input = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<Int(state >> 60) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                input.append(pool[Int(state >> 33) % pool.count])
            }
            let expected = input.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
                .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
            XCTAssertEqual(GoldenName.sanitizePathComponent(input), expected, input.debugDescription)
        }
    }

    func testGoldensAreNamedAfterTheSanitizedTestAndName() throws {
        let sandbox = try Sandbox()
        withSnapshotTesting(sandbox.configuration()) {
            _ = verifySnapshot(of: "x", as: .lines, named: "dark mode (large)", testName: "test(with:)")
            _ = verifySnapshot(of: "y", as: .lines, testName: "test(with:)")
            _ = verifySnapshot(of: Data([1, 2]), as: .data, named: "bytes", testName: "test(with:)")
        }
        XCTAssertEqual(sandbox.contents("VerifySnapshotTests/test-with.dark-mode-large.txt"), Array("x".utf8))
        XCTAssertEqual(sandbox.contents("VerifySnapshotTests/test-with.1.txt"), Array("y".utf8))
        XCTAssertEqual(sandbox.contents("VerifySnapshotTests/test-with.bytes"), [1, 2], "`.data` has no extension")
    }

    func testTheDictionaryFormNamesEachGolden() throws {
        let sandbox = try Sandbox()
        let kinds = Kinds()
        var configuration = sandbox.configuration()
        configuration.reporter = { failure, _ in kinds.append(failure.kind) }
        withSnapshotTesting(configuration) {
            assertSnapshots(of: 42, as: ["text": .description, "tree": .dump])
            assertSnapshots(of: 42, as: [.description, .dump])
        }
        let folder = "VerifySnapshotTests/testTheDictionaryFormNamesEachGolden"
        XCTAssertEqual(sandbox.contents("\(folder).text.txt"), Array("42".utf8))
        XCTAssertEqual(sandbox.contents("\(folder).tree.txt"), Array("- 42\n".utf8))
        XCTAssertEqual(sandbox.contents("\(folder).1.txt"), Array("42".utf8))
        XCTAssertEqual(sandbox.contents("\(folder).2.txt"), Array("- 42\n".utf8))
        XCTAssertEqual(kinds.all.count, 4)
    }

    func testAnAsynchronousSnapshotIsWaitedFor() throws {
        let sandbox = try Sandbox()
        let later = SimplySnapshotting<String>.lines.asyncPullback { (text: String) in
            Async { callback in DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { callback(text) } }
        }
        let failure = sandbox.verify("late", as: later)
        XCTAssertEqual(failure?.kind, .recorded)
        XCTAssertEqual(sandbox.contents("golden.txt"), Array("late".utf8))
    }

    /// XCTest runs on the main thread: waiting must keep the main queue running, or this never arrives.
    func testASnapshotDeliveredOnTheMainQueueArrives() throws {
        let sandbox = try Sandbox()
        let onMain = SimplySnapshotting<String>.lines.asyncPullback { (text: String) in
            Async { callback in DispatchQueue.main.async { callback(text) } }
        }
        XCTAssertTrue(Thread.isMainThread)
        XCTAssertEqual(sandbox.verify("main", as: onMain)?.kind, .recorded)
        XCTAssertNil(sandbox.verify("main", as: onMain))
    }

    func testASnapshotThatNeverArrivesTimesOut() throws {
        let sandbox = try Sandbox()
        let never = Snapshotting<String, String>(pathExtension: "txt", diffing: .lines) { _ in Async { _ in } }
        let failure = withSnapshotTesting(sandbox.configuration()) {
            snapshotFailure(of: "x", as: never, named: "never", timeout: 0.1)
        }
        XCTAssertEqual(failure?.kind, .timedOut)
        XCTAssertTrue(failure?.message.contains("timeout of 0.1 seconds") ?? false, failure?.message ?? "")
        XCTAssertNil(sandbox.contents("VerifySnapshotTests/testASnapshotThatNeverArrivesTimesOut.never.txt"))
    }

    func testWaitLetsTheMainQueueRunFirst() throws {
        let sandbox = try Sandbox()
        let box = Kinds()
        DispatchQueue.main.async { box.append(.recorded) }
        let strategy = Snapshotting<Kinds, String>.wait(
            for: 0.05, on: SimplySnapshotting<String>.lines.pullback { "\($0.all.count)" })
        XCTAssertEqual(sandbox.verify(box, as: strategy)?.kind, .recorded)
        XCTAssertEqual(sandbox.contents("golden.txt"), Array("1".utf8))
    }

    /// Attachments of a `Diffing` made with swift-snapshot-testing's initializer are written as artifacts.
    func testAttachmentsBecomeArtifacts() throws {
        let sandbox = try Sandbox()
        let diffing = Diffing<String>(
            toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) },
            diff: { old, new in
                guard old != new else { return nil }
                let attachment = XCTAttachment(
                    data: Data("\(old) → \(new)".utf8), uniformTypeIdentifier: "public.patch-file")
                attachment.name = "change"
                return ("  values differ  \n", [attachment, XCTAttachment(string: "second")])
            })
        let strategy = SimplySnapshotting(pathExtension: "txt", diffing: diffing)
        XCTAssertNotNil(sandbox.verify("old", as: strategy))
        let failure = try XCTUnwrap(sandbox.verify("new", as: strategy))
        XCTAssertTrue(failure.message.contains("  values differ\n"), failure.message)
        let change = try XCTUnwrap(failure.artifacts.first { $0.hasSuffix("golden.change.patch") })
        XCTAssertEqual(FileManager.default.contents(atPath: change), Data("old → new".utf8))
        XCTAssertTrue(failure.artifacts.contains { $0.hasSuffix("golden.attachment-2.txt") }, "\(failure.artifacts)")
    }

    /// `diff`, `toData` and `fromData` are views of one stored comparison: setting one is seen by both.
    func testTheDiffViewAndTheDifferenceAgree() throws {
        var diffing = Diffing<String>.lines
        let (message, attachments) = try XCTUnwrap(diffing.diff("a", "b"))
        XCTAssertEqual(message, diffing.difference("a", "b")?.summary)
        XCTAssertEqual(attachments.map(\.name), ["text-diff"])
        diffing.diff = { $0 == $1 ? nil : ("changed", []) }
        XCTAssertEqual(diffing.difference("a", "b")?.summary, "changed")
        diffing.toData = { Data($0.uppercased().utf8) }
        XCTAssertEqual(diffing.toData("abc"), Data("ABC".utf8))
        XCTAssertEqual(diffing.fromData(Data("xyz".utf8)), "xyz")
    }

    func testTheSnapshotViewDeliversTheFormat() {
        var delivered: String?
        Snapshotting<Int, String>.description.snapshot(7).run { delivered = $0 }
        XCTAssertEqual(delivered, "7")
    }
}

/// Collects values from reporters and callbacks.
final class Kinds: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [SnapshotFailure.Kind] = []
    func append(_ kind: SnapshotFailure.Kind) { lock.withLock { stored.append(kind) } }
    var all: [SnapshotFailure.Kind] { lock.withLock { stored } }
}
