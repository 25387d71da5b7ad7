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
