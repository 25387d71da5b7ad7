/// Resampling of premultiplied ARGB32 pixels by area average (a box filter): each destination pixel is
/// the mean of the source pixels under it, each weighted by the part of it that is covered. All in
/// integers, so the bytes are the same on every machine; cheaper than Cairo's GOOD filter (a separable
/// convolution in pixman) and a proper filter for shrinking: every source pixel counts, none is skipped.
/// The contact sheets' thumbnails are made with it (a choice listed in the README).
enum AreaAverageScaler {
    /// Which source pixels, along one axis, each destination pixel covers and with what integer weight.
    /// With n source and m destination pixels and g = gcd(n, m), the axis is cut into n·m/g units: a
    /// source pixel spans m/g of them and a destination pixel n/g, so every overlap is a whole number of
    /// units and every destination pixel's weights add up to `total` = n/g.
    struct AxisWeights: Equatable {
        /// The first source pixel each destination pixel covers.
        var first: [Int]
        /// Where each destination pixel's weights start in `weights`; one more entry closes the last.
        var offsets: [Int]
        /// The weights, one per covered source pixel, in order.
        var weights: [Int]
        /// The sum of every destination pixel's weights.
        var total: Int
        /// A source pixel spans one unit: the factor is a whole number and every weight is 1.
        var isWholeFactor: Bool

        init(source: Int, destination: Int) {
            precondition(source > 0 && destination > 0)
            let divisor = AreaAverageScaler.gcd(source, destination)
            let span = source / divisor
            let sourceSpan = destination / divisor
            first = []
            offsets = [0]
            weights = []
            total = span
            isWholeFactor = sourceSpan == 1
            first.reserveCapacity(destination)
            offsets.reserveCapacity(destination + 1)
            for i in 0..<destination {
                let start = i * span
                let end = start + span
                let firstPixel = start / sourceSpan
                first.append(firstPixel)
                for j in firstPixel...((end - 1) / sourceSpan) {
                    weights.append(Swift.min((j + 1) * sourceSpan, end) - Swift.max(j * sourceSpan, start))
                }
                offsets.append(weights.count)
            }
        }

        /// The weights of destination pixel `index` with the source pixel each applies to.
        func covered(_ index: Int) -> [(pixel: Int, weight: Int)] {
            (offsets[index]..<offsets[index + 1]).map { (first[index] + $0 - offsets[index], weights[$0]) }
        }
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return a
    }

    /// Resamples `width`×`height` pixels, rows `stride` words apart, to `outputWidth`×`outputHeight`
    /// (row after row, no padding). Channels are averaged as stored, premultiplied, which is what makes
    /// a coverage-weighted mean of translucent pixels right; each is rounded to nearest once, at the end.
    /// Columns are summed down first, over contiguous words the compiler vectorises, then across.
    static func scale(
        _ source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, toWidth outputWidth: Int,
        height outputHeight: Int
    ) -> [UInt32] {
        var opaque = false
        return scale(
            source, width: width, height: height, stride: stride, toWidth: outputWidth, height: outputHeight,
            opaque: &opaque)
    }

