import CDeflate
import CLibPNG
import CPangoCairo
import Foundation
import Typesetter

/// The environment's fingerprint: renderer version, rasterizer settings, C library versions and the
/// pinned fonts' SHA-256. Stored as `PROVENANCE.json` beside goldens when they are recorded; a failure
/// compares it with the running environment to tell an environment change from a code change.
public struct Provenance: Codable, Equatable, Sendable {
    /// Bump when the renderer's output changes on purpose, so that failures say so.
    public static let rendererVersion = "OpenUIKit SnapshotRenderer 1"
    public static let fileName = "PROVENANCE.json"

    public var renderer: String
    public var rasterizer: String
    public var libraries: [String: String]
    /// Font file name → SHA-256.
    public var fonts: [String: String]

    public init(renderer: String, rasterizer: String, libraries: [String: String], fonts: [String: String]) {
        self.renderer = renderer
        self.rasterizer = rasterizer
        self.libraries = libraries
        self.fonts = fonts
    }

    /// This process's environment, from the libraries' own version functions. The fonts' hashes are
    /// those `FontEnvironment` verifies before it renders anything.
    public static let current = Provenance(
        renderer: rendererVersion,
        rasterizer:
            "antialias=\(RasterizerSettings.antialias.rawValue) hint-style=\(RasterizerSettings.hintStyle.rawValue) "
            + "hint-metrics=\(RasterizerSettings.hintMetrics.rawValue) "
            + "round-glyph-positions=\(RasterizerSettings.roundsGlyphPositions) language=\(RasterizerSettings.language)",
        libraries: [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "libpng": String(cString: png_get_libpng_ver(nil)),
            "libdeflate": LIBDEFLATE_VERSION_STRING,
        ],
        fonts: Dictionary(PinnedFont.all.map { ($0.fileName, $0.sha256) }, uniquingKeysWith: { first, _ in first }))

    public func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try! encoder.encode(self)) + [0x0A]
    }

    public static func decode(_ bytes: [UInt8]) -> Provenance? {
        try? JSONDecoder().decode(Provenance.self, from: Data(bytes))
    }

    /// Each way the environment now differs from `recorded`, one phrase per item.
    public func differences(from recorded: Provenance) -> [String] {
        var changes: [String] = []
        if recorded.renderer != renderer { changes.append("renderer \(recorded.renderer) → \(renderer)") }
        if recorded.rasterizer != rasterizer { changes.append("rasterizer \(recorded.rasterizer) → \(rasterizer)") }
        changes += Self.compare(recorded.libraries, libraries, label: "", shorten: false)
        changes += Self.compare(recorded.fonts, fonts, label: "font ", shorten: true)
        return changes
    }

    private static func compare(_ old: [String: String], _ new: [String: String], label: String, shorten: Bool)
        -> [String]
    {
        let short = { (value: String) in shorten ? String(value.prefix(12)) + "…" : value }
        var changes: [String] = []
        for key in Set(old.keys).union(new.keys).sorted() {
            switch (old[key], new[key]) {
            case (let before?, let after?) where before != after:
                changes.append("\(label)\(key) \(short(before)) → \(short(after))")
            case (nil, let after?): changes.append("\(label)\(key) added (\(short(after)))")
            case (let before?, nil): changes.append("\(label)\(key) removed (was \(short(before)))")
            default: break
            }
        }
        return changes
    }
}
