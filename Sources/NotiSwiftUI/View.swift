// SwiftUI on iOS brings UIKit, Combine and Observation with it; so does notisim's.
@_exported import NotiUIKit
@_exported import NotiCombine
@_exported import Observation

/// A piece of interface described by its `body` (Apple's `View`). notisim resolves a body into laid-out nodes and
/// draws them as UIKit views in the custom area (docs/rules/apple-frameworks.md#swiftui-in-content-extensions).
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The body type of views SwiftUI draws itself; never evaluated.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("a primitive view's body is never evaluated") }
}

extension View where Body == Never {
    /// A view notisim draws itself has no body to evaluate.
    public var body: Never { fatalError("\(Self.self) is drawn by notisim; its body is never evaluated") }
}

/// A view notisim lays out itself instead of asking for its body.
@MainActor
protocol PrimitiveView {
    /// The nodes the view stands for in `context` (none, one, or several for groups and loops).
    func resolve(in context: ResolveContext) -> [LayoutNode]
}

/// A view that draws nothing and takes no space (Apple's `EmptyView`).
public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    public init() {}
    func resolve(in context: ResolveContext) -> [LayoutNode] { [] }
}

/// Several views one after another (Apple's `TupleView`), as `@ViewBuilder` makes of a block.
public struct TupleView<T>: View, PrimitiveView {
    public typealias Body = Never
    public var value: T
    let children: [any View]

    public init(_ value: T) {
        self.value = value
        children = []
    }

    init(_ value: T, children: [any View]) {
        self.value = value
        self.children = children
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        children.enumerated().flatMap { index, child in context.child(index).resolve(child) }
    }
}

/// One of two views, chosen by an `if`/`else` or `switch` in a view builder (Apple's `_ConditionalContent`).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        switch storage {
        case .trueContent(let view): context.child("if").resolve(view)
        case .falseContent(let view): context.child("else").resolve(view)
        }
    }
}

/// An optional view: nothing when nil (an `if` without `else`).
extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        map { context.child("some").resolve($0) } ?? []
    }
}

/// A view whose type is erased (Apple's `AnyView`).
public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) { self.view = view }
    public init<V: View>(erasing view: V) { self.view = view }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.child(String(describing: type(of: view))).resolve(view)
    }
}

/// Builds views from a block of statements (Apple's `ViewBuilder`).
@resultBuilder
@MainActor
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for child in repeat each content { children.append(child) }
        return TupleView((repeat each content), children: children)
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
