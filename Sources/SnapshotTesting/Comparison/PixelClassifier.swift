/// Decides whether two RGBA pixels (loaded as little-endian UInt32: red in the low byte) are equal
/// under a tolerance.
struct PixelClassifier {
    let perChannel: Int
    let maxDeltaE: Double?

    init(tolerance: ImageTolerance) {
        perChannel = tolerance.perChannel
        maxDeltaE = tolerance.maxDeltaE
    }

    @inline(__always)
    func classify(_ expected: UInt32, _ actual: UInt32) -> (differs: Bool, channelDifference: Int, deltaE: Double) {
        let alphaE = Int(expected >> 24)
        let alphaA = Int(actual >> 24)
        // Colour under a fully transparent pixel is invisible; only alpha matters there.
        if alphaE == 0 && alphaA == 0 { return (false, 0, 0) }
        let red = abs(Int(expected & 0xFF) - Int(actual & 0xFF))
        let green = abs(Int((expected >> 8) & 0xFF) - Int((actual >> 8) & 0xFF))
        let blue = abs(Int((expected >> 16) & 0xFF) - Int((actual >> 16) & 0xFF))
        let alpha = abs(alphaE - alphaA)
        let largest = max(max(red, green), max(blue, alpha))
        guard let maxDeltaE else { return (largest > perChannel, largest, 0) }
        if alpha > perChannel { return (true, largest, 0) }
        let deltaE = CIEDE2000.difference(
            LabColor(
                red: UInt8(expected & 0xFF), green: UInt8((expected >> 8) & 0xFF), blue: UInt8((expected >> 16) & 0xFF)),
            LabColor(red: UInt8(actual & 0xFF), green: UInt8((actual >> 8) & 0xFF), blue: UInt8((actual >> 16) & 0xFF)))
        return (deltaE > maxDeltaE, largest, deltaE)
    }
}
