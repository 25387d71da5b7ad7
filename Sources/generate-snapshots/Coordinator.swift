import Foundation
import SnapshotRenderer
import Typesetter

/// Runs the matrix as a queue of units (``WorkUnit``): this process takes units in turn with `--jobs`
/// − 1 worker processes, each started once and asking for the next snapshot when it finishes one. Pango
/// font maps are not thread-safe, and processes also keep each worker's memory separate; every file
/// depends only on its own job, so the bytes do not depend on the job count or on who took what. This
/// process composes the sheets, from the thumbnails it made (in memory) and those the workers left in a
/// temporary folder.
///
/// Workers are forked from this process once it has verified and loaded the fonts (``forkWorkers()``):
/// a child shares its parent's pages copy-on-write, so it starts with the libraries linked, the fonts
/// verified and parsed, and fontconfig, Pango and Cairo set up, at no cost but the fork. That is only
/// safe while this process has a single thread (a lock some other thread held at the fork would stay
/// held in the child forever), so it forks before any Dispatch or Foundation thread starts, checks, and
/// otherwise spawns the workers instead, saying why. A forked worker runs the worker loop
/// (``Worker/serve(units:output:thumbnails:)``) and leaves by `_exit`: it never returns into this
/// process's code, nor runs its exit handlers.
///
/// Spawned workers (the fallback, or `GENERATE_SNAPSHOTS_WORKER_START=spawn`) run this executable again
/// with `--worker`. They are started first thing (``startWorkers()``), so that starting a process
/// overlaps this one's font verification; each waits for the hashes this process verified
/// (``releaseWorkers()``) before it loads the fonts, so the 40 MB are hashed once per run and nothing is
/// written before they are known. Both kinds speak the same protocol on the same pipes.
final class Coordinator {
    let options: Options
    let output: URL
    /// Where `--timings` learns when each process drew.
    let criticalPath: CriticalPath

    /// The environment variable that carries a worker's spawn time (monotonic nanoseconds, a clock all
    /// processes share on Linux), so `--timings` can show what starting a process costs.
    static let spawnTimeVariable = "GENERATE_SNAPSHOTS_SPAWNED_AT"
    /// The environment variable naming the folder where workers leave thumbnails.
    static let thumbnailsVariable = "GENERATE_SNAPSHOTS_THUMBNAILS"
    /// The environment variable that, set to `spawn`, starts workers as new processes instead of forks
    /// (to compare the two, and to test the fallback).
    static let workerStartVariable = "GENERATE_SNAPSHOTS_WORKER_START"

    /// Whether this run forks its workers (after the fonts) rather than spawning them (before).
    static var forksWorkers: Bool { ProcessInfo.processInfo.environment[workerStartVariable] != "spawn" }

    private let units: [WorkUnit]
    private let progress: Progress
    private let queue: UnitQueue
    private let reports: WorkerReports
    private let workerCount: Int
    private var thumbnailFolder: URL?
    private var workers: [(process: WorkerProcess, results: FileHandle, requests: FileHandle)] = []

    static func thumbnailFile(of unit: Int, in folder: URL) -> URL {
        folder.appendingPathComponent("\(unit).thumbnail")
    }

    /// `output` is the folder as the workers will be told it; it need not exist yet.
    init(options: Options, output: URL, criticalPath: CriticalPath) {
        self.options = options
        self.output = output
        self.criticalPath = criticalPath
        units = WorkUnit.units(of: options)
        let snapshotCount = units.filter { if case .snapshot = $0.work { true } else { false } }.count
        progress = Progress(total: snapshotCount)
        queue = UnitQueue(units: units)
        reports = WorkerReports(progress: progress, queue: queue, criticalPath: criticalPath)
        workerCount = max(0, min(options.jobs, snapshotCount) - 1)
    }

    deinit { abandon() }

    /// Starts the workers as new processes; they wait for ``releaseWorkers()``, and exit when their
    /// input closes first.
    func startWorkers() throws {
        try makeThumbnailFolder()
        for _ in 0..<workerCount { workers.append(try startWorker(thumbnails: thumbnailFolder)) }
    }

    /// Once this process has verified the fonts and prepared the folder: the spawned workers get the
    /// fonts' hashes (``Worker/fontsMessage(_:)``) and start.
    func releaseWorkers() {
        let message = Worker.fontsMessage(VerifiedFontFiles.handDown())
        for worker in workers where !worker.process.forked {
            try? worker.requests.write(contentsOf: Data(message.utf8))
        }
    }

