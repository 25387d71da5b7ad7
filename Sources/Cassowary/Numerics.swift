/// Absolute tolerance for zero tests on coefficients and constants (kiwi's choice; layout values are
/// points, so anything below it is rounding noise).
let epsilon = 1e-8

@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < epsilon && value > -epsilon
}
