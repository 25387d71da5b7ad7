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
    static func scale(
        _ source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, toWidth outputWidth: Int,
        height outputHeight: Int
    ) -> [UInt32] {
        let columns = AxisWeights(source: width, destination: outputWidth)
        let rows = AxisWeights(source: height, destination: outputHeight)
        let total = columns.total * rows.total
        let half = total / 2
        var output = [UInt32](repeating: 0, count: outputWidth * outputHeight)
        // A row's horizontal sums (four channels per destination pixel), kept for the row that two
        // destination rows share, and the sums of the destination row being built.
        var rowSums = [Int](repeating: 0, count: outputWidth * 4)
        var sums = [Int](repeating: 0, count: outputWidth * 4)
        var summedRow = -1
        output.withUnsafeMutableBufferPointer { output in
            rowSums.withUnsafeMutableBufferPointer { rowSums in
                sums.withUnsafeMutableBufferPointer { sums in
                    for y in 0..<outputHeight {
                        for i in 0..<sums.count { sums[i] = 0 }
                        for k in rows.offsets[y]..<rows.offsets[y + 1] {
                            let sourceRow = rows.first[y] + k - rows.offsets[y]
                            if sourceRow != summedRow {
                                sumRow(source + sourceRow * stride, columns: columns, into: rowSums)
                                summedRow = sourceRow
                            }
                            let weight = rows.weights[k]
                            for i in 0..<sums.count { sums[i] += weight * rowSums[i] }
                        }
                        for x in 0..<outputWidth {
                            let alpha = UInt32((sums[x * 4] + half) / total)
                            let red = UInt32((sums[x * 4 + 1] + half) / total)
                            let green = UInt32((sums[x * 4 + 2] + half) / total)
                            let blue = UInt32((sums[x * 4 + 3] + half) / total)
                            output[y * outputWidth + x] = alpha << 24 | red << 16 | green << 8 | blue
                        }
                    }
                }
            }
        }
        return output
    }

    /// One source row's weighted sums per destination pixel, alpha, red, green, blue.
    private static func sumRow(
        _ row: UnsafePointer<UInt32>, columns: AxisWeights, into sums: UnsafeMutableBufferPointer<Int>
    ) {
        let count = columns.first.count
        if columns.isWholeFactor {
            // Every weight is 1 and destination pixel x covers source pixels x·total ..< (x+1)·total.
            let span = columns.total
            for x in 0..<count {
                var (alpha, red, green, blue) = (0, 0, 0, 0)
                for j in (x * span)..<((x + 1) * span) {
                    let pixel = Int(row[j])
                    alpha += pixel >> 24
                    red += pixel >> 16 & 0xFF
                    green += pixel >> 8 & 0xFF
                    blue += pixel & 0xFF
                }
                sums[x * 4] = alpha
                sums[x * 4 + 1] = red
                sums[x * 4 + 2] = green
                sums[x * 4 + 3] = blue
            }
            return
        }
        columns.weights.withUnsafeBufferPointer { weights in
            for x in 0..<count {
                var (alpha, red, green, blue) = (0, 0, 0, 0)
                var j = columns.first[x]
                for k in columns.offsets[x]..<columns.offsets[x + 1] {
                    let pixel = Int(row[j])
                    let weight = weights[k]
                    alpha += weight * (pixel >> 24)
                    red += weight * (pixel >> 16 & 0xFF)
                    green += weight * (pixel >> 8 & 0xFF)
                    blue += weight * (pixel & 0xFF)
                    j += 1
                }
                sums[x * 4] = alpha
                sums[x * 4 + 1] = red
                sums[x * 4 + 2] = green
                sums[x * 4 + 3] = blue
            }
        }
    }
}