    /// Forks the workers, once this process has verified and loaded the fonts and prepared the folder;
    /// with other threads running, spawns them instead and says why on standard error.
    func forkWorkers() throws {
        guard workerCount > 0 else { return }
        let threads = SingleThread.count()
        guard threads == 1 else {
            FileHandle.standardError.write(
                Data(
                    ("generate-snapshots: \(threads.map(String.init) ?? "an unknown number of") threads run before "
                        + "the workers start, and forking is only safe with one: spawning the workers instead\n").utf8))
            try startWorkers()
            releaseWorkers()
            return
        }
        try makeThumbnailFolder()
        // What this process printed must not be printed again by a child flushing its copy.
        fflush(nil)
        var started: [(id: Int32, results: Int32, requests: Int32)] = []
        for _ in 0..<workerCount {
            // [read, write]: requests go from here to the worker, results the other way.
            var requests: [Int32] = [0, 0]
            var results: [Int32] = [0, 0]
            guard pipe(&requests) == 0, pipe(&results) == 0 else {
                throw WorkerFailure(lines: ["pipe: \(String(cString: strerror(errno)))"])
            }
            let forkedAt = CriticalPath.now
            let id = fork()
            if id == 0 {
                // The worker. Earlier workers' ends stay with this process only: a worker holding another's
                // request pipe open would keep that one waiting for a unit after the queue is empty.
                for other in started {
                    close(other.results)
                    close(other.requests)
                }
                close(requests[1])
                close(results[0])
                guard dup2(requests[0], STDIN_FILENO) >= 0, dup2(results[1], STDOUT_FILENO) >= 0 else { _exit(1) }
                close(requests[0])
                close(results[1])
                print(PhaseTimings.reportLine(phase: "worker start-up", seconds: PhaseTimings.seconds(since: forkedAt)))
                let status = Worker.serve(units: units, output: output, thumbnails: thumbnailFolder)
                fflush(nil)
                _exit(status)
            }
            guard id > 0 else { throw WorkerFailure(lines: ["fork: \(String(cString: strerror(errno)))"]) }
            close(requests[0])
            close(results[1])
            criticalPath.mark("worker \(id)", "forked", at: forkedAt)
            started.append((id, results[0], requests[1]))
        }
        // Only now may threads start: the readability handlers run on Dispatch's.
        for worker in started {
            let results = FileHandle(fileDescriptor: worker.results, closeOnDealloc: true)
            let requests = FileHandle(fileDescriptor: worker.requests, closeOnDealloc: true)
            reports.attach(worker.id, requests: requests)
            listen(to: results, from: worker.id)
            workers.append((WorkerProcess(forked: worker.id), results, requests))
        }
    }

    private func makeThumbnailFolder() throws {
        guard workerCount > 0 && queue.snapshotCount < units.count && thumbnailFolder == nil else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "generate-snapshots-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        thumbnailFolder = folder
    }

