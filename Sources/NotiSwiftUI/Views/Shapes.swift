/// A shape (Apple's `Shape`): as a view it fills the space offered with the foreground style.
public protocol Shape: View {}

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
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        [ShapeNode(key: context.path + "/Shape", shape: kind, fill: context.environment.foregroundColor?.uiColor ?? .label, stroke: nil)]
    }
}

extension Shape {
    /// The outline drawn: a built-in shape's own, a rectangle for any other.
    private var outline: ShapeKind { (self as? any BuiltInShape)?.kind ?? .rectangle }

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
    public init(lineWidth: CGFloat = 1) { self.lineWidth = lineWidth }
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
}

public struct RoundedRectangle: BuiltInShape {
    public typealias Body = Never
    public var cornerSize: CGSize
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { cornerSize = CGSize(width: cornerRadius, height: cornerRadius) }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize }
    var kind: ShapeKind { .rounded }
}

/// Corner curves (Apple's `RoundedCornerStyle`); kept.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

public struct Capsule: BuiltInShape {
    public typealias Body = Never
    public init(style: RoundedCornerStyle = .continuous) {}
    var kind: ShapeKind { .rounded }
}

public struct Circle: BuiltInShape {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .ellipse }
}

public struct Ellipse: BuiltInShape {
    public typealias Body = Never
    public init() {}
    var kind: ShapeKind { .ellipse }
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