    /// The same, and whether every source pixel is opaque (`opaque`): every pixel is read on the way, so
    /// a caller that must treat translucent images otherwise learns it without a pass of its own.
    static func scale(
        _ source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, toWidth outputWidth: Int,
        height outputHeight: Int, opaque: inout Bool
    ) -> [UInt32] {
        // Every source pixel ANDed: its top byte is 255 when all alphas are.
        var all = UInt32.max
        let columns = AxisWeights(source: width, destination: outputWidth)
        let rows = AxisWeights(source: height, destination: outputHeight)
        // A column's weighted sum of one channel is at most 255 · rows.total: it must fit 32 bits.
        precondition(rows.total <= Int(UInt32.max / 255))
        let total = columns.total * rows.total
        let divide = ExactDivision(divisor: total)
        let half = total / 2
        var output = [UInt32](repeating: 0, count: outputWidth * outputHeight)
        // Per source column, the destination row's weighted sums of alpha, red, green and blue.
        var sums = [UInt32](repeating: 0, count: width * 4)
        output.withUnsafeMutableBufferPointer { output in
            sums.withUnsafeMutableBufferPointer { sums in
                let alpha = sums.baseAddress!
                let red = alpha + width
                let green = red + width
                let blue = green + width
                for y in 0..<outputHeight {
                    sums.update(repeating: 0)
                    var sourceRow = rows.first[y]
                    for k in rows.offsets[y]..<rows.offsets[y + 1] {
                        let row = source + sourceRow &* stride
                        var weight = rows.weights[k]
                        // A whole factor (rows.isWholeFactor): every weight is 1, no multiplications.
                        if weight == 1 {
                            var rowAll = UInt32.max
                            for j in 0..<width {
                                let pixel = row[j]
                                rowAll &= pixel
                                alpha[j] &+= pixel >> 24
                                red[j] &+= pixel >> 16 & 0xFF
                                green[j] &+= pixel >> 8 & 0xFF
                                blue[j] &+= pixel & 0xFF
                            }
                            all &= rowAll
                            sourceRow &+= 1
                            continue
                        }
                        // A weight below 2^15 times a byte is one SSE2 multiply-add of 16-bit halves
                        // (pmaddwd) for four lanes, where a full 32-bit product takes five instructions. The
                        // compiler only uses it where it sees the bound: a weight's low 15 bits, masked,
                        // then any rest in parts of 2^14 (a constant).
                        func add(_ part: UInt32) -> UInt32 {
                            var rowAll = UInt32.max
                            for j in 0..<width {
                                let pixel = row[j]
                                rowAll &= pixel
                                alpha[j] &+= part &* (pixel >> 24)
                                red[j] &+= part &* (pixel >> 16 & 0xFF)
                                green[j] &+= part &* (pixel >> 8 & 0xFF)
                                blue[j] &+= part &* (pixel & 0xFF)
                            }
                            return rowAll
                        }
                        all &= add(UInt32(truncatingIfNeeded: weight) & 0x7FFF)
                        weight >>= 15
                        while weight > 0 {
                            _ = add(0x4000)
                            _ = add(0x4000)
                            weight -= 1
                        }
                        sourceRow &+= 1
                    }
                    let line = output.baseAddress! + y &* outputWidth
                    for x in 0..<outputWidth {
                        var (a, r, g, b) = (half, half, half, half)
                        var j = columns.first[x]
                        if columns.isWholeFactor {
                            for j in j..<(j &+ columns.total) {
                                a &+= Int(alpha[j])
                                r &+= Int(red[j])
                                g &+= Int(green[j])
                                b &+= Int(blue[j])
                            }
                        } else {
                            for k in columns.offsets[x]..<columns.offsets[x + 1] {
                                let weight = columns.weights[k]
                                a &+= weight &* Int(alpha[j])
                                r &+= weight &* Int(red[j])
                                g &+= weight &* Int(green[j])
                                b &+= weight &* Int(blue[j])
                                j &+= 1
                            }
                        }
                        line[x] = divide(a) << 24 | divide(r) << 16 | divide(g) << 8 | divide(b)
                    }
                }
            }
        }
        opaque = all >> 24 == 0xFF
        return output
    }

    /// Division by a divisor fixed for the whole image, rounded down, exactly. Four divisions per
    /// output pixel were most of the horizontal pass: below 2^32, a quotient is the high word of a
    /// 64×64-bit product with ⌈2^64 / d⌉ (exact when 2^64 ≥ 2^32 · d, Lemire, Kaser and Kurz, 2019);
    /// above, a multiplication by the reciprocal in doubles, corrected by one either way where
    /// rounding made it miss.
    struct ExactDivision {
        let divisor: Int
        /// ⌈2^64 / divisor⌉, or 0 when the divisor is 1 (2^64 does not fit) or 2^32 or more.
        private let magic: UInt64
        private let reciprocal: Double

        init(divisor: Int) {
            precondition(divisor > 0)
            self.divisor = divisor
            magic = divisor > 1 && divisor < 1 << 32 ? UInt64.max / UInt64(divisor) + 1 : 0
            reciprocal = 1 / Double(divisor)
        }

        /// ⌊value / divisor⌋ for a value from 0 to 255 · divisor + divisor / 2, truncated to 32 bits.
        @inline(__always)
        func callAsFunction(_ value: Int) -> UInt32 {
            if value < 1 << 32 {
                if magic != 0 {
                    return UInt32(truncatingIfNeeded: magic.multipliedFullWidth(by: UInt64(value)).high)
                }
                if divisor == 1 { return UInt32(truncatingIfNeeded: value) }
            }
            var quotient = Int(Double(value) * reciprocal)
            if quotient &* divisor > value {
                quotient -= 1
            } else if (quotient + 1) &* divisor <= value {
                quotient += 1
            }
            return UInt32(truncatingIfNeeded: quotient)
        }
    }
}