    /// Hands what a worker prints to ``WorkerReports`` as it comes; at its end (the worker exited or
    /// closed its output) stops listening, as the handler would otherwise be called again and again.
    private func listen(to results: FileHandle, from id: Int32) {
        let reports = reports
        results.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty {
                handle.readabilityHandler = nil
                reports.ended(id)
            } else {
                reports.receive(data, from: id)
            }
        }
    }

    /// Removes the thumbnails' folder (a run that stops before ``run()``, or after it).
    func abandon() {
        if let thumbnailFolder { try? FileManager.default.removeItem(at: thumbnailFolder) }
        thumbnailFolder = nil
    }

    /// The progress, and the sheets the units wrote.
    func run() throws -> (progress: Progress, sheets: Set<String>) {
        defer { abandon() }
        var failure: Error?
        let writer = UnitWriter(output: output)
        var thumbnails: [Int: ContactSheet.Thumbnail] = [:]
        criticalPath.mark("coordinator", "drawing from")
        while failure == nil, let index = queue.nextForCoordinator(waiting: criticalPath.addWaiting) {
            do {
                switch units[index].work {
                case .snapshot(let job, let sheetUnit):
                    let thumbnail = try writer.snapshot(job, thumbnail: sheetUnit != nil) { reports.record($0) }
                    if let thumbnail, let thumbnailFolder, WorkUnit.thumbnailGoesThroughFolder(index, of: units) {
                        try Self.writeThumbnail(thumbnail, of: index, in: thumbnailFolder)
                    } else {
                        thumbnails[index] = thumbnail
                    }
                    queue.finish(index)
                case .sheet(let sheet, let shown, _):
                    let shrunk = try shown.map { unit in
                        if let own = thumbnails.removeValue(forKey: unit) { return own }
                        return try Self.readThumbnail(of: unit, in: thumbnailFolder)
                    }
                    try writer.sheet(sheet, thumbnails: shrunk) { reports.record($0) }
                    criticalPath.mark("coordinator", "last sheet written")
                }
            } catch {
                failure = error
                queue.cancel()
            }
        }
        criticalPath.mark("coordinator", "units done")
        for (process, results, _) in workers {
            let status = process.waitUntilExit()
            criticalPath.mark("worker \(process.id)", "exited")
            results.readabilityHandler = nil
            reports.receive(results.readDataToEndOfFile(), from: process.id)
            reports.finish(process.id)
            if status != 0 { reports.fail("a worker exited with status \(status)") }
        }
        if let last = queue.lastSnapshotFinished { criticalPath.mark("all processes", "last snapshot done", at: last) }
        if let failure { throw failure }
        if !reports.failures.isEmpty {
            throw WorkerFailure(lines: reports.failures)
        }
        return (progress, reports.sheets)
    }

    /// Leaves a thumbnail for the process that composes its sheet.
    static func writeThumbnail(_ thumbnail: ContactSheet.Thumbnail, of unit: Int, in folder: URL) throws {
        try Data(thumbnail.bytes).write(to: thumbnailFile(of: unit, in: folder))
    }

    /// A thumbnail another process left, removed once read.
    static func readThumbnail(of unit: Int, in folder: URL?) throws -> ContactSheet.Thumbnail {
        guard let folder else { throw WorkerFailure(lines: ["no thumbnail for unit \(unit)"]) }
        let url = Self.thumbnailFile(of: unit, in: folder)
        defer { try? FileManager.default.removeItem(at: url) }
        guard let thumbnail = ContactSheet.Thumbnail(bytes: try Data(contentsOf: url)) else {
            throw WorkerFailure(lines: ["\(url.path): not a whole thumbnail"])
        }
        return thumbnail
    }

    /// Starts a worker on the same matrix; it says `ready` when it wants a unit and stops when its
    /// standard input closes.
    private func startWorker(thumbnails: URL?) throws -> (
        process: WorkerProcess, results: FileHandle, requests: FileHandle
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments =
            argumentsWithoutJobs(Array(CommandLine.arguments.dropFirst()))
            + ["--output", output.path, "--jobs", "\(options.jobs)", "--worker"]
        var environment = ProcessInfo.processInfo.environment
        environment[Self.spawnTimeVariable] = String(DispatchTime.now().uptimeNanoseconds)
        environment[Self.thumbnailsVariable] = thumbnails?.path
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
        // A worker that dies holds a snapshot some sheet waits for: stop handing out units, so that
        // the coordinator does not wait for it.
        let reports = reports
        process.terminationHandler = { process in
            if process.terminationStatus != 0 { reports.cancelQueue() }
        }
        try process.run()
        let id = process.processIdentifier
        criticalPath.mark("worker \(id)", "spawned")
        reports.attach(id, requests: requests.fileHandleForWriting)
        listen(to: results.fileHandleForReading, from: id)
        return (WorkerProcess(spawned: process), results.fileHandleForReading, requests.fileHandleForWriting)
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
    let criticalPath: CriticalPath
    private var buffers: [Int32: Data] = [:]
    private var requests: [Int32: FileHandle] = [:]
    /// The unit each worker is drawing: done when it next says `ready`.
    private var current: [Int32: Int] = [:]
    private var collectedFailures: [String] = []
    private var writtenSheets: Set<String> = []

    init(progress: Progress, queue: UnitQueue, criticalPath: CriticalPath) {
        self.progress = progress
        self.queue = queue
        self.criticalPath = criticalPath
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

    func cancelQueue() { queue.cancel() }

    /// A worker's output ended: if it had not finished its unit, it died on it, and a sheet may wait
    /// for that snapshot forever, so no more units are handed out (its exit status says why).
    func ended(_ worker: Int32) {
        lock.lock()
        defer { lock.unlock() }
        if current[worker] != nil { queue.cancel() }
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
        case .thumbnail(let seconds): progress.timings.add("contact sheets", seconds)
        case .sheet(let path, let seconds):
            writtenSheets.insert(path)
            progress.timings.add("contact sheets", seconds)
        }
    }

    private func handle(_ line: String, from worker: Int32) {
        if line == "ready" {
            criticalPath.markFirst("worker \(worker)", "ready")
            if let done = current.removeValue(forKey: worker) { queue.finish(done) }
            if let handle = requests[worker], let index = queue.nextForWorker() {
                current[worker] = index
                try? handle.write(contentsOf: Data("\(index)\n".utf8))
            } else {
                criticalPath.mark("worker \(worker)", "units done")
                closeRequests(of: worker)
            }
        } else if let report = UnitWriter.Report(reportLine: line[...]) {
            if case .sheet = report { criticalPath.mark("worker \(worker)", "last sheet written") }
            handle(report)
        } else if progress.timings.receive(reportLine: line[...]) {
            return
        } else if !line.isEmpty {
            collectedFailures.append(line)
            queue.cancel()
        }
    }
}
