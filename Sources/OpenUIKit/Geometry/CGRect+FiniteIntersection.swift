import Foundation

extension CGRect {
    /// Whether every edge is a finite number: Foundation's `intersects(_:)` and `intersection(_:)` trap
    /// on NaN, infinite and overflowing (1e308 + 1e308) rects (issue 11).
    var hasFiniteEdges: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && (origin.x + size.width).isFinite && (origin.y + size.height).isFinite
    }

    /// `intersects(_:)` that never traps: Foundation's answer for finite rects, and for the others the
    /// same test on the edges, where NaN overlaps nothing and an empty rect intersects nothing.
    func safelyIntersects(_ other: CGRect) -> Bool {
        if hasFiniteEdges && other.hasFiniteEdges { return intersects(other) }
        func span(_ origin: CGFloat, _ length: CGFloat) -> (CGFloat, CGFloat)? {
            guard !origin.isNaN, !length.isNaN, length != 0 else { return nil }
            let end = origin + length
            guard !end.isNaN else { return nil }
            return (Swift.min(origin, end), Swift.max(origin, end))
        }
        guard let ax = span(origin.x, size.width), let ay = span(origin.y, size.height),
            let bx = span(other.origin.x, other.size.width), let by = span(other.origin.y, other.size.height)
        else { return false }
        return ax.0 < bx.1 && bx.0 < ax.1 && ay.0 < by.1 && by.0 < ay.1
    }

    /// `intersection(_:)` that never traps: Foundation's answer for finite rects, `.null` otherwise.
    func safeIntersection(_ other: CGRect) -> CGRect {
        guard hasFiniteEdges && other.hasFiniteEdges else { return .null }
        return intersection(other)
    }
}
