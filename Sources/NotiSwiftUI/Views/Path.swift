import Foundation

/// An outline of lines and curves (Apple's `Path`). notisim keeps its elements: a shape's path gives its bounding
/// rectangle, and a cell holds no curve, so a shape of the app's own is drawn as a rectangle over its frame
/// (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
public struct Path: Hashable, Sendable {
    /// One part of a path (Apple's `Path.Element`).
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The elements, in the order added.
    private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A rectangle's outline.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rounded rectangle's outline; its corners are kept as the rectangle's.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// A rounded rectangle's outline with corners of `cornerSize`.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// The ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// The path `callback` builds.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle holding every point of the path, its curves' control points included.
    public var boundingRect: CGRect {
        let points = elements.flatMap { element -> [CGPoint] in
            switch element {
            case .move(let point), .line(let point): [point]
            case let .quadCurve(point, control): [point, control]
            case let .curve(point, control1, control2): [point, control1, control2]
            case .closeSubpath: []
            }
        }
        guard let first = points.first else { return .null }
        var minimum = first, maximum = first
        for point in points.dropFirst() {
            minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
            maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
        }
        return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
    }

    /// The path's last point, nil before its first.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _): return point
            case .closeSubpath: continue
            }
        }
        return nil
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// A straight line to `point`.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Straight lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// A quadratic Bézier curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: end, control: control)) }

    /// A cubic Bézier curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    /// A closed rectangle.
    public mutating func addRect(_ rect: CGRect) {
        addLines([rect.origin, CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }

    /// A closed rounded rectangle, kept as its rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { addRect(rect) }

    /// The ellipse inscribed in `rect`, as four quadratic curves through its edges' middles.
    public mutating func addEllipse(in rect: CGRect) {
        move(to: CGPoint(x: rect.midX, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.maxX, y: rect.minY))
        addQuadCurve(to: CGPoint(x: rect.midX, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.minX, y: rect.midY), control: CGPoint(x: rect.minX, y: rect.maxY))
        addQuadCurve(to: CGPoint(x: rect.midX, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        closeSubpath()
    }

    /// An arc of the circle at `center`, from `startAngle` to `endAngle`, as a line to its end through its start.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let point = { (angle: Angle) in CGPoint(x: center.x + radius * cos(angle.radians), y: center.y + radius * sin(angle.radians)) }
        if currentPoint == nil { move(to: point(startAngle)) } else { addLine(to: point(startAngle)) }
        addQuadCurve(to: point(endAngle), control: point(Angle(radians: (startAngle.radians + endAngle.radians) / 2)))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }
}
