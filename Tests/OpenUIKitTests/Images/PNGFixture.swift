import Foundation

/// Writes PNG files of any colour type, bit depth and interlacing, independently of libpng (stored
/// deflate blocks, filter 0), so the decoder is checked against files it did not write.
struct PNGFixture {
    enum ColorType: UInt8 {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6
    }

    let width: Int
    let height: Int
    let colorType: ColorType
    let bitDepth: Int
    var interlaced = false
    /// Samples per pixel, each 0…2^bitDepth − 1 (palette: the index).
    let sample: (_ x: Int, _ y: Int) -> [Int]
    var palette: [(UInt8, UInt8, UInt8)] = []
    var paletteAlpha: [UInt8] = []

    var channels: Int {
        switch colorType {
        case .gray, .palette: 1
        case .grayAlpha: 2
        case .rgb: 3
        case .rgba: 4
        }
    }

    /// The signature and the IHDR chunk (33 bytes).
    func signatureAndHeader() -> [UInt8] {
        var header = be32(width) + be32(height)
        header += [UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
    }

    func data() -> Data {
        var out = signatureAndHeader()
        if colorType == .palette {
            out += chunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] })
            if !paletteAlpha.isEmpty { out += chunk("tRNS", paletteAlpha) }
        }
        out += chunk("IDAT", zlibStored(scanlines()))
        out += chunk("IEND", [])
        return Data(out)
    }

    /// Filter-0 scanlines of the whole image, or of each Adam7 pass in order.
    private func scanlines() -> [UInt8] {
        guard interlaced else { return rows(xs: Array(0..<width), ys: Array(0..<height)) }
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var bytes: [UInt8] = []
        for (x0, y0, dx, dy) in passes {
            let xs = Array(stride(from: x0, to: width, by: dx))
            let ys = Array(stride(from: y0, to: height, by: dy))
            if xs.isEmpty || ys.isEmpty { continue }
            bytes += rows(xs: xs, ys: ys)
        }
        return bytes
    }

    private func rows(xs: [Int], ys: [Int]) -> [UInt8] {
        var bytes: [UInt8] = []
        for y in ys {
            bytes.append(0)
            var bits: [Int] = []
            for x in xs {
                for value in sample(x, y) { bits.append(value) }
            }
            bytes += pack(bits)
        }
        return bytes
    }

    private func pack(_ values: [Int]) -> [UInt8] {
        switch bitDepth {
        case 16: return values.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 8: return values.map { UInt8($0) }
        default:
            var out: [UInt8] = []
            var current = 0
            var used = 0
            for value in values {
                current = current << bitDepth | value
                used += bitDepth
                if used == 8 {
                    out.append(UInt8(current))
                    current = 0
                    used = 0
                }
            }
            if used > 0 { out.append(UInt8(current << (8 - used))) }
            return out
        }
    }

    private func be32(_ v: Int) -> [UInt8] {
        [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }

    private func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return be32(body.count) + typed + be32(Int(Self.crc32(typed)))
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, data.count - offset)
            let last: UInt8 = offset + count == data.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(Int(b << 16 | a))
    }
}
