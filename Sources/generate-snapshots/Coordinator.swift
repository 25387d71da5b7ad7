import Foundation
import SnapshotRenderer
import Typesetter

/// Runs the matrix as a queue of units (``WorkUnit``): this process takes units in turn with `--jobs`
/// − 1 worker processes, each started once and asking for the next unit when it finishes one. Pango
/// font maps are not thread-safe, and processes also keep each worker's memory separate; every file
/// depends only on its own job, so the bytes do not depend on the job count or on who took what.
struct Coordinator {
    let options: Options
    let output: URL

    /// The environment variable that carries a worker's spawn time (monotonic nanoseconds, a clock all
    /// processes share on Linux), so `--timings` can show what starting a process costs.
    static let spawnTimeVariable = "GENERATE_SNAPSHOTS_SPAWNED_AT"

    /// The progress, and the sheets the units wrote from memory.
    func run() throws -> (progress: Progress, sheets: Set<String>) {
        let processes = max(1, min(options.jobs, options.matrix.count))
        let units = WorkUnit.units(of: options, processes: processes)
        let progress = Progress(total: units.reduce(0) { $0 + $1.jobs.count })
        let queue = UnitQueue(count: units.count)
        let reports = WorkerReports(progress: progress, queue: queue)
        let workers = try (1..<max(1, min(processes, units.count))).map { _ in try startWorker(reports: reports) }
        var failure: Error?
        let writer = UnitWriter(output: output)
        while failure == nil, let index = queue.next() {
            do {
                try writer.write(units[index]) { reports.record($0) }
            } catch {
                failure = error
                queue.cancel()
            }
        }
        for (process, pipe) in workers {
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
            reports.receive(pipe.fileHandleForReading.readDataToEndOfFile(), from: process.processIdentifier)
            reports.finish(process.processIdentifier)
            if process.terminationStatus != 0 {
                reports.fail("a worker exited with status \(process.terminationStatus)")
            }
        }
        if let failure { throw failure }
        if !reports.failures.isEmpty {
            throw WorkerFailure(lines: reports.failures)
        }
        return (progress, reports.sheets)
    }

    /// Starts a worker on the same matrix; it says `ready` when it wants a unit and stops when its
    /// standard input closes.
    private func startWorker(reports: WorkerReports) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments =
            argumentsWithoutJobs(Array(CommandLine.arguments.dropFirst()))
            + ["--output", output.path, "--jobs", "\(options.jobs)", "--worker"]
        var environment = ProcessInfo.processInfo.environment
        // This process has verified the fonts; workers take its hashes for files that have not changed.
        environment[VerifiedFontFiles.environmentVariable] = VerifiedFontFiles.handDown()
        environment[Self.spawnTimeVariable] = String(DispatchTime.now().uptimeNanoseconds)
        process.environment = environment
        let results = Pipe()
        let requests = Pipe()
        // This process's ends must not leak into later workers: a worker holding another's request pipe
        // open would keep that one waiting for a unit after the queue is empty.
        for end in [results.fileHandleForReading, requests.fileHandleForWriting] {
            _ = fcntl(end.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        process.standardOutput = results
        process.standardInput = requests
        try process.run()
        let id = process.processIdentifier
        reports.attach(id, requests: requests.fileHandleForWriting)
        results.fileHandleForReading.readabilityHandler = { handle in
            reports.receive(handle.availableData, from: id)
        }
        return (process, results)
    }

    /// The parent's own arguments, minus the ones the parent decides for its workers.
    private func argumentsWithoutJobs(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
                continue
            }
            if argument == "--timings" || argument == "--worker" { continue }
            if ["--jobs", "--output"].contains(argument) {
                skipNext = true
                continue
            }
            result.append(argument)
        }
        return result
    }

    struct WorkerFailure: Error, CustomStringConvertible {
        let lines: [String]
        var description: String { "rendering failed:\n" + lines.joined(separator: "\n") }
    }
}

/// Lines from the workers' pipes, cut at newlines per worker; handlers run on Foundation's threads.
/// A `ready` line is answered with the next unit's number, or by closing the worker's input.
private final class WorkerReports: @unchecked Sendable {
    private let lock = NSLock()
    private let progress: Progress
    private let queue: UnitQueue
    private var buffers: [Int32: Data] = [:]
    private var requests: [Int32: FileHandle] = [:]
    private var collectedFailures: [String] = []
    private var writtenSheets: Set<String> = []

    init(progress: Progress, queue: UnitQueue) {
        self.progress = progress
        self.queue = queue
    }

    var failures: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collectedFailures
    }

    var sheets: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        return writtenSheets
    }

    func attach(_ worker: Int32, requests handle: FileHandle) {
        lock.lock()
        requests[worker] = handle
        lock.unlock()
    }

    /// A report from this process's own units or a worker's.
    func record(_ report: UnitWriter.Report) {
        lock.lock()
        defer { lock.unlock() }
        handle(report)
    }

    func receive(_ data: Data, from worker: Int32) {
        lock.lock()
        defer { lock.unlock() }
        var buffer = buffers[worker, default: Data()] + data
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            handle(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self), from: worker)
            buffer.removeSubrange(buffer.startIndex...newline)
        }
        buffers[worker] = buffer
    }

    func finish(_ worker: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if let rest = buffers.removeValue(forKey: worker), !rest.isEmpty {
            handle(String(decoding: rest, as: UTF8.self), from: worker)
        }
        closeRequests(of: worker)
    }

    func fail(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        collectedFailures.append(line)
        queue.cancel()
    }

    private func closeRequests(of worker: Int32) {
        try? requests.removeValue(forKey: worker)?.close()
    }

    private func handle(_ report: UnitWriter.Report) {
        switch report {
        case .snapshot(let written): progress.record(written)
        case .sheet(let path, let seconds):
            writtenSheets.insert(path)
            progress.timings.add("contact sheets", seconds)
        }
    }

    private func handle(_ line: String, from worker: Int32) {
        if line == "ready" {
            if let index = queue.next(), let handle = requests[worker] {
                try? handle.write(contentsOf: Data("\(index)\n".utf8))
            } else {
                closeRequests(of: worker)
            }
        } else if let report = UnitWriter.Report(reportLine: line[...]) {
            handle(report)
        } else if progress.timings.receive(reportLine: line[...]) {
            return
        } else if !line.isEmpty {
            collectedFailures.append(line)
            queue.cancel()
        }
    }
}
