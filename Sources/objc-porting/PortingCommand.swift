import Foundation
import ObjectiveCPortingRewriter

/// Ports a target's files into a folder: each `Name.swift` becomes `Name.ported.swift`, all scanned
/// together (an unqualified `#selector` may name a method of another file).
struct PortingCommand {
    static let usage = "usage: objc-porting <\(PortingConfiguration.fileName)> <output folder> [<file.swift> …]"

    var configuration: URL
    var output: URL
    var files: [URL]

    init(arguments: [String]) throws {
        guard arguments.count >= 2 else { throw PortingConfiguration.Problem(Self.usage) }
        func absolute(_ path: String) -> URL { URL(fileURLWithPath: path).standardizedFileURL }
        configuration = absolute(arguments[0])
        output = absolute(arguments[1])
        files = arguments.dropFirst(2).map(absolute)
    }

    func run() throws {
        let files = self.files.isEmpty ? try PortingConfiguration(contentsOf: configuration).swiftFiles() : self.files
        let sources = try files.map { file in
            do {
                return (path: file.path, bytes: [UInt8](try Data(contentsOf: file)))
            } catch {
                throw PortingConfiguration.Problem("cannot read \(file.path): \(error.localizedDescription)")
            }
        }
        let rewriter = PortingRewriter(files: sources)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        for (position, file) in files.enumerated() {
            let destination = output.appendingPathComponent(PortingConfiguration.portedFileName(for: file))
            let ported = Data(rewriter.ported(position))
            // An unchanged file keeps its date, so the compiler's incremental build does not redo it.
            if (try? Data(contentsOf: destination)) == ported { continue }
            try ported.write(to: destination, options: .atomic)
        }
    }
}
