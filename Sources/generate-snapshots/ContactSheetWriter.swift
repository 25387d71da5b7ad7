import Foundation
import ReferenceScenes
import SnapshotRenderer
import SnapshotTesting

/// One contact sheet per scene and trait variant: `<scene>/contact-sheet[-<variant>].png`, the default
/// matrix's devices in order, portrait before landscape, composed from the PNGs in the folder. A sheet
/// always shows the full default matrix: a run of some devices only writes it when the folder holds
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
            let variant = job.configuration.fileStem.split(separator: "-").dropFirst(2).joined(separator: "-")
            let path = "\(job.scene.name)/contact-sheet\(variant.isEmpty ? "" : "-" + variant).png"
            guard seen.insert(path).inserted else { continue }
            var jobs: [SnapshotJob] = []
            for device in DefaultMatrix.devices {
                for orientation in DefaultMatrix.orientations {
                    var configuration = job.configuration
                    configuration.device = device
                    configuration.orientation = orientation
                    jobs.append(SnapshotJob(scene: job.scene, configuration: configuration))
                }
            }
            sheets.append(Sheet(relativePath: path, jobs: jobs))
        }
        return sheets
    }

    /// The sheet's bytes from the folder's snapshots, or the first snapshot it lacks.
    func compose(_ sheet: Sheet) throws -> Result<[UInt8], MissingSnapshot> {
        var entries: [(label: String, image: RGBAImage)] = []
        for job in sheet.jobs {
            let url = output.appendingPathComponent(job.relativePath)
            guard let bytes = try GoldenFile.read(url) else { return .failure(MissingSnapshot(path: job.relativePath)) }
            let label = "\(job.configuration.device.displayName), \(job.configuration.orientation.rawValue)"
            do {
                entries.append((label, try PNGDecoder.decode(bytes)))
            } catch {
                throw GoldenFile.Unreadable(path: url.path, reason: error.description)
            }
        }
        return .success(PNGEncoder().encode(try ContactSheet.compose(entries)))
    }

    struct MissingSnapshot: Error {
        let path: String
    }

    /// Writes every sheet whose snapshots are all in the folder; returns a note for each one left as it was.
    func writeSheets() throws -> [String] {
        guard options.workerSlice == nil, options.shard.count == 1 else { return [] }
        var notes: [String] = []
        for sheet in sheets {
            let composed: Result<[UInt8], MissingSnapshot>
            do {
                composed = try compose(sheet)
            } catch {
                // A damaged golden beside the run's own files is `--check`'s to report; the run's files stand.
                notes.append("\(sheet.relativePath) not written: \(error)")
                continue
            }
            switch composed {
            case .success(let png):
                try Data(png).write(to: output.appendingPathComponent(sheet.relativePath), options: .atomic)
            case .failure(let missing):
                notes.append(
                    "\(sheet.relativePath) not written: it shows the whole default matrix and \(missing.path) "
                        + "is not in the folder")
            }
        }
        return notes
    }
}
