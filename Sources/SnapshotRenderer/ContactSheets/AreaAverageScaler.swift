import ImageScaling

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
        var opaque = false
        return scale(
            source, width: width, height: height, stride: stride, toWidth: outputWidth, height: outputHeight,
            opaque: &opaque)
    }

    /// The same, and whether every source pixel is opaque (`opaque`): every pixel is read on the way, so
    /// a caller that must treat translucent images otherwise learns it without a pass of its own. The
    /// sums run in C (`area_average_scale`), down the columns first over contiguous words, then across;
    /// each channel is rounded to nearest once, at the end. `vectors` false keeps to the portable loops
    /// (for tests: both must give the same words).
    static func scale(
        _ source: UnsafePointer<UInt32>, width: Int, height: Int, stride: Int, toWidth outputWidth: Int,
        height outputHeight: Int, opaque: inout Bool, vectors: Bool = true
    ) -> [UInt32] {
        let columns = AxisWeights(source: width, destination: outputWidth)
        let rows = AxisWeights(source: height, destination: outputHeight)
        // A column's weighted sum of one channel is at most 255 · rows.total: it must fit 32 bits.
        precondition(rows.total <= Int(UInt32.max / 255))
        var result: Int32 = 0
        let output = [UInt32](unsafeUninitializedCapacity: outputWidth * outputHeight) { buffer, initialized in
            columns.withAxis { columns in
                rows.withAxis { rows in
                    result = area_average_scale(
                        source, width, height, stride, buffer.baseAddress, outputWidth, outputHeight, columns, rows,
                        vectors ? 1 : 0)
                }
            }
            initialized = outputWidth * outputHeight
        }
        precondition(result >= 0, "out of memory for a thumbnail's column sums")
        opaque = result == 1
        return output
    }
}

extension AreaAverageScaler.AxisWeights {
    /// The weights as the C scaler reads them, valid inside `body`.
    fileprivate func withAxis<Result>(_ body: (area_average_axis) -> Result) -> Result {
        first.withUnsafeBufferPointer { first in
            offsets.withUnsafeBufferPointer { offsets in
                weights.withUnsafeBufferPointer { weights in
                    body(
                        area_average_axis(
                            first: first.baseAddress, offsets: offsets.baseAddress, weights: weights.baseAddress,
                            total: total))
                }
            }
        }
    }
}
