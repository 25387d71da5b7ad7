import Foundation

/// An image's colours when there are at most 256 of them, with each pixel's index: UI snapshots
/// (flat fills, greyscale text antialiasing) usually qualify, and one byte per pixel instead of three
/// makes the PNG both faster to compress and smaller.
struct PNGPalette {
    /// RGBA colours packed little-endian (r | g << 8 | b << 16 | a << 24), in order of first use.
    let colors: [UInt32]
    /// One palette index per pixel, rows top to bottom, each row prefixed by its filter type: None, as
    /// the PNG specification recommends for indexed images, or Up for a row that repeats the one above.
    let scanlines: [UInt8]

    /// Whether every colour's alpha (the word's top byte in both layouts) is 255.
    let isOpaque: Bool

    /// The palette, or nil when the image has more than 256 colours.
    init?(_ image: PixelRows) {
        var slots = [UInt32](repeating: 0, count: 1024)
        var slotIndex = [Int16](repeating: -1, count: 1024)
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        let rowStride = image.width + 1
        let count = rowStride * image.height
        // Every byte is written below (a filter byte and an index or zero per pixel), so no zero-fill first.
        var complete = false
        let scanlines = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            initialized = count
            var last: UInt32 = 0
            var lastIndex: UInt8 = 0
            var haveLast = false
            complete = true
            for y in 0..<image.height {
                let pixels = image.row(y)
                let line = out.baseAddress! + y * rowStride
                // A row equal to the one above becomes Up-filtered zeros: UI images repeat rows for long
                // stretches, and runs of zeros compress to about half the size of repeated index rows.
                // Its colours are all in the palette already, so it needs no lookups either.
                if y > 0 && memcmp(pixels, image.row(y - 1), image.width * 4) == 0 {
                    line[0] = 2
                    (line + 1).initialize(repeating: 0, count: image.width)
                    continue
                }
                line[0] = 0
                for x in 0..<image.width {
                    // Keys are the words as stored; they become RGBA only for the PLTE chunk.
                    let color = pixels[x]
                    if haveLast && color == last {
                        line[1 + x] = lastIndex
                        continue
                    }
                    // Open addressing over 1,024 slots; at most 256 are ever filled.
                    var slot = Int((color &* 0x9E37_79B1) >> 22)
                    while slotIndex[slot] >= 0 && slots[slot] != color { slot = (slot + 1) & 1023 }
                    if slotIndex[slot] < 0 {
                        if colors.count == 256 {
                            complete = false
                            return
                        }
                        slots[slot] = color
                        slotIndex[slot] = Int16(colors.count)
                        colors.append(color)
                    }
                    (last, lastIndex, haveLast) = (color, UInt8(slotIndex[slot]), true)
                    line[1 + x] = lastIndex
                }
            }
        }
        guard complete else { return nil }
        isOpaque = colors.allSatisfy { $0 >> 24 == 0xFF }
        self.colors = colors.map(image.rgba)
        self.scanlines = scanlines
    }

    /// The PLTE chunk's data: RGB triples.
    var paletteChunk: [UInt8] {
        colors.flatMap { [UInt8($0 & 0xFF), UInt8(($0 >> 8) & 0xFF), UInt8(($0 >> 16) & 0xFF)] }
    }

    /// The tRNS chunk's data (alpha per entry, trailing opaque entries omitted), or nil when opaque.
    var transparencyChunk: [UInt8]? {
        let alphas = colors.map { UInt8($0 >> 24) }
        guard let lastTranslucent = alphas.lastIndex(where: { $0 != 255 }) else { return nil }
        return Array(alphas[...lastTranslucent])
    }
}
