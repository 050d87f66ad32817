/// A shape (Apple's `Shape`): as a view it fills the space offered with the foreground style.
public protocol Shape: View {
    /// The shape's outline in `rect`.
    func path(in rect: CGRect) -> Path
}

/// A shape of the app's own as a view: drawn as a rectangle over its frame, since a cell holds no curve.
public struct ShapeView<Content: Shape>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content

    func resolve(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filled(.rectangle, in: context)] }
}

extension Shape {
    /// A shape of the app's own is the view that draws it.
    public var body: ShapeView<Self> { ShapeView(shape: self) }

    /// The part of the outline from `from` to `to` of its length; drawn as the whole shape.
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> some Shape { TrimmedShape(base: self) }
}

/// A trimmed shape: drawn as its base, whole (a progress ring's `Circle().trim(from:to:)` is its circle).
struct TrimmedShape<Base: Shape>: BuiltInShape {
    typealias Body = Never
    let base: Base
    var kind: ShapeKind { base.outline }
    func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// The outline a `ShapeNode` draws with.
enum ShapeKind: Equatable {
    case rectangle, rounded, ellipse
}

/// A shape notisim draws itself.
@MainActor
protocol BuiltInShape: Shape, PrimitiveView {
    var kind: ShapeKind { get }
}

extension BuiltInShape {
    func resolve(in context: ResolveContext) -> [LayoutNode] { [ShapeNode.filled(kind, in: context)] }
}

extension Shape {
    /// The outline drawn: a built-in shape's own, a rectangle for any other.
    var outline: ShapeKind { (self as? any BuiltInShape)?.kind ?? .rectangle }

    /// The shape filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> some View {
        StyledShape<S, Color>(kind: outline, fill: content, stroke: nil, lineWidth: 0)
    }

    /// The shape's outline in `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
        StyledShape<Color, S>(kind: outline, fill: nil, stroke: content, lineWidth: lineWidth)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
        StyledShape<Color, S>(kind: outline, fill: nil, stroke: content, lineWidth: style.lineWidth)
    }

    /// The outline drawn inside the shape's frame.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { stroke(content, lineWidth: lineWidth) }
}

/// How a shape is filled (Apple's `FillStyle`); kept.
public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool, isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// How an outline is drawn (Apple's `StrokeStyle`): its width; the rest kept.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

/// A shape with its fill or outline chosen.
struct StyledShape<Fill: ShapeStyle, Stroke: ShapeStyle>: View, PrimitiveView {
    typealias Body = Never
    let kind: ShapeKind
    let fill: Fill?
    let stroke: Stroke?
    let lineWidth: CGFloat

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        return [ShapeNode(key: context.path + "/Shape", shape: kind, fill: fill.map { environment.color(of: $0) },
                          stroke: stroke.map { environment.color(of: $0) })]
    }
}

public struct Rectangle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .rectangle }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

public struct RoundedRectangle: BuiltInShape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    var kind: ShapeKind { .rounded }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
}

/// Corner curves (Apple's `RoundedCornerStyle`); kept.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Capsule: BuiltInShape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .continuous) {}
    var kind: ShapeKind { .rounded }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}

public struct Circle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

public struct Ellipse: BuiltInShape {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .ellipse }
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A shape or colour: as large as offered (10 points where nothing is), drawn as a background colour and, when
/// stroked, a border, rounded for rounded rectangles, capsules, circles and ellipses.
final class ShapeNode: LayoutNode {
    let shape: ShapeKind
    let fill: UIColor?
    let stroke: UIColor?

    init(key: ViewPath, shape: ShapeKind, fill: UIColor?, stroke: UIColor?) {
        self.shape = shape
        self.fill = fill
        self.stroke = stroke
        super.init(key: key)
    }

    /// A shape of `kind` filled with the foreground colour, as a shape is drawn when no style is chosen.
    static func filled(_ kind: ShapeKind, in context: ResolveContext) -> ShapeNode {
        ShapeNode(key: context.path + "/Shape", shape: kind, fill: context.environment.foregroundColor?.uiColor ?? .label, stroke: nil)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func draw(into drawing: Drawing) {
        let view = drawing.view(key) { UIView() }
        view.backgroundColor = fill
        view.layer.borderWidth = stroke == nil ? 0 : 1
        view.layer.borderColor = stroke?.cgColor
        view.layer.cornerRadius = shape == .rectangle ? 0 : 1
        drawing.add(view, frame: frame)
    }
}
