/// A change applied to a view (Apple's `ViewModifier`): an extension's own modifiers return a body built on
/// `content`, the view they modify.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

/// The view a modifier modifies, inside its body (Apple's `_ViewModifier_Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let resolveContent: @MainActor (ResolveContext) -> [LayoutNode]

    func resolve(in context: ResolveContext) -> [LayoutNode] { resolveContent(context) }
}

/// A view with a modifier applied (Apple's `ModifiedContent`).
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let builtIn = modifier as? any BuiltInModifier { return builtIn.apply(to: content, in: context) }
        let context = context.child(String(describing: Modifier.self))
        for property in Mirror(reflecting: modifier).children {
            guard let attached = property.value as? any GraphAttached else { continue }
            attached.attach(key: context.path + "." + (property.label ?? "?"), in: context)
        }
        let content = content
        let body = modifier.body(content: _ViewModifier_Content { $0.resolve(content) })
        return context.resolve(body)
    }
}

extension View {
    /// The view with `modifier` applied.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}

/// A modifier notisim applies itself.
@MainActor
protocol BuiltInModifier: ViewModifier where Body == Never {
    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode]
}

extension BuiltInModifier {
    public func body(content: Content) -> Never { fatalError("a built-in modifier's body is never evaluated") }
}

/// A modifier that wraps each node of the content in a node of its own (`padding`, `frame`, `opacity`, …).
public struct _NodeModifier: BuiltInModifier {
    public typealias Body = Never
    let name: String
    let wrap: @MainActor (LayoutNode, ViewPath, ResolveContext) -> LayoutNode

    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        context.resolve(content).enumerated().map { index, node in wrap(node, node.key + "\(name)\(index)", context) }
    }
}

/// A modifier that changes the environment its content is resolved in (`font`, `foregroundColor`, `tint`, …).
public struct _EnvironmentModifier: BuiltInModifier {
    public typealias Body = Never
    let change: (inout EnvironmentValues) -> Void

    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] { context.with(change).resolve(content) }
}

/// A modifier that runs actions around the pass (`onAppear`, `onDisappear`, `onChange`, `onReceive`, `task`).
public struct _LifecycleModifier: BuiltInModifier {
    public typealias Body = Never
    let name: String
    let register: @MainActor (ViewGraph, ViewPath) -> Void

    /// The content is resolved one level down, so that modifiers of one kind stacked on a view each keep their own
    /// place (two `onReceive`s, two `onChange`s).
    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        let context = context.child(name)
        register(context.graph, context.path)
        return context.resolve(content)
    }
}
