import CPangoCairo
import Foundation

/// The process's only window onto fonts: a fontconfig configuration that sees exactly the pinned files
/// (checked by SHA-256 first) and a Pango font map on top of it.
///
/// Pango font maps are not thread-safe, so one environment serves one thread at a time; parallel
/// rendering uses processes (`generate-snapshots --jobs`).
public final class FontEnvironment: @unchecked Sendable {
    public let fonts: [PinnedFont]
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let fontconfig: OpaquePointer
    private var contexts: [Double: OpaquePointer] = [:]

    nonisolated(unsafe) private static var sharedResult: Result<FontEnvironment, FontPinningError>?
    private static let lock = NSLock()

    /// The environment for the pinned fonts, verified once per process.
    public static func shared() throws(FontPinningError) -> FontEnvironment {
        lock.lock()
        defer { lock.unlock() }
        if sharedResult == nil {
            sharedResult = Result { () throws(FontPinningError) in try FontEnvironment(fonts: PinnedFont.all) }
        }
        return try sharedResult!.get()
    }

    /// Builds an environment from `fonts` after checking each file's hash.
    public init(fonts: [PinnedFont]) throws(FontPinningError) {
        try Self.verify(fonts)
        // An empty configuration: no system directories, no /etc/fonts rules, no cache.
        let config = FcConfigCreate()!
        for font in fonts where FcConfigAppFontAddFile(config, font.path) == 0 {
            FcConfigDestroy(config)
            throw .fontconfigRejected(path: font.path)
        }
        let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        self.fonts = fonts
        self.fontconfig = config
        self.fontMap = map
    }

    deinit {
        for context in contexts.values { g_object_unref(UnsafeMutableRawPointer(context)) }
        g_object_unref(fontMap)
        FcConfigDestroy(fontconfig)
    }

    /// Hashing the files is much of starting up (40 MB: about 0.06 s of CPU with the SHA instructions,
    /// 0.3 s without, see ``SHA256``), and a command's other processes wait for it: they are hashed on every core at once, largest first.
    /// The failure reported is the first in the fonts' order, as when they were checked one by one.
    private static func verify(_ fonts: [PinnedFont]) throws(FontPinningError) {
        let sizes = fonts.map { (try? FileManager.default.attributesOfItem(atPath: $0.path)[.size] as? Int) ?? 0 }
        let order = fonts.indices.sorted { sizes[$0] > sizes[$1] }
        let failures = VerificationFailures(count: fonts.count)
        // Threads joined before returning rather than Dispatch's pool: see ``JoinedThreads``.
        JoinedThreads.forEach(fonts.count, threads: ProcessInfo.processInfo.activeProcessorCount) { position in
            let index = order[position]
            do throws(FontPinningError) {
                try verify(fonts[index])
            } catch {
                failures.set(index, error)
            }
        }
        if let first = failures.first { throw first }
    }

    private static func verify(_ font: PinnedFont) throws(FontPinningError) {
        guard FileManager.default.fileExists(atPath: font.path) else {
            throw .missingFile(path: font.path, debianPackage: font.debianPackage)
        }
        let actual = try VerifiedFontFiles.sha256(ofFileAt: font.path)
        guard actual == font.sha256 else {
            throw .hashMismatch(path: font.path, expected: font.sha256, actual: actual)
        }
    }

    /// A Pango context for drawing at `scale` device pixels per point. Layouts made from it measure
    /// in points and are drawn unchanged into a Cairo context scaled by the same factor.
    func context(scale: Double) -> OpaquePointer {
        if let context = contexts[scale] { return context }
        let context = pango_font_map_create_context(fontMap)!
        let options = RasterizerSettings.makeFontOptions()
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, RasterizerSettings.roundsGlyphPositions ? 1 : 0)
        pango_context_set_language(context, pango_language_from_string(RasterizerSettings.language))
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
        var matrix = PangoMatrix(xx: scale, xy: 0, yx: 0, yy: scale, x0: 0, y0: 0)
        pango_context_set_matrix(context, &matrix)
        contexts[scale] = context
        return context
    }
}

extension FontEnvironment {
    /// The family names fontconfig can match in this environment; nothing else on the machine is visible.
    public var visibleFamilies: Set<String> {
        var families = Set<String>()
        guard let set = FcConfigGetFonts(fontconfig, FcSetApplication) else { return families }
        for index in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(set.pointee.fonts[index], FC_FAMILY, 0, &value) == FcResultMatch, let value {
                families.insert(String(cString: value))
            }
        }
        return families
    }
}

/// Each font's failure, filled from the verifying threads.
private final class VerificationFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var failures: [FontPinningError?]

    init(count: Int) { failures = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ failure: FontPinningError) {
        lock.lock()
        failures[index] = failure
        lock.unlock()
    }

    /// The failure of the first font that failed, in the fonts' order.
    var first: FontPinningError? {
        lock.lock()
        defer { lock.unlock() }
        return failures.lazy.compactMap { $0 }.first
    }
}
