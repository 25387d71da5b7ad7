import CPangoCairo
import Foundation
import Typesetter

/// Snapshots side by side at one height, each under its label, like the articles' capture tables.
public enum ContactSheet {
    private static let labelLock = NSLock()

    /// The sheet from decoded images (goldens read back from a folder).
    public static func compose(
        _ entries: [(label: String, image: RGBAImage)], thumbnailHeight: Double = 640
    ) throws -> RGBAImage {
        let sources = entries.map { entry in
            Source(label: entry.label, width: entry.image.width, height: entry.image.height) {
                makeSurface(entry.image)
            }
        }
        return try compose(sources, thumbnailHeight: thumbnailHeight).image()
    }

    /// The same sheet from the surfaces the snapshots were drawn on, before or without writing them: an
    /// opaque surface (a window always is) is scaled as it is, with no PNG read back or pixels
    /// converted. Its colours are those a decoded PNG of it would hold, so the sheet's bytes are too.
    public static func compose(
        _ entries: [(label: String, surface: RasterSurface)], thumbnailHeight: Double = 640
    ) throws -> RasterSurface {
        let sources = entries.map { entry in
            Source(label: entry.label, width: entry.surface.pixelWidth, height: entry.surface.pixelHeight) {
                let surface = entry.surface
                cairo_surface_flush(surface.surface)
                return surface.isOpaque ? cairo_surface_reference(surface.surface)! : makeSurface(surface.image())
            }
        }
        return try compose(sources, thumbnailHeight: thumbnailHeight)
    }

    /// One thumbnail: its size in pixels and, made when it is drawn, a Cairo surface of premultiplied
    /// pixels that the sheet releases after use.
    private struct Source {
        let label: String
        let width: Int
        let height: Int
        let makeSurface: () -> OpaquePointer
    }

    private static func compose(_ entries: [Source], thumbnailHeight: Double) throws -> RasterSurface {
        let environment = try FontEnvironment.shared()
        let gap = 32.0
        let labelHeight = 44.0
        let widths = entries.map { Double($0.width) * thumbnailHeight / Double(max($0.height, 1)) }
        let width = widths.reduce(gap, { $0 + $1.rounded(.up) + gap })
        let height = gap + labelHeight + thumbnailHeight + gap
        let sheet = try RasterSurface(width: width, height: height, scale: 1)
        sheet.fill(x: 0, y: 0, width: width, height: height, red: 1, green: 1, blue: 1)
        var x = gap
        for (entry, thumbnailWidth) in zip(entries, widths) {
            // Pango's font map serves one thread at a time; the scaling below, most of the work, needs no lock,
            // so sheets can be composed on several threads at once.
            labelLock.lock()
            let label = TextLayout(
                text: entry.label, font: FontSpec(pointSize: 22, weight: 600), scale: 1, environment: environment)
            sheet.draw(label, x: x, y: gap, red: 0.1, green: 0.1, blue: 0.1)
            labelLock.unlock()
            let source = entry.makeSurface()
            let cairo = sheet.cairo
            cairo_save(cairo)
            cairo_translate(cairo, x, gap + labelHeight)
            let factor = thumbnailHeight / Double(max(entry.height, 1))
            cairo_scale(cairo, factor, factor)
            cairo_set_source_surface(cairo, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_surface_destroy(source)
            x += thumbnailWidth.rounded(.up) + gap
        }
        return sheet
    }

    /// A Cairo surface holding the image, premultiplied as Cairo wants it.
    private static func makeSurface(_ image: RGBAImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBytes { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    // RGBA in memory, read as one little-endian word: 0xAABBGGRR.
                    let word = UInt32(
                        littleEndian: pixels.loadUnaligned(fromByteOffset: (y * image.width + x) * 4, as: UInt32.self))
                    let alpha = word >> 24
                    let red = word & 0xFF
                    let green = word >> 8 & 0xFF
                    let blue = word >> 16 & 0xFF
                    // Snapshots are opaque: premultiplying by 255 changes nothing, so only others divide.
                    row[x] =
                        alpha == 255
                        ? 0xFF00_0000 | red << 16 | green << 8 | blue
                        : alpha << 24 | (red * alpha / 255) << 16 | (green * alpha / 255) << 8 | blue * alpha / 255
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
