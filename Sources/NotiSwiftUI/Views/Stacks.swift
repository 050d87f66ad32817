/// Views side by side (Apple's `HStack`), laid out by the stack rule of `StackNode`.
public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("HStack")
        return [StackNode(key: context.path, axis: .horizontal, crossAlignment: alignment.fraction, spacing: spacing,
                          children: context.resolve(content))]
    }
}

/// Views one above the other (Apple's `VStack`).
public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("VStack")
        return [StackNode(key: context.path, axis: .vertical, crossAlignment: alignment.fraction, spacing: spacing,
                          children: context.resolve(content))]
    }
}

/// A `VStack` that would build its rows as they scroll in (Apple's `LazyVStack`); laid out as a `VStack`.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: VStack<Content>

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = VStack(alignment: alignment, spacing: spacing, content: content)
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] { stack.resolve(in: context) }
}

/// An `HStack` that would build its columns as they scroll in (Apple's `LazyHStack`); laid out as an `HStack`.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let stack: HStack<Content>

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        stack = HStack(alignment: alignment, spacing: spacing, content: content)
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] { stack.resolve(in: context) }
}

/// Section headers and footers a lazy stack pins (Apple's `PinnedScrollableViews`); kept.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views over each other (Apple's `ZStack`).
public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("ZStack")
        return [ZStackNode(key: context.path, alignment: alignment, children: context.resolve(content))]
    }
}

/// Flexible space along its stack's axis (Apple's `Spacer`).
public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func resolve(in context: ResolveContext) -> [LayoutNode] { [SpacerNode(key: context.path + "/Spacer", minLength: minLength)] }
}

/// A line between views (Apple's `Divider`). *Decision:* a terminal cannot draw less than a cell, so a divider is one
/// row of `─` across a `VStack` (one column of `│` down an `HStack`) in the separator colour.
public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    func resolve(in context: ResolveContext) -> [LayoutNode] { [DividerNode(key: context.path + "/Divider")] }
}

/// A `Divider`: as long as offered across its stack, one cell thick.
final class DividerNode: LayoutNode {
    private var vertical = false

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: UILabel.pointsPerColumn, height: proposal.height ?? UILabel.pointsPerRow)
            : CGSize(width: proposal.width ?? UILabel.pointsPerColumn, height: UILabel.pointsPerRow)
    }

    /// In a horizontal stack the line runs down.
    override func placedInStack(along axis: Axis) { vertical = axis == .horizontal }

    override func draw(into drawing: Drawing) {
        let label = drawing.view(key) { UILabel() }
        let columns = max(1, Int((frame.width / UILabel.pointsPerColumn).rounded()))
        let rows = max(1, Int((frame.height / UILabel.pointsPerRow).rounded()))
        let line = vertical ? Array(repeating: "│", count: rows).joined(separator: "\n") : String(repeating: "─", count: columns)
        if label.text != line { label.text = line }
        if label.numberOfLines != (vertical ? 0 : 1) { label.numberOfLines = vertical ? 0 : 1 }
        label.textColor = .systemGray
        drawing.add(label, frame: frame)
    }
}

/// Its views, flattened into the enclosing container (Apple's `Group`); modifiers on it apply to each.
public struct Group<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func resolve(in context: ResolveContext) -> [LayoutNode] { context.child("Group").resolve(content) }
}

/// A view per element of a collection, each identified by its `id` (Apple's `ForEach`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("ForEach")
        return data.flatMap { element in context.child(String(describing: id(element))).resolve(content(element)) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// Content that scrolls (Apple's `ScrollView`), laid out by `ScrollNode`.
public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: Content
    public var axes: Axis.Set

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("ScrollView")
        let children = context.resolve(content)
        let axis: Axis = axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical
        let stack = StackNode(key: context.path + "/content", axis: axis, crossAlignment: 0.5, spacing: nil, children: children)
        return [ScrollNode(key: context.path, axes: axes, child: stack)]
    }
}

/// Its content given the size offered (Apple's `GeometryReader`): as large as offered, the content resolved once
/// the size is known and placed at its top leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let context = context.child("GeometryReader")
        let content = content
        return [GeometryNode(key: context.path) { size in context.resolve(content(GeometryProxy(size: size))) }]
    }
}

/// The size a `GeometryReader` was given (Apple's `GeometryProxy`).
public struct GeometryProxy {
    public let size: CGSize
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A `GeometryReader`: as large as offered (10 points where nothing is); its content resolved at placement.
final class GeometryNode: LayoutNode {
    private let content: (CGSize) -> [LayoutNode]
    private var children: [LayoutNode] = []

    init(key: ViewPath, content: @escaping (CGSize) -> [LayoutNode]) {
        self.content = content
        super.init(key: key)
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in rect: CGRect) {
        children = content(rect.size)
        for child in children {
            child.place(in: CGRect(origin: rect.origin, size: child.size(for: ProposedViewSize(rect.size))))
        }
    }

    override func draw(into drawing: Drawing) { for child in children { child.draw(into: drawing) } }
}
