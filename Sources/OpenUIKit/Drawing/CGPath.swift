import Foundation

/// Core Graphics' immutable path: sub-paths of lines and Bézier curves. Arcs and ovals are stored as
/// cubic curves (at most a quarter turn each), so every consumer (Cairo, bounds, tests) sees one form.
public class CGPath: Equatable, @unchecked Sendable {
    public enum ElementType: Sendable, Equatable {
        case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
    }

    /// One element and its points (none, one, two or three, by type).
    public struct Element: Sendable, Equatable {
        public let type: ElementType
        public let points: [CGPoint]
    }

    package fileprivate(set) var elements: [Element] = []

    init(elements: [Element] = []) { self.elements = elements }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var isEmpty: Bool { elements.isEmpty }

    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var point = CGPoint.zero
        for element in elements {
            switch element.type {
            case .moveToPoint:
                start = element.points[0]
                point = start
            case .closeSubpath: point = start
            default: point = element.points.last!
            }
        }
        return point
    }

    /// The bounds of every point, control points included, as `CGPath.boundingBox` does.
    public var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for p in points {
            (minX, minY, maxX, maxY) = (min(minX, p.x), min(minY, p.y), max(maxX, p.x), max(maxY, p.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public func copy() -> CGPath { CGPath(elements: elements) }
    public func mutableCopy() -> CGMutablePath { CGMutablePath(elements: elements) }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addRect(rect)
        self.init(elements: path.transformed(transform?.pointee).elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        self.init(elements: path.transformed(transform?.pointee).elements)
    }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
        self.init(elements: path.transformed(transform?.pointee).elements)
    }

    func transformed(_ transform: CGAffineTransform?) -> CGPath {
        guard let transform else { return self }
        return CGPath(
            elements: elements.map { Element(type: $0.type, points: $0.points.map { $0.applying(transform) }) })
    }
}

/// Core Graphics' mutable path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }
    override init(elements: [Element]) { super.init(elements: elements) }

    private func append(_ type: ElementType, _ points: [CGPoint], _ transform: CGAffineTransform) {
        elements.append(Element(type: type, points: points.map { $0.applying(transform) }))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.moveToPoint, [point], transform)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addLineToPoint, [point], transform)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        append(.addQuadCurveToPoint, [control, end], transform)
    }

    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        append(.addCurveToPoint, [control1, control2, end], transform)
    }

    public func closeSubpath() {
        elements.append(Element(type: .closeSubpath, points: []))
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY)).concatenating(transform)
        // Core Graphics starts an ellipse at its right edge and runs clockwise on screen (y down).
        addArc(center: .zero, radius: 1, startAngle: 0, endAngle: 2 * .pi, clockwise: false, transform: scale)
        closeSubpath()
    }

    /// A rounded rectangle with circular corners, clockwise on screen from the top edge.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = min(max(cornerWidth, 0), r.width / 2)
        let ry = min(max(cornerHeight, 0), r.height / 2)
        addRoundedRect(in: r, radii: CornerRadii(uniform: CGSize(width: rx, height: ry)), transform: transform)
    }

    /// Per-corner radii (zero for a square corner); used by `UIBezierPath` and layers' masked corners.
    struct CornerRadii: Equatable {
        var topLeft: CGSize
        var topRight: CGSize
        var bottomRight: CGSize
        var bottomLeft: CGSize

        package init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
            (self.topLeft, self.topRight, self.bottomRight, self.bottomLeft) = (
                topLeft, topRight, bottomRight, bottomLeft
            )
        }

        package init(uniform size: CGSize) {
            self.init(topLeft: size, topRight: size, bottomRight: size, bottomLeft: size)
        }
    }

    func addRoundedRect(in r: CGRect, radii: CornerRadii, transform: CGAffineTransform = .identity) {
        // Each corner: its square corner point, the centre of its arc, its radii, the angle it starts at.
        let corners: [(CGPoint, CGPoint, CGSize, CGFloat)] = [
            (
                CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX - radii.topRight.width, y: r.minY + radii.topRight.height),
                radii.topRight, -.pi / 2
            ),
            (
                CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.maxX - radii.bottomRight.width, y: r.maxY - radii.bottomRight.height), radii.bottomRight, 0
            ),
            (
                CGPoint(x: r.minX, y: r.maxY),
                CGPoint(x: r.minX + radii.bottomLeft.width, y: r.maxY - radii.bottomLeft.height), radii.bottomLeft,
                .pi / 2
            ),
            (
                CGPoint(x: r.minX, y: r.minY),
                CGPoint(x: r.minX + radii.topLeft.width, y: r.minY + radii.topLeft.height),
                radii.topLeft, .pi
            ),
        ]
        move(to: CGPoint(x: r.minX + max(radii.topLeft.width, 0), y: r.minY), transform: transform)
        for (square, center, size, angle) in corners {
            guard size.width > 0, size.height > 0 else {
                addLine(to: square, transform: transform)
                continue
            }
            let local = CGAffineTransform(scaleX: size.width, y: size.height)
                .concatenating(CGAffineTransform(translationX: center.x, y: center.y)).concatenating(transform)
            appendArc(
                center: .zero, radius: 1, startAngle: angle, endAngle: angle + .pi / 2, increasing: true,
                transform: local)
        }
        closeSubpath()
    }

    /// An arc in Core Graphics' sense: `clockwise` is in the unflipped coordinate system, so in UIKit's
    /// flipped space (y down) `clockwise: false` runs clockwise on screen.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        appendArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            increasing: !clockwise, transform: transform)
    }

    /// Appends an arc whose angle increases (clockwise on a y-down screen) or decreases, as cubic curves
    /// of at most a quarter turn, joined to the current point by a line (or starting a sub-path).
    func appendArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, increasing: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * CGFloat.pi
        if increasing {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        }
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        let start = point(startAngle)
        if elements.isEmpty || elements.last?.type == .closeSubpath {
            move(to: start, transform: transform)
        } else {
            addLine(to: start, transform: transform)
        }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // Control-point distance for a circular arc of `step` radians.
        let k = 4 / 3 * tan(step / 4) * radius
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let p0 = point(angle)
            let p3 = point(next)
            let c1 = CGPoint(x: p0.x - k * sin(angle), y: p0.y + k * cos(angle))
            let c2 = CGPoint(x: p3.x + k * sin(next), y: p3.y - k * cos(next))
            addCurve(to: p3, control1: c1, control2: c2, transform: transform)
            angle = next
        }
    }

    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element.type, element.points, transform) }
    }
}
