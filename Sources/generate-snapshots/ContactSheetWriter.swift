import Foundation
import SnapshotRenderer

/// One contact sheet per scene and trait variant, from the PNGs just written:
/// `<scene>/contact-sheet[-<variant>].png`, devices in matrix order, portrait before landscape.
struct ContactSheetWriter {
    let options: Options
    let output: URL

    func writeSheets() throws {
        guard options.workerSlice == nil, options.shard.count == 1 else { return }
        var groups: [String: [SnapshotJob]] = [:]
        var order: [String] = []
        for job in options.matrix {
            let variant = job.configuration.fileStem
                .split(separator: "-").dropFirst(2).joined(separator: "-")
            let key = job.scene.name + (variant.isEmpty ? "" : "-" + variant)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(job)
        }
        for key in order {
            let jobs = groups[key]!
            let entries = try jobs.map { job -> (label: String, image: RGBAImage) in
                let data = try Data(contentsOf: output.appendingPathComponent(job.relativePath))
                let label = "\(job.configuration.device.displayName), \(job.configuration.orientation.rawValue)"
                return (label, try PNGDecoder.decode([UInt8](data)))
            }
            let variant = key.dropFirst(jobs[0].scene.name.count)
            let url = output.appendingPathComponent("\(jobs[0].scene.name)/contact-sheet\(variant).png")
            try Data(PNGEncoder().encode(try ContactSheet.compose(entries))).write(to: url, options: .atomic)
        }
    }
}
