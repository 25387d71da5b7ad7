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
            draw(
                source, width: entry.width, height: entry.height, on: sheet, x: Int(x), y: Int(gap + labelHeight),
                width: max(Int(thumbnailWidth.rounded()), 1), height: Int(thumbnailHeight.rounded()))
            cairo_surface_destroy(source)
            x += thumbnailWidth.rounded(.up) + gap
        }
        return sheet
    }

    /// Draws a thumbnail over the sheet, shrunk by area average (`AreaAverageScaler`): every source pixel
    /// counts, in integers, and it costs a fraction of Cairo's GOOD filter, which took over a third of
    /// `generate-snapshots`' CPU time. A translucent thumbnail is composited over the white page.
    private static func draw(
        _ source: OpaquePointer, width: Int, height: Int, on sheet: RasterSurface, x: Int, y: Int,
        width outputWidth: Int, height outputHeight: Int
    ) {
        let sourceStride = Int(cairo_image_surface_get_stride(source)) / 4
        let sourceData = UnsafeRawPointer(cairo_image_surface_get_data(source)!).assumingMemoryBound(to: UInt32.self)
        let pixels = AreaAverageScaler.scale(
            sourceData, width: width, height: height, stride: sourceStride, toWidth: outputWidth,
            height: outputHeight)
        cairo_surface_flush(sheet.surface)
        let stride = Int(cairo_image_surface_get_stride(sheet.surface)) / 4
        let data = UnsafeMutableRawPointer(cairo_image_surface_get_data(sheet.surface)!)
            .assumingMemoryBound(to: UInt32.self)
        let columns = min(outputWidth, Int(cairo_image_surface_get_width(sheet.surface)) - x)
        let rows = min(outputHeight, Int(cairo_image_surface_get_height(sheet.surface)) - y)
        for row in 0..<max(rows, 0) {
            let line = data + (y + row) * stride + x
            for column in 0..<max(columns, 0) {
                let pixel = pixels[row * outputWidth + column]
                let alpha = pixel >> 24
                guard alpha != 255 else {
                    line[column] = pixel
                    continue
                }
                // Source over destination, premultiplied: d' = s + d·(255 − a)/255, rounded, per channel.
                let under = line[column]
                var result: UInt32 = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    let channel = (pixel >> shift & 0xFF) + ((under >> shift & 0xFF) * (255 - alpha) + 127) / 255
                    result |= min(channel, 255) << shift
                }
                line[column] = result
            }
        }
        cairo_surface_mark_dirty_rectangle(sheet.surface, Int32(x), Int32(y), Int32(columns), Int32(rows))
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
