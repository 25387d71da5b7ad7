import Foundation

extension CGPath {
    /// Curves are measured and cut as 32 chords each: within a hundredth of a point on the arcs app
    /// code strokes (a quarter turn of radius 100 points), and the same on every machine.
    static let chordsPerCurve = 32

    /// The part of the path between two fractions of its length, as polylines: how a shape layer
    /// strokes `strokeStart...strokeEnd`. Closing segments count towards the length, as Core
    /// Animation's do.
    func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let runs = polylines()
        let total = runs.reduce(0) { $0 + $1.length }
        let result = CGMutablePath()
        guard total > 0 else { return result }
        let (low, high) = (start * total, end * total)
        var travelled: CGFloat = 0
        for run in runs {
            // Whether the pen is down at this segment's start, so it continues the line drawn so far.
            var drawing = false
            for i in 1..<run.points.count {
                let (a, b) = (run.points[i - 1], run.points[i])
                let length = hypot(b.x - a.x, b.y - a.y)
                let (s, e) = (travelled, travelled + length)
                travelled = e
                guard length > 0 else { continue }
                guard e > low, s < high else {
                    drawing = false
                    continue
                }
                let from = max(0, (low - s) / length)
                let to = min(1, (high - s) / length)
                let p = CGPoint(x: a.x + (b.x - a.x) * from, y: a.y + (b.y - a.y) * from)
                let q = CGPoint(x: a.x + (b.x - a.x) * to, y: a.y + (b.y - a.y) * to)
                if !drawing || from > 0 { result.move(to: p) }
                result.addLine(to: q)
                drawing = to >= 1
            }
        }
        return result
    }

    /// Each sub-path flattened to points, with its closing segment.
    private func polylines() -> [(points: [CGPoint], length: CGFloat)] {
        var runs: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() {
            if current.count > 1 { runs.append(current) }
            current = []
        }
        for element in elements {
            let p = element.points
            switch element.type {
            case .moveToPoint:
                flush()
                current = [p[0]]
            case .addLineToPoint: current.append(p[0])
            case .addQuadCurveToPoint:
                let a = current.last ?? .zero
                for k in 1...Self.chordsPerCurve {
                    let t = CGFloat(k) / CGFloat(Self.chordsPerCurve)
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * a.x + 2 * u * t * p[0].x + t * t * p[1].x,
                            y: u * u * a.y + 2 * u * t * p[0].y + t * t * p[1].y))
                }
            case .addCurveToPoint:
                let a = current.last ?? .zero
                for k in 1...Self.chordsPerCurve {
                    let t = CGFloat(k) / CGFloat(Self.chordsPerCurve)
                    let u = 1 - t
                    let (c0, c1, c2, c3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(
                        CGPoint(
                            x: c0 * a.x + c1 * p[0].x + c2 * p[1].x + c3 * p[2].x,
                            y: c0 * a.y + c1 * p[0].y + c2 * p[1].y + c3 * p[2].y))
                }
            case .closeSubpath:
                if let first = current.first {
                    current.append(first)
                    flush()
                    current = [first]
                }
            }
        }
        flush()
        return runs.map { points in
            var length: CGFloat = 0
            for i in 1..<points.count { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
            return (points, length)
        }
    }
}
