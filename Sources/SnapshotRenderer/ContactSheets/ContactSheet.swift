import CPangoCairo
import Foundation
import ImageCodec
import Typesetter

/// Snapshots side by side at one height, each under its label, like the articles' capture tables.
public enum ContactSheet {
    private static let labelLock = NSLock()

    /// The sheet from decoded images (goldens read back from a folder).
    public static func compose(
        _ entries: [(label: String, image: RGBAImage)], thumbnailHeight: Double = 640
    ) throws -> RGBAImage {
        let thumbnails = entries.map { entry in
            let source = makeSurface(entry.image)
            defer { cairo_surface_destroy(source) }
            var opaque = false
            return (
                entry.label,
                Thumbnail(
                    of: source, width: entry.image.width, height: entry.image.height,
                    thumbnailHeight: thumbnailHeight, opaque: &opaque)
            )
        }
        return try compose(thumbnails, thumbnailHeight: thumbnailHeight).image()
    }

    /// The same sheet from the surfaces the snapshots were drawn on, before or without writing them.
    public static func compose(
        _ entries: [(label: String, surface: RasterSurface)], thumbnailHeight: Double = 640
    ) throws -> RasterSurface {
        try compose(
            entries.map { ($0.label, Thumbnail(of: $0.surface, thumbnailHeight: thumbnailHeight)) },
            thumbnailHeight: thumbnailHeight)
    }

    /// A snapshot shrunk for its place on a sheet: premultiplied ARGB words, row after row, and the size
    /// of the snapshot, which sets the place. Making one is most of a sheet's work, and needs only its
    /// own snapshot: `generate-snapshots` makes each where the snapshot was drawn and composes the sheet
    /// from thumbnails that may come from several processes (``bytes``).
    public struct Thumbnail: Equatable, Sendable {
        public let sourceWidth: Int
        public let sourceHeight: Int
        public let width: Int
        public let height: Int
        public let pixels: [UInt32]

        /// The thumbnail of a surface as drawn. An opaque surface (a window always is) is scaled as it
        /// is, with no PNG read back or pixels converted: its colours are those a decoded PNG of it
        /// would hold, so the sheet's bytes are too. A translucent one is scaled again from the straight
        /// colours a PNG holds; the scaler reads every pixel anyway, so it tells which case it was.
        public init(of surface: RasterSurface, thumbnailHeight: Double = 640) {
            cairo_surface_flush(surface.surface)
            var opaque = false
            self.init(
                of: surface.surface, width: surface.pixelWidth, height: surface.pixelHeight,
                thumbnailHeight: thumbnailHeight, opaque: &opaque)
            if opaque { return }
            let converted = makeSurface(surface.image())
            defer { cairo_surface_destroy(converted) }
            self.init(
                of: converted, width: surface.pixelWidth, height: surface.pixelHeight,
                thumbnailHeight: thumbnailHeight, opaque: &opaque)
        }

        /// Shrinks a Cairo surface of premultiplied pixels by area average (`AreaAverageScaler`): every
        /// source pixel counts, in integers, and it costs a fraction of Cairo's GOOD filter, which took
        /// over a third of `generate-snapshots`' CPU time.
        fileprivate init(
            of source: OpaquePointer, width: Int, height: Int, thumbnailHeight: Double, opaque: inout Bool
        ) {
            sourceWidth = width
            sourceHeight = height
            self.width = max(Int(ContactSheet.thumbnailWidth(of: width, height, thumbnailHeight).rounded()), 1)
            self.height = Int(thumbnailHeight.rounded())
            let stride = Int(cairo_image_surface_get_stride(source)) / 4
            let data = UnsafeRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
            pixels = AreaAverageScaler.scale(
                data, width: width, height: height, stride: stride, toWidth: self.width, height: self.height,
                opaque: &opaque)
        }

        /// The thumbnail as bytes for another process: four little-endian 32-bit sizes (source width
        /// and height, width and height), then the pixels as little-endian words.
        public var bytes: [UInt8] {
            var bytes = [UInt8](repeating: 0, count: 16 + pixels.count * 4)
            bytes.withUnsafeMutableBytes { raw in
                for (index, value) in [sourceWidth, sourceHeight, width, height].enumerated() {
                    raw.storeBytes(
                        of: UInt32(truncatingIfNeeded: value).littleEndian, toByteOffset: index * 4, as: UInt32.self)
                }
                let words = raw.baseAddress!.advanced(by: 16)
                #if _endian(little)
                    // The words as they lie in memory are already little-endian: one copy.
                    pixels.withUnsafeBytes { pixels in
                        if let base = pixels.baseAddress { words.copyMemory(from: base, byteCount: pixels.count) }
                    }
                #else
                    for (index, pixel) in pixels.enumerated() {
                        words.storeBytes(of: pixel.littleEndian, toByteOffset: index * 4, as: UInt32.self)
                    }
                #endif
            }
            return bytes
        }

