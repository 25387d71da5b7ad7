public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}
