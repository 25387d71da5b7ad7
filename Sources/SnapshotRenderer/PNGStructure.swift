import CDeflate
import OpenUIKit

/// A PNG file's chunks, checked before any pixel memory exists: every chunk's CRC (libpng lets a
/// damaged ancillary chunk or `IEND` pass), `IHDR` first, `IEND` last with nothing after it, and a
/// header within `maximumPixels`, so that a 125-byte file claiming 32768 × 32768 pixels is refused
/// instead of allocating 4 GB.
package struct PNGStructure {
    package let width: Int
    package let height: Int
    let bitDepth: Int
    let colourType: UInt8
    let interlaced: Bool
    let imageData: [Range<Int>]

    package init(_ bytes: [UInt8], maximumPixels: Int) throws(PNGDecoder.DecodingError) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else {
            throw PNGDecoder.DecodingError(reason: "no PNG signature")
        }
        var header: (width: Int, height: Int, depth: Int, colour: UInt8, interlaced: Bool)?
        var imageData: [Range<Int>] = []
        var offset = 8
        var previous = ""
        while true {
            guard bytes.count - offset >= 12 else {
                throw PNGDecoder.DecodingError(reason: "truncated at byte \(offset): no IEND chunk")
            }
            let length = Int(Self.bigEndian(bytes, offset))
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= Int(Int32.max), length <= bytes.count - offset - 12 else {
                throw PNGDecoder.DecodingError(
                    reason: "the \(type) chunk at byte \(offset) runs past the end of the file")
            }
            let crc = bytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + offset + 4, length + 4) }
            guard crc == Self.bigEndian(bytes, offset + 8 + length) else {
                throw PNGDecoder.DecodingError(reason: "CRC error in the \(type) chunk at byte \(offset)")
            }
            let start = offset + 8
            if header == nil && type != "IHDR" {
                throw PNGDecoder.DecodingError(reason: "the first chunk is \(type), not IHDR")
            }
            switch type {
            case "IHDR":
                guard header == nil, length == 13 else { throw PNGDecoder.DecodingError(reason: "a malformed IHDR") }
                let width = Int(Self.bigEndian(bytes, start))
                let height = Int(Self.bigEndian(bytes, start + 4))
                guard width > 0, height > 0 else {
                    throw PNGDecoder.DecodingError(reason: "the header claims \(width) × \(height) pixels")
                }
                guard width <= maximumPixels / height else {
                    throw PNGDecoder.DecodingError(
                        reason: "the header claims \(width) × \(height) pixels, more than the limit of "
                            + "\(maximumPixels) (refused before decoding)")
                }
                header = (width, height, Int(bytes[start + 8]), bytes[start + 9], bytes[start + 12] != 0)
            case "IDAT":
                guard imageData.isEmpty || previous == "IDAT" else {
                    throw PNGDecoder.DecodingError(reason: "IDAT chunks are not consecutive")
                }
                imageData.append(start..<(start + length))
            case "IEND":
                let end = start + length + 4
                guard end == bytes.count else {
                    throw PNGDecoder.DecodingError(reason: "\(bytes.count - end) bytes after the IEND chunk")
                }
                guard let header, !imageData.isEmpty else { throw PNGDecoder.DecodingError(reason: "no image data") }
                (width, height, bitDepth, colourType, interlaced) = header
                self.imageData = imageData
                return
            default:
                break
            }
            previous = type
            offset = start + length + 4
        }
    }

    /// The bytes of filtered scanlines the header implies, or nil for a colour type or depth that is not PNG's.
    var inflatedSize: Int? {
        let channels: [UInt8: Int] = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4]
        guard let count = channels[colourType], [1, 2, 4, 8, 16].contains(bitDepth) else { return nil }
        let bitsPerPixel = count * bitDepth
        func size(_ width: Int, _ height: Int) -> Int {
            width == 0 || height == 0 ? 0 : ((width * bitsPerPixel + 7) / 8 + 1) * height
        }
        guard interlaced else { return size(width, height) }
        // Adam7: (x start, y start, x step, y step) of the seven passes.
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return passes.reduce(0) { total, pass in
            total + size((width - pass.0 + pass.2 - 1) / pass.2, (height - pass.1 + pass.3 - 1) / pass.3)
        }
    }

    /// Inflates the image data into a buffer of exactly the size the header implies: a stream that
    /// would inflate to more (a decompression bomb) stops there and is refused, as is one that is short.
    package func checkImageData(_ bytes: [UInt8]) throws(PNGDecoder.DecodingError) {
        guard let expected = inflatedSize else { return }  // libpng words the reason
        let stream = imageData.count == 1 ? Array(bytes[imageData[0]]) : imageData.flatMap { bytes[$0] }
        guard let decompressor = libdeflate_alloc_decompressor() else {
            throw PNGDecoder.DecodingError(reason: "no memory for a decompressor")
        }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: expected)
        var produced = 0
        let result = stream.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &produced)
            }
        }
        switch result {
        case LIBDEFLATE_SUCCESS where produced == expected:
            return
        case LIBDEFLATE_SUCCESS, LIBDEFLATE_SHORT_OUTPUT:
            throw PNGDecoder.DecodingError(
                reason: "the image data inflates to \(produced) bytes, not the \(expected) its header implies")
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw PNGDecoder.DecodingError(
                reason: "the image data inflates to more than the \(expected) bytes its header implies "
                    + "(a decompression bomb?); decoding stopped there")
        default:
            throw PNGDecoder.DecodingError(reason: "the image data is not a valid zlib stream")
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }
}
