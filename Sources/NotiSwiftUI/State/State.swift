/// A value a view owns, kept by the view's place in the tree across evaluations of its body (Apple's `State`).
/// Setting it asks for another pass over the body.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: GraphAttached {
    func attach(key: ViewPath, in context: ResolveContext) {
        let initial = box.value
        let location = context.graph.stored(key) { StateLocation(initial) }
        location.graph = context.graph
        box.location = location
    }
}

/// A `State`'s link to its storage in the graph (before the first pass: its own value).
final class StateBox<Value> {
    private var local: Value
    var location: StateLocation<Value>?

    init(_ value: Value) { local = value }

    var value: Value {
        get { location?.value ?? local }
        set {
            guard let location else { local = newValue; return }
            location.value = newValue
            let graph = location.graph
            MainActor.assumeIsolated { graph?.invalidate() }
        }
    }
}

/// Where a `State`'s value lives between passes.
final class StateLocation<Value> {
    var value: Value
    weak var graph: ViewGraph?
    init(_ value: Value) { self.value = value }
}

/// A way to read and write a value owned elsewhere (Apple's `Binding`).
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter, setter = setter
        return Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { newValue in
            var value = getter()
            value[keyPath: keyPath] = newValue
            setter(value)
        })
    }
}

extension Binding: DynamicProperty {}
