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

    /// The palette, or nil when the image has more than 256 colours.
    init?(_ image: PixelRows) {
        var slots = [UInt32](repeating: 0, count: 1024)
        var slotIndex = [Int16](repeating: -1, count: 1024)
        var colors: [UInt32] = []
        colors.reserveCapacity(256)
        var scanlines = [UInt8](repeating: 0, count: (image.width + 1) * image.height)
        let complete = scanlines.withUnsafeMutableBufferPointer { out -> Bool in
            var last: UInt32 = 0
            var lastIndex: UInt8 = 0
            var haveLast = false
            for y in 0..<image.height {
                let pixels = image.row(y)
                let line = y * (image.width + 1) + 1
                for x in 0..<image.width {
                    // Keys are the words as stored; they become RGBA only for the PLTE chunk.
                    let color = pixels[x]
                    if haveLast && color == last {
                        out[line + x] = lastIndex
                        continue
                    }
                    // Open addressing over 1,024 slots; at most 256 are ever filled.
                    var slot = Int((color &* 0x9E37_79B1) >> 22)
                    while slotIndex[slot] >= 0 && slots[slot] != color { slot = (slot + 1) & 1023 }
                    if slotIndex[slot] < 0 {
                        if colors.count == 256 { return false }
                        slots[slot] = color
                        slotIndex[slot] = Int16(colors.count)
                        colors.append(color)
                    }
                    (last, lastIndex, haveLast) = (color, UInt8(slotIndex[slot]), true)
                    out[line + x] = lastIndex
                }
            }
            // A row equal to the one above becomes Up-filtered zeros: UI images repeat rows for long
            // stretches, and runs of zeros compress to about half the size of repeated index rows.
            // Bottom to top, so every comparison sees the row above still unfiltered.
            let rowStride = image.width + 1
            for y in Swift.stride(from: image.height - 1, to: 0, by: -1) {
                let line = out.baseAddress! + y * rowStride
                if memcmp(line + 1, line + 1 - rowStride, image.width) == 0 {
                    line[0] = 2
                    (line + 1).update(repeating: 0, count: image.width)
                }
            }
            return true
        }
        guard complete else { return nil }
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
