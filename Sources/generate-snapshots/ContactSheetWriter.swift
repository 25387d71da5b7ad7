import Foundation
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting

/// One contact sheet per scene and trait variant: `<scene>/contact-sheet[-<variant>].png`, the scene's
/// devices in order, each in its orientations in order, composed from the PNGs in the folder. A sheet
/// always shows the scene's whole matrix: a run of some devices only writes it when the folder holds
/// every other one too, so a partial run never leaves a partial sheet where a full one was.
struct ContactSheetWriter {
    let options: Options
    let output: URL

    /// A sheet and the snapshots it shows.
    struct Sheet {
        let relativePath: String
        let jobs: [SnapshotJob]
    }

    /// The sheets of the scenes and variants the run (or check) covers.
    var sheets: [Sheet] {
        var sheets: [Sheet] = []
        var seen: Set<String> = []
        for job in options.matrix {
            let path = Self.sheetPath(of: job)
            guard seen.insert(path).inserted else { continue }
            sheets.append(Self.sheet(at: path, of: job))
        }
        return sheets
    }

    /// The sheet that shows a job's scene and trait variant.
    static func sheetPath(of job: SnapshotJob) -> String {
        "\(job.scene.name)/contact-sheet\(job.variant.isEmpty ? "" : "-" + job.variant).png"
    }

    /// The sheet at `path`: `job`'s scene and variant on every device and orientation the scene declares.
    static func sheet(at path: String, of job: SnapshotJob) -> Sheet {
        var jobs: [SnapshotJob] = []
        for device in job.scene.devices {
            for orientation in job.scene.orientations {
                var configuration = job.configuration
                configuration.device = device
                configuration.orientation = orientation
                jobs.append(SnapshotJob(scene: job.scene, configuration: configuration))
            }
        }
        return Sheet(relativePath: path, jobs: jobs)
    }

    /// A snapshot's caption on the sheet.
    static func label(of job: SnapshotJob) -> String {
        "\(job.configuration.device.displayName), \(job.configuration.orientation.rawValue)"
    }

    /// The sheet's bytes from the folder's snapshots, or the first snapshot it lacks.
    func compose(_ sheet: Sheet) throws -> Result<[UInt8], MissingSnapshot> {
        var entries: [(label: String, image: RGBAImage)] = []
        for job in sheet.jobs {
            let url = output.appendingPathComponent(job.relativePath)
            guard let bytes = try GoldenFile.read(url) else { return .failure(MissingSnapshot(path: job.relativePath)) }
            do {
                entries.append((Self.label(of: job), try ImageDecoder.decodePNG(bytes)))
            } catch {
                throw GoldenFile.Unreadable(path: url.path, reason: error.description)
            }
        }
        return .success(ImageEncoder().png(try ContactSheet.compose(entries)))
    }

    struct MissingSnapshot: Error {
        let path: String
    }

    /// Writes every sheet whose snapshots are all in the folder, except those the workers already wrote
    /// from memory; returns a note for each one left as it was. Sheets are independent, so `--jobs`
    /// threads take them in turn (composing locks only around the labels, which need the process's
    /// single-threaded Pango font map).
    func writeSheets(except written: Set<String> = []) throws -> [String] {
        guard !options.worker, options.shard.count == 1 else { return [] }
        let sheets = self.sheets.filter { !written.contains($0.relativePath) }
        guard !sheets.isEmpty else { return [] }
        let threads = max(1, min(options.jobs, sheets.count))
        let outcomes = SheetOutcomes(count: sheets.count)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for index in stride(from: thread, to: sheets.count, by: threads) {
                outcomes.set(index, Result { try write(sheets[index]) })
            }
        }
        var notes: [String] = []
        for index in sheets.indices {
            switch outcomes.get(index) {
            case .success(let note?): notes.append(note)
            case .success(nil), nil: break
            case .failure(let error): throw error
            }
        }
        return notes
    }

    /// Writes one sheet; returns why it was left as it was, if it was.
    private func write(_ sheet: Sheet) throws -> String? {
        let composed: Result<[UInt8], MissingSnapshot>
        do {
            composed = try compose(sheet)
        } catch {
            // A damaged golden beside the run's own files is `--check`'s to report; the run's files stand.
            return "\(sheet.relativePath) not written: \(error)"
        }
        switch composed {
        case .success(let png):
            try OutputFile.write(png, to: output.appendingPathComponent(sheet.relativePath))
            return nil
        case .failure(let missing):
            return "\(sheet.relativePath) not written: it shows the scene's whole matrix and \(missing.path) "
                + "is not in the folder"
        }
    }
}

/// Each sheet's outcome, filled from `concurrentPerform`'s threads.
private final class SheetOutcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [Result<String?, Error>?]

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ outcome: Result<String?, Error>) {
        lock.lock()
        outcomes[index] = outcome
        lock.unlock()
    }

    func get(_ index: Int) -> Result<String?, Error>? {
        lock.lock()
        defer { lock.unlock() }
        return outcomes[index]
    }
}
