/// Gaussian blur of an alpha channel by three successive box blurs (the SVG/CSS filter-effects
/// recipe), in integers: the result is the same on every machine.
package enum BoxBlur {
    /// Box widths for a Gaussian of standard deviation `sigma` pixels: three boxes of width d, where
    /// d = ⌊σ·3·√(2π)/4 + 0.5⌋ (for an even d the third box is one wider and centred).
    package static func boxes(sigma: Double) -> [(size: Int, offset: Int)] {
        let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        guard d > 1 else { return [] }
        if d % 2 == 1 { return [(d, d / 2), (d, d / 2), (d, d / 2)] }
        // Even widths: one box leans left, one right, the third (d + 1) is centred.
        return [(d, d / 2), (d, d / 2 - 1), (d + 1, d / 2)]
    }

    package static func gaussian(_ alpha: inout [UInt8], width: Int, height: Int, sigma: Double) {
        let passes = boxes(sigma: sigma)
        guard !passes.isEmpty, width > 0, height > 0 else { return }
        var scratch = [UInt8](repeating: 0, count: Swift.max(width, height))
        for pass in passes {
            for y in 0..<height {
                blurLine(&alpha, start: y * width, step: 1, count: width, box: pass, scratch: &scratch)
            }
        }
        for pass in passes {
            for x in 0..<width {
                blurLine(&alpha, start: x, step: width, count: height, box: pass, scratch: &scratch)
            }
        }
    }

    /// One box pass along a row or column: each value becomes the rounded mean of the `size` values
    /// from `index - offset`, with zeros outside.
    private static func blurLine(
        _ values: inout [UInt8], start: Int, step: Int, count: Int, box: (size: Int, offset: Int),
        scratch: inout [UInt8]
    ) {
        for i in 0..<count { scratch[i] = values[start + i * step] }
        var sum = 0
        // Window [i - offset, i - offset + size - 1].
        for j in 0..<Swift.min(box.size - box.offset - 1, count) { sum += Int(scratch[j]) }
        for i in 0..<count {
            let entering = i - box.offset + box.size - 1
            if entering >= 0 && entering < count { sum += Int(scratch[entering]) }
            values[start + i * step] = UInt8((sum + box.size / 2) / box.size)
            let leaving = i - box.offset
            if leaving >= 0 && leaving < count { sum -= Int(scratch[leaving]) }
        }
    }
}
