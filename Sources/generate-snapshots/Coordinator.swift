import Foundation
import SnapshotRenderer

/// Runs the matrix: in this process for one job, otherwise in worker processes that each take every
/// n-th file. Pango font maps are not thread-safe, and processes also keep each worker's memory
/// separate; every file depends only on its own job, so the bytes do not depend on the job count.
struct Coordinator {
    let options: Options
    let output: URL

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
        let baseArguments = Array(CommandLine.arguments.dropFirst()).filter { $0 != "--worker-slice" }
        var processes: [(Process, Pipe)] = []
        let lock = NSLock()
        var failures: [String] = []
        for index in 0..<count {
            let process = Process()
            process.executableURL = executable
            process.arguments =
                argumentsWithoutJobs(baseArguments) + [
                    "--output", output.path, "--worker-slice", "\(index + 1)/\(count)",
                ]
            let pipe = Pipe()
            process.standardOutput = pipe
            var buffer = Data()
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let chunk = handle.availableData
                lock.lock()
                defer { lock.unlock() }
                buffer.append(chunk)
                while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...newline)
                    if let written = SnapshotWriter.Written(reportLine: line[...]) {
                        progress.record(written)
                    } else if !line.isEmpty {
                        failures.append(line)
                    }
                }
            }
            try process.run()
            processes.append((process, pipe))
        }
        for (process, pipe) in processes {
            process.waitUntilExit()
            pipe.fileHandleForReading.readabilityHandler = nil
            // Drain whatever arrived after the last callback.
            let rest = pipe.fileHandleForReading.readDataToEndOfFile()
            lock.lock()
            for line in String(decoding: rest, as: UTF8.self).split(separator: "\n") {
                if let written = SnapshotWriter.Written(reportLine: line) {
                    progress.record(written)
                } else {
                    failures.append(String(line))
                }
            }
            lock.unlock()
            if process.terminationStatus != 0 {
                failures.append("a worker exited with status \(process.terminationStatus)")
            }
        }
        if !failures.isEmpty {
            throw WorkerFailure(lines: failures)
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
