import CPangoCairo
import Typesetter

/// Snapshots side by side at one height, each under its label, like the articles' capture tables.
public enum ContactSheet {
    public static func compose(
        _ entries: [(label: String, image: RGBAImage)], thumbnailHeight: Double = 640
    ) throws -> RGBAImage {
        let environment = try FontEnvironment.shared()
        let gap = 32.0
        let labelHeight = 44.0
        let widths = entries.map { Double($0.image.width) * thumbnailHeight / Double(max($0.image.height, 1)) }
        let width = widths.reduce(gap, { $0 + $1.rounded(.up) + gap })
        let height = gap + labelHeight + thumbnailHeight + gap
        let sheet = try RasterSurface(width: width, height: height, scale: 1)
        sheet.fill(x: 0, y: 0, width: width, height: height, red: 1, green: 1, blue: 1)
        var x = gap
        for (entry, thumbnailWidth) in zip(entries, widths) {
            let label = TextLayout(
                text: entry.label, font: FontSpec(pointSize: 22, weight: 600), scale: 1, environment: environment)
            sheet.draw(label, x: x, y: gap, red: 0.1, green: 0.1, blue: 0.1)
            let source = makeSurface(entry.image)
            let cairo = sheet.cairo
            cairo_save(cairo)
            cairo_translate(cairo, x, gap + labelHeight)
            let factor = thumbnailHeight / Double(max(entry.image.height, 1))
            cairo_scale(cairo, factor, factor)
            cairo_set_source_surface(cairo, source, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_surface_destroy(source)
            x += thumbnailWidth.rounded(.up) + gap
        }
        return sheet.image()
    }

    /// A Cairo surface holding the image, premultiplied as Cairo wants it.
    private static func makeSurface(_ image: RGBAImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<image.width {
                    let offset = (y * image.width + x) * 4
                    let alpha = UInt32(pixels[offset + 3])
                    let red = UInt32(pixels[offset]) * alpha / 255
                    let green = UInt32(pixels[offset + 1]) * alpha / 255
                    let blue = UInt32(pixels[offset + 2]) * alpha / 255
                    row[x] = alpha << 24 | red << 16 | green << 8 | blue
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
