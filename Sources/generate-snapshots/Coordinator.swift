import Foundation
import SnapshotRenderer
import Typesetter

/// Runs the matrix: in this process for one job, otherwise in worker processes that each take every
/// n-th file. Pango font maps are not thread-safe, and processes also keep each worker's memory
/// separate; every file depends only on its own job, so the bytes do not depend on the job count.
struct Coordinator {
    let options: Options
    let output: URL

    /// The environment variable that carries a worker's spawn time (monotonic nanoseconds, a clock all
    /// processes share on Linux), so `--timings` can show what starting a process costs.
    static let spawnTimeVariable = "GENERATE_SNAPSHOTS_SPAWNED_AT"

    func run() throws -> Progress {
        let jobs = options.matrix
        let progress = Progress(total: jobs.count)
        let workers = min(options.jobs, jobs.count)
        if workers <= 1 {
            let writer = SnapshotWriter(output: output)
            for job in jobs { progress.record(try writer.write(job)) }
        } else {
            try runWorkers(workers, progress: progress)
        }
        return progress
    }

    private func runWorkers(_ count: Int, progress: Progress) throws {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let baseArguments = argumentsWithoutJobs(Array(CommandLine.arguments.dropFirst()))
        let reports = WorkerReports(progress: progress)
        var processes: [(Process, Pipe)] = []
        for index in 0..<count {
            let process = Process()
            process.executableURL = executable
            process.arguments = baseArguments + ["--output", output.path, "--worker-slice", "\(index + 1)/\(count)"]
            var environment = ProcessInfo.processInfo.environment
            // This process has verified the fonts; workers take its hashes for files that have not changed.
            environment[VerifiedFontFiles.environmentVariable] = VerifiedFontFiles.handDown()
            environment[Self.spawnTimeVariable] = String(DispatchTime.now().uptimeNanoseconds)
            process.environment = environment
            let pipe = Pipe()
            process.standardOutput = pipe
            pipe.fileHandleForReading.readabilityHandler = { handle in
                reports.receive(handle.availableData, from: index)
            }
            try process.run()
            processes.append((process, pipe))
        }
        for (index, (process, pipe)) in processes.enumerated() {
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
            reports.receive(pipe.fileHandleForReading.readDataToEndOfFile(), from: index)
            reports.finish(index)
            if process.terminationStatus != 0 {
                reports.fail("a worker exited with status \(process.terminationStatus)")
            }
        }
        if !reports.failures.isEmpty {
            throw WorkerFailure(lines: reports.failures)
        }
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
            if argument == "--timings" { continue }
            if ["--jobs", "--output", "--worker-slice"].contains(argument) {
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
private final class WorkerReports: @unchecked Sendable {
    private let lock = NSLock()
    private let progress: Progress
    private var buffers: [Int: Data] = [:]
    private var collectedFailures: [String] = []

    init(progress: Progress) { self.progress = progress }

    var failures: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collectedFailures
    }

    func receive(_ data: Data, from worker: Int) {
        lock.lock()
        defer { lock.unlock() }
        var buffer = buffers[worker, default: Data()] + data
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
            handle(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
            buffer.removeSubrange(buffer.startIndex...newline)
        }
        buffers[worker] = buffer
    }

    func finish(_ worker: Int) {
        lock.lock()
        defer { lock.unlock() }
        if let rest = buffers.removeValue(forKey: worker), !rest.isEmpty {
            handle(String(decoding: rest, as: UTF8.self))
        }
    }

    func fail(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        collectedFailures.append(line)
    }

    private func handle(_ line: String) {
        if let written = SnapshotWriter.Written(reportLine: line[...]) {
            progress.record(written)
        } else if progress.timings.receive(reportLine: line[...]) {
            return
        } else if !line.isEmpty {
            collectedFailures.append(line)
        }
    }
}
