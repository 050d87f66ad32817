/// A path as Core Graphics holds it (the part shape layers and shadow paths are given). notisim keeps the rectangle
/// the path covers; it draws no paths (docs/rules/apple-frameworks.md#quartzcore).
public class CGPath {
    /// The smallest rectangle holding every point of the path; `.null` for an empty path.
    public fileprivate(set) var boundingBox: CGRect = .null
    /// Whether the path has no points.
    public var isEmpty: Bool { boundingBox.isNull }

    fileprivate init() {}

    /// A copy that can be added to.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.boundingBox = boundingBox
        return copy
    }
}

/// A path built up piece by piece (Apple's `CGMutablePath`).
public final class CGMutablePath: CGPath {
    /// The point the next line starts from.
    public private(set) var currentPoint: CGPoint = .zero

    public override init() { super.init() }

    /// Starts a new piece at `point`.
    public func move(to point: CGPoint) { include(CGRect(origin: point, size: .zero)); currentPoint = point }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { include(CGRect(origin: point, size: .zero)); currentPoint = point }

    /// Straight lines through `points` in turn.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine(to:))
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect) { include(rect); currentPoint = rect.origin }

    /// Closed rectangles.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// An ellipse fitting `rect`.
    public func addEllipse(in rect: CGRect) { include(rect); currentPoint = CGPoint(x: rect.maxX, y: rect.midY) }

    /// A rectangle with rounded corners.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) { addRect(rect) }

    /// An arc of the circle around `center` (the whole circle is counted in the bounding box).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        include(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    /// Another path's pieces.
    public func addPath(_ path: CGPath) { if !path.isEmpty { include(path.boundingBox) } }

    /// Ends the piece with a line back to its start.
    public func closeSubpath() {}

    private func include(_ rect: CGRect) { boundingBox = boundingBox.isNull ? rect : boundingBox.union(rect) }
}

/// How a stroked line's ends are drawn (Core Graphics' `CGLineCap`); kept, as a cell holds no line end.
public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }

/// How stroked lines meet (Core Graphics' `CGLineJoin`); kept.
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }
