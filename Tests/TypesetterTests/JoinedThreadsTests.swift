import Foundation
import XCTest

@testable import Typesetter

/// Font verification runs on `JoinedThreads` so that `generate-snapshots` can fork its workers from a
/// single-threaded process afterwards.
final class JoinedThreadsTests: XCTestCase {
    private final class Calls: @unchecked Sendable {
        let lock = NSLock()
        var indices: [Int] = []
        /// The kernel's id of each thread that did work.
        var threads: Set<pid_t> = []

        func record(_ index: Int) {
            lock.lock()
            indices.append(index)
            threads.insert(JoinedThreadsTests.currentThread())
            lock.unlock()
        }
    }

    /// The calling thread's kernel id (`gettid`, which Swift's Glibc module leaves out).
    private static func currentThread() -> pid_t {
        let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")) ?? ""
        return pid_t(link.split(separator: "/").last ?? "") ?? 0
    }

    func testEveryIndexIsDoneOnceOnSeveralThreadsAndNoThreadOutlivesTheCall() throws {
        let calls = Calls()
        JoinedThreads.forEach(64, threads: 3) { index in
            usleep(1000)
            calls.record(index)
        }
        XCTAssertEqual(calls.indices.sorted(), Array(0..<64))
        XCTAssertGreaterThan(calls.threads.count, 1, "the work was shared")
        // Other threads of the test process (Dispatch's) come and go on their own: the ones started for
        // the call must be gone. A joined thread may still be listed for a moment while the kernel
        // finishes it.
        let started = calls.threads.subtracting([Self.currentThread()])
        var running = started
        for _ in 0..<100 where !running.isEmpty {
            usleep(1000)
            running = running.filter { FileManager.default.fileExists(atPath: "/proc/self/task/\($0)") }
        }
        XCTAssertEqual(running, Set<pid_t>(), "threads left running")
    }

    func testNoWorkAndOneThreadRunOnTheCallingThread() {
        JoinedThreads.forEach(0, threads: 4) { _ in XCTFail("nothing to do") }
        let calls = Calls()
        JoinedThreads.forEach(5, threads: 1) { calls.record($0) }
        XCTAssertEqual(calls.indices, Array(0..<5))
        XCTAssertEqual(calls.threads, [Self.currentThread()])
    }
}
