import CImageCodec

/// Rows of 32-bit pixels in memory, in one of the two layouts the encoder reads: our straight RGBA
/// bytes, or a Cairo surface's native-endian ARGB words (read only when every pixel is opaque, where
/// premultiplied and straight colours are the same).
package struct PixelRows {
    package enum Layout { case rgbaBytes, opaqueARGBWords }

    let width: Int
    let height: Int
    let base: UnsafeRawPointer
    /// Bytes from one row to the next.
    let stride: Int
    let layout: Layout

    package init(width: Int, height: Int, base: UnsafeRawPointer, stride: Int, layout: Layout) {
        (self.width, self.height, self.base, self.stride, self.layout) = (width, height, base, stride, layout)
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafePointer<UInt32> {
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The pixel word as straight RGBA packed little-endian (r | g << 8 | b << 16 | a << 24).
    @inline(__always)
    func rgba(_ word: UInt32) -> UInt32 {
        switch layout {
        case .rgbaBytes:
            return UInt32(littleEndian: word)
        case .opaqueARGBWords:
            return (word >> 16) & 0xFF | (word & 0xFF00) | (word & 0xFF) << 16 | 0xFF00_0000
        }
    }

    /// Writes a row as packed RGB (3 channels) or RGBA (4).
    @inline(__always)
    func pack(_ y: Int, channels: Int, into target: UnsafeMutablePointer<UInt8>) {
        let words = row(y)
        switch (layout, channels) {
        case (.rgbaBytes, 4):
            target.update(from: UnsafeRawPointer(words).assumingMemoryBound(to: UInt8.self), count: width * 4)
        case (.rgbaBytes, _):
            let bytes = UnsafeRawPointer(words).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                target[x * 3] = bytes[x * 4]
                target[x * 3 + 1] = bytes[x * 4 + 1]
                target[x * 3 + 2] = bytes[x * 4 + 2]
            }
        case (.opaqueARGBWords, _):
            for x in 0..<width {
                let word = words[x]
                target[x * channels] = UInt8(truncatingIfNeeded: word >> 16)
                target[x * channels + 1] = UInt8(truncatingIfNeeded: word >> 8)
                target[x * channels + 2] = UInt8(truncatingIfNeeded: word)
                if channels == 4 { target[x * 4 + 3] = 255 }
            }
        }
    }

    /// Whether every pixel is fully opaque. Both layouts keep alpha in the word's top byte (RGBA bytes
    /// read little-endian, ARGB words native-endian).
    package var isOpaque: Bool {
        image_codec_is_opaque(base.assumingMemoryBound(to: UInt8.self), stride, width, height) != 0
    }
}
