/// The appearance views are drawn in (Apple's `ColorScheme`).
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// How the lines of a multi-line text line up (Apple's `TextAlignment`).
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A key of a custom environment value (Apple's `EnvironmentKey`).
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view reads from its ancestors (Apple's `EnvironmentValues`): the appearance, the text style the
/// modifiers above it set, and custom keys. Copying it is one reference (the values are copied on write): every
/// view's context carries one, and few views change it.
public struct EnvironmentValues {
    private struct Values {
        var colorScheme: ColorScheme = UITraitCollection.current.userInterfaceStyle == .light ? .light : .dark
        var font: Font?
        var lineLimit: Int?
        var multilineTextAlignment: TextAlignment = .leading
        var isEnabled = true
        var locale = Locale.current
        var foregroundColor: Color?
        var tint: Color?
        var isBold = false
        var drawingDate: Date?
        var countingTextFillsWidth = true
        var objects: [ObjectIdentifier: AnyObject] = [:]
        var custom: [ObjectIdentifier: Any] = [:]
    }

    private final class Storage {
        var values: Values
        init(_ values: Values) { self.values = values }
    }

    private var storage = Storage(Values())

    public init() {}

    private mutating func write<T>(_ keyPath: WritableKeyPath<Values, T>, _ value: T) {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
        storage.values[keyPath: keyPath] = value
    }

    /// The appearance of notisim's theme (a `light` theme is light, every other dark).
    public var colorScheme: ColorScheme {
        get { storage.values.colorScheme }
        set { write(\.colorScheme, newValue) }
    }
    public var font: Font? {
        get { storage.values.font }
        set { write(\.font, newValue) }
    }
    /// The most lines a text takes; nil = as many as it needs.
    public var lineLimit: Int? {
        get { storage.values.lineLimit }
        set { write(\.lineLimit, newValue) }
    }
    public var multilineTextAlignment: TextAlignment {
        get { storage.values.multilineTextAlignment }
        set { write(\.multilineTextAlignment, newValue) }
    }
    public var isEnabled: Bool {
        get { storage.values.isEnabled }
        set { write(\.isEnabled, newValue) }
    }
    public var locale: Locale {
        get { storage.values.locale }
        set { write(\.locale, newValue) }
    }
    /// The colour text, symbols and shapes take when they set none (`foregroundColor`, `foregroundStyle`).
    var foregroundColor: Color? {
        get { storage.values.foregroundColor }
        set { write(\.foregroundColor, newValue) }
    }
    /// The accent colour of buttons and progress views (`tint`).
    var tint: Color? {
        get { storage.values.tint }
        set { write(\.tint, newValue) }
    }
    var isBold: Bool {
        get { storage.values.isBold }
        set { write(\.isBold, newValue) }
    }
    /// The time the host draws at, which timers, relative dates and timer progress count to: a widget's host sets it
    /// from notisim's clock. Nil in a content extension, whose views count to its process's own clock, the one
    /// `Date()` in the extension's code reads.
    package var drawingDate: Date? {
        get { storage.values.drawingDate }
        set { write(\.drawingDate, newValue) }
    }
    /// Whether a counting text (a timer, a relative date) takes the whole width offered, as in WidgetKit; the host
    /// turns it off where a presentation's regions keep their content's own width (the Dynamic Island's top row).
    package var countingTextFillsWidth: Bool {
        get { storage.values.countingTextFillsWidth }
        set { write(\.countingTextFillsWidth, newValue) }
    }
    /// The time views that count are drawn at.
    var now: Date { drawingDate ?? Date() }
    /// Objects supplied with `environmentObject(_:)`, by type.
    var objects: [ObjectIdentifier: AnyObject] {
        get { storage.values.objects }
        set { write(\.objects, newValue) }
    }

    /// A custom value, or the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage.values.custom[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { write(\.custom[ObjectIdentifier(key)], newValue as Any?) }
    }
}

/// Where a view sits in the tree being resolved, the environment its ancestors set and the graph keeping state.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    /// The view's structural identity: the types and positions from the root.
    let path: ViewPath
    var environment: EnvironmentValues

    /// The context of a child at `component` (a position, a branch, a type name or an identifier).
    func child(_ component: some CustomStringConvertible) -> ResolveContext {
        ResolveContext(graph: graph, path: path + component.description, environment: environment)
    }

    /// The context of a view at `path` (a layer a modifier adds to a node), with this context's environment.
    func at(_ path: ViewPath) -> ResolveContext { ResolveContext(graph: graph, path: path, environment: environment) }

    /// The context with one environment value changed.
    func with(_ change: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var copy = self
        change(&copy.environment)
        return copy
    }

    /// The nodes `view` stands for: a primitive lays itself out; any other view's dynamic properties are connected to
    /// the graph and its body resolved in turn, with the `@Observable` properties it reads tracked.
    func resolve(_ view: any View) -> [LayoutNode] {
        if let primitive = view as? any PrimitiveView { return primitive.resolve(in: self) }
        return resolveBody(of: view)
    }

    private func resolveBody<V: View>(of view: V) -> [LayoutNode] {
        let context = child(String(describing: V.self))
        for property in Mirror(reflecting: view).children {
            guard let attached = property.value as? any GraphAttached else { continue }
            attached.attach(key: context.path + "." + (property.label ?? "?"), in: context)
        }
        let graph = graph
        let body = withObservationTracking { view.body } onChange: {
            DispatchQueue.main.async { MainActor.assumeIsolated { graph.invalidate() } }
        }
        return context.resolve(body)
    }
}
