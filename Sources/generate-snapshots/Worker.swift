import Foundation
import Typesetter

/// The start of a worker's conversation with its coordinator: the worker is started before the
/// coordinator has verified the fonts, and waits for their hashes (``VerifiedFontFiles``' hand-down)
/// before it loads them, so no process hashes them twice and none starts work on fonts not yet checked.
enum Worker {
    /// The message: `fonts<TAB><n>`, then the hand-down's n lines.
    static func fontsMessage(_ handDown: String) -> String {
        let lines = handDown.isEmpty ? [] : handDown.split(separator: "\n", omittingEmptySubsequences: false)
        return "fonts\t\(lines.count)\n" + lines.map { $0 + "\n" }.joined()
    }

    enum Received {
        case fonts
        /// The coordinator stopped (its input closed) before verifying the fonts.
        case closed
        case malformed(String)
    }

    /// Reads the message from standard input and hands the hashes to ``VerifiedFontFiles`` (through its
    /// environment variable, which it reads when a font is first checked).
    static func receiveFonts() -> Received {
        guard let header = readLine() else { return .closed }
        let fields = header.split(separator: "\t")
        guard fields.count == 2, fields[0] == "fonts", let count = Int(fields[1]), count >= 0 else {
            return .malformed(header)
        }
        var lines: [String] = []
        for _ in 0..<count {
            guard let line = readLine() else { return .closed }
            lines.append(line)
        }
        setenv(VerifiedFontFiles.environmentVariable, lines.joined(separator: "\n"), 1)
        return .fonts
    }
}

extension Worker {
    /// A worker's life once its fonts are loaded: it says `ready`, renders the unit whose number the
    /// coordinator answers (one a line, on standard input), reports each file on a line of standard
    /// output, and says `ready` again; a closed input means the queue is empty. Returns the exit status.
    /// `thumbnails` is where it leaves the thumbnails of sheets the coordinator composes.
    static func serve(units: [WorkUnit], output: URL, thumbnails: URL?) -> Int32 {
        let writer = UnitWriter(output: output)
        print("ready")
        while let line = readLine() {
            guard let index = Int(line), units.indices.contains(index), thumbnails != nil || !needsFolder(units[index])
            else {
                print("error\tunit '\(line)'\tnot one of the \(units.count) units of this matrix a worker takes")
                return 1
            }
            do {
                switch units[index].work {
                case .snapshot(let job, let sheetUnit):
                    if let thumbnail = try writer.snapshot(
                        job, thumbnail: sheetUnit != nil, report: { print($0.reportLine) }),
                        let thumbnails
                    {
                        try Coordinator.writeThumbnail(thumbnail, of: index, in: thumbnails)
                    }
                case .sheet(let sheet, let shown, true):
                    let shrunk = try shown.map { try Coordinator.readThumbnail(of: $0, in: thumbnails) }
                    try writer.sheet(sheet, thumbnails: shrunk) { print($0.reportLine) }
                case .sheet:
                    print("error\tunit '\(line)'\ta sheet only the coordinator composes")
                    return 1
                }
            } catch {
                print("error\t\(units[index].relativePath)\t\(error)")
                return 1
            }
            print("ready")
        }
        return 0
    }

    /// Whether a unit needs the thumbnails' folder: a snapshot shown on a sheet, or a sheet.
    private static func needsFolder(_ unit: WorkUnit) -> Bool {
        switch unit.work {
        case .snapshot(_, let sheet): sheet != nil
        case .sheet: true
        }
    }
}
