import CDeflate

/// Writes PNG files: per-row adaptive filtering (libpng's minimum-sum-of-absolute-differences rule)
/// and one zlib stream compressed by libdeflate. Opaque images are stored as RGB, which UI snapshots
/// almost always are. The output depends only on the pixels: no timestamps, no text chunks.
public struct PNGEncoder: Sendable {
    /// libdeflate's level (1 fastest … 12 smallest).
    public var compressionLevel: Int32

    public init(compressionLevel: Int32 = 6) {
        self.compressionLevel = compressionLevel
    }

    public func encode(_ image: RGBAImage) -> [UInt8] {
        let channels = image.isOpaque ? 3 : 4
        let filtered = Self.filteredScanlines(image, channels: channels)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(image.width))
        header.appendBigEndian(UInt32(image.height))
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
        png.appendChunk("IHDR", header)
        png.appendChunk("IDAT", compress(filtered))
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

    /// Each scanline prefixed by the filter that makes it smallest by libpng's heuristic.
    static func filteredScanlines(_ image: RGBAImage, channels: Int) -> [UInt8] {
        let rowBytes = image.width * channels
        var output = [UInt8](repeating: 0, count: (rowBytes + 1) * image.height)
        var previous = [UInt8](repeating: 0, count: rowBytes)
        var current = [UInt8](repeating: 0, count: rowBytes)
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
        image.pixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                current.withUnsafeMutableBufferPointer { row in
                    let base = y * image.width * 4
                    if channels == 4 {
                        for i in 0..<rowBytes { row[i] = source[base + i] }
                    } else {
                        for x in 0..<image.width {
                            row[x * 3] = source[base + x * 4]
                            row[x * 3 + 1] = source[base + x * 4 + 1]
                            row[x * 3 + 2] = source[base + x * 4 + 2]
                        }
                    }
                }
                var best = 0
                var bestScore = Int.max
                for filter in 0..<5 {
                    let score = candidates[filter].withUnsafeMutableBufferPointer { out in
                        applyFilter(filter, current: current, previous: previous, channels: channels, into: out)
                    }
                    if score < bestScore {
                        (best, bestScore) = (filter, score)
                    }
                }
                let start = y * (rowBytes + 1)
                output[start] = UInt8(best)
                output.withUnsafeMutableBufferPointer { out in
                    candidates[best].withUnsafeBufferPointer { chosen in
                        (out.baseAddress! + start + 1).update(from: chosen.baseAddress!, count: rowBytes)
                    }
                }
                swap(&previous, &current)
            }
        }
        return output
    }

    /// Applies PNG filter `type` (0 None, 1 Sub, 2 Up, 3 Average, 4 Paeth) and returns the sum of the
    /// filtered bytes taken as signed magnitudes.
    private static func applyFilter(
        _ type: Int, current: [UInt8], previous: [UInt8], channels: Int, into out: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var score = 0
        current.withUnsafeBufferPointer { row in
            previous.withUnsafeBufferPointer { above in
                for i in 0..<row.count {
                    let left = i >= channels ? row[i - channels] : 0
                    let up = above[i]
                    let upLeft = i >= channels ? above[i - channels] : 0
                    let predictor: UInt8
                    switch type {
                    case 0: predictor = 0
                    case 1: predictor = left
                    case 2: predictor = up
                    case 3: predictor = UInt8((Int(left) + Int(up)) / 2)
                    default: predictor = paeth(left, up, upLeft)
                    }
                    let value = row[i] &- predictor
                    out[i] = value
                    score += value < 128 ? Int(value) : 256 - Int(value)
                }
            }
        }
        return score
    }

    @inline(__always)
    private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
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