        /// A thumbnail from ``bytes`` (a file's contents, read without another copy); nil when they do
        /// not hold one whole.
        public init?(bytes: some ContiguousBytes) {
            let decoded = bytes.withUnsafeBytes { raw -> (sizes: [Int], pixels: [UInt32])? in
                guard raw.count >= 16, raw.count % 4 == 0 else { return nil }
                let sizes = (0..<4).map {
                    Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
                }
                let count = raw.count / 4 - 4
                guard sizes[2] * sizes[3] == count else { return nil }
                let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
                    #if _endian(little)
                        if let base = buffer.baseAddress, count > 0 {
                            UnsafeMutableRawPointer(base).copyMemory(
                                from: raw.baseAddress!.advanced(by: 16), byteCount: count * 4)
                        }
                    #else
                        for index in 0..<count {
                            buffer[index] = UInt32(
                                littleEndian: raw.loadUnaligned(fromByteOffset: 16 + index * 4, as: UInt32.self))
                        }
                    #endif
                    initialized = count
                }
                return (sizes, pixels)
            }
            guard let decoded else { return nil }
            (sourceWidth, sourceHeight) = (decoded.sizes[0], decoded.sizes[1])
            (width, height) = (decoded.sizes[2], decoded.sizes[3])
            pixels = decoded.pixels
        }
    }

    /// A thumbnail's width, unrounded: the snapshot's aspect at the sheet's thumbnail height.
    private static func thumbnailWidth(of width: Int, _ height: Int, _ thumbnailHeight: Double) -> Double {
        Double(width) * thumbnailHeight / Double(max(height, 1))
    }

    /// The sheet from thumbnails made at `thumbnailHeight`, each under its label.
    public static func compose(
        _ entries: [(label: String, thumbnail: Thumbnail)], thumbnailHeight: Double = 640
    ) throws -> RasterSurface {
        let environment = try FontEnvironment.shared()
        let gap = 32.0
        let labelHeight = 44.0
        let widths = entries.map {
            thumbnailWidth(of: $0.thumbnail.sourceWidth, $0.thumbnail.sourceHeight, thumbnailHeight)
        }
        let width = widths.reduce(gap, { $0 + $1.rounded(.up) + gap })
        let height = gap + labelHeight + thumbnailHeight + gap
        let sheet = try RasterSurface(width: width, height: height, scale: 1)
        sheet.fill(x: 0, y: 0, width: width, height: height, red: 1, green: 1, blue: 1)
        var x = gap
        for (entry, thumbnailWidth) in zip(entries, widths) {
            precondition(
                entry.thumbnail.width == max(Int(thumbnailWidth.rounded()), 1)
                    && entry.thumbnail.height == Int(thumbnailHeight.rounded()),
                "a thumbnail made for another thumbnail height")
            // Pango's font map serves one thread at a time: sheets can be composed on several threads.
            labelLock.lock()
            let label = TextLayout(
                text: entry.label, font: FontSpec(pointSize: 22, weight: 600), scale: 1, environment: environment)
            sheet.draw(label, x: x, y: gap, red: 0.1, green: 0.1, blue: 0.1)
            labelLock.unlock()
            draw(entry.thumbnail, on: sheet, x: Int(x), y: Int(gap + labelHeight))
            x += thumbnailWidth.rounded(.up) + gap
        }
        return sheet
    }

    /// Draws a thumbnail over the sheet; a translucent one is composited over the white page.
    private static func draw(_ thumbnail: Thumbnail, on sheet: RasterSurface, x: Int, y: Int) {
        let pixels = thumbnail.pixels
        let (outputWidth, outputHeight) = (thumbnail.width, thumbnail.height)
        cairo_surface_flush(sheet.surface)
        let stride = Int(cairo_image_surface_get_stride(sheet.surface)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(sheet.surface)!)
            .assumingMemoryBound(to: UInt32.self)
        let columns = min(outputWidth, Int(cairo_image_surface_get_width(sheet.surface)) - x)
        let rows = min(outputHeight, Int(cairo_image_surface_get_height(sheet.surface)) - y)
        guard rows > 0 && columns > 0 else { return }
        pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<rows {
                let line = data + (y + row) * stride + x
                let source = pixels.baseAddress! + row * outputWidth
                // Snapshots are opaque: most rows are copied as they are.
                let row = PixelRows(
                    width: columns, height: 1, base: UnsafeRawPointer(source), stride: columns * 4,
                    layout: .opaqueARGBWords)
                if row.isOpaque {
                    line.update(from: source, count: columns)
                    continue
                }
                composite(source, over: line, count: columns)
            }
        }
        cairo_surface_mark_dirty_rectangle(sheet.surface, Int32(x), Int32(y), Int32(columns), Int32(rows))
    }

    /// Source over destination, premultiplied, for one row of a translucent thumbnail.
    private static func composite(
        _ source: UnsafePointer<UInt32>, over line: UnsafeMutablePointer<UInt32>, count: Int
    ) {
        for column in 0..<count {
            let pixel = source[column]
            let alpha = pixel >> 24
            guard alpha != 255 else {
                line[column] = pixel
                continue
            }
            // d' = s + d·(255 − a)/255, rounded, per channel.
            let under = line[column]
            var result: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let channel = (pixel >> shift & 0xFF) + ((under >> shift & 0xFF) * (255 - alpha) + 127) / 255
                result |= min(channel, 255) << shift
            }
            line[column] = result
        }
    }

    /// A Cairo surface holding the image, premultiplied as Cairo wants it (rounded down: the sheets'
    /// goldens were made so).
    private static func makeSurface(_ image: RGBAImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        if image.width > 0 && image.height > 0 {
            image.writePremultipliedARGB(
                to: cairo_image_surface_get_data(surface)!, stride: Int(cairo_image_surface_get_stride(surface)),
                rounding: .down)
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
