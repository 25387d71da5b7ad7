/// SplitMix64: a tiny, well-known generator whose sequence is fixed by its seed, so that property
/// tests, benchmarks and scenes that draw random data do the same on every run and machine.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` by plain remainder: slightly biased, but a fixed function of the sequence
    /// that other languages reproduce in one line (the peers' benchmark scripts do).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// True `percent` times in a hundred.
    public mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    public mutating func element<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }
}
