import CDeflate
import Foundation

/// Writes PNG files with one zlib stream compressed by libdeflate. Images with at most 256 colours
/// (most UI snapshots) are stored indexed; others as RGB when opaque, RGBA otherwise, with per-row
/// adaptive filtering (libpng's minimum-sum-of-absolute-differences rule). The output depends only on
/// the pixels: no timestamps, no text chunks.
public struct PNGEncoder: Sendable {
    /// libdeflate's level (1 fastest … 12 smallest).
    public var compressionLevel: Int32

    public init(compressionLevel: Int32 = 6) {
        self.compressionLevel = compressionLevel
    }

    public func encode(_ image: RGBAImage) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        if let palette = PNGPalette(image) {
            header += [8, 3, 0, 0, 0]
            png.appendChunk("IHDR", header)
            png.appendChunk("PLTE", palette.paletteChunk)
            if let transparency = palette.transparencyChunk { png.appendChunk("tRNS", transparency) }
            png.appendChunk("IDAT", compress(palette.scanlines))
        } else {
            let channels = image.isOpaque ? 3 : 4
            header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
            png.appendChunk("IHDR", header)
            png.appendChunk("IDAT", compress(Self.filteredScanlines(image, channels: channels)))
        }
        png.appendChunk("IEND", [])
        return png
    }

    private func compress(_ data: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(compressionLevel) else {
            fatalError("libdeflate could not allocate a compressor")
        }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, data.count)
        var output = [UInt8](repeating: 0, count: bound)
        let written = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, out.count)
            }
        }
        precondition(written > 0, "libdeflate output exceeded its own bound")
        output.removeSubrange(written...)
        return output
    }

    /// Each scanline prefixed by the filter that makes it smallest by libpng's heuristic (the least sum
    /// of absolute filtered values among None, Sub, Up and Paeth). A row equal to the one above is
    /// Up-filtered to zeros without trying the others: flat UI images are mostly such rows.
    public static func filteredScanlines(_ image: RGBAImage, channels: Int) -> [UInt8] {
        let rowBytes = image.width * channels
        let stride = rowBytes + 1
        var output = [UInt8](repeating: 0, count: stride * image.height)
        guard rowBytes > 0 else { return output }
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 2)
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * 3)
        defer {
            rows.deallocate()
            scratch.deallocate()
        }
        var previous = rows
        var current = rows + rowBytes
        previous.initialize(repeating: 0, count: rowBytes)
        let sub = scratch
        let up = scratch + rowBytes
        let paeth = scratch + rowBytes * 2
        image.pixels.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { out in
                for y in 0..<image.height {
                    pack(
                        row: source.baseAddress! + y * image.width * 4, width: image.width, channels: channels,
                        into: current)
                    let line = out.baseAddress! + y * stride
                    if y > 0 && memcmp(previous, current, rowBytes) == 0 {
                        line[0] = 2
                        (line + 1).initialize(repeating: 0, count: rowBytes)
                    } else {
                        let scores = filterCandidates(
                            current: current, previous: previous, count: rowBytes, channels: channels,
                            sub: sub, up: up, paeth: paeth)
                        let choices: [(UInt8, UnsafeMutablePointer<UInt8>)] = [
                            (0, current), (1, sub), (2, up), (4, paeth),
                        ]
                        var best = 0
                        for index in 1..<4 where scores[index] < scores[best] { best = index }
                        line[0] = choices[best].0
                        (line + 1).update(from: choices[best].1, count: rowBytes)
                    }
                    swap(&previous, &current)
                }
            }
        }
        return output
    }

    @inline(__always)
    private static func pack(
        row: UnsafePointer<UInt8>, width: Int, channels: Int, into target: UnsafeMutablePointer<UInt8>
    ) {
        if channels == 4 {
            target.update(from: row, count: width * 4)
            return
        }
        for x in 0..<width {
            target[x * 3] = row[x * 4]
            target[x * 3 + 1] = row[x * 4 + 1]
            target[x * 3 + 2] = row[x * 4 + 2]
        }
    }

    /// Writes the Sub, Up and Paeth filterings of a row and returns the scores of None, Sub, Up, Paeth.
    @inline(__always)
    private static func filterCandidates(
        current: UnsafeMutablePointer<UInt8>, previous: UnsafeMutablePointer<UInt8>, count: Int, channels: Int,
        sub: UnsafeMutablePointer<UInt8>, up: UnsafeMutablePointer<UInt8>, paeth: UnsafeMutablePointer<UInt8>
    ) -> [Int] {
        var none = 0
        var subScore = 0
        var upScore = 0
        var paethScore = 0
        for i in 0..<count {
            let value = current[i]
            let left = i >= channels ? current[i - channels] : 0
            let above = previous[i]
            let aboveLeft = i >= channels ? previous[i - channels] : 0
            let s = value &- left
            let u = value &- above
            let p = value &- paethPredictor(left, above, aboveLeft)
            sub[i] = s
            up[i] = u
            paeth[i] = p
            none += magnitude(value)
            subScore += magnitude(s)
            upScore += magnitude(u)
            paethScore += magnitude(p)
        }
        return [none, subScore, upScore, paethScore]
    }

    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int { byte < 128 ? Int(byte) : 256 - Int(byte) }

    @inline(__always)
    private static func paethPredictor(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a))
        let pb = abs(p - Int(b))
        let pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

extension [UInt8] {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF),
        ])
    }

    fileprivate mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        append(contentsOf: typeBytes)
        append(contentsOf: data)
        appendBigEndian(crc)
    }
}
