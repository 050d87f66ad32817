/// An observable object a view creates and owns, made once for the view's place in the tree (Apple's
/// `StateObject`); its changes ask for another pass.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let box: StateObjectBox<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { box = StateObjectBox(thunk) }

    public var wrappedValue: ObjectType { box.object }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: box.object) }
}

extension StateObject: GraphAttached {
    func attach(key: ViewPath, in context: ResolveContext) {
        let box = box
        let stored = context.graph.stored(key) { StateObjectBox.Stored(box.object) }
        box.attached = stored.object
        context.graph.observe(stored.object)
    }
}

/// A `StateObject`'s object: made on first use, or the graph's once attached.
final class StateObjectBox<ObjectType: AnyObject> {
    private let thunk: () -> ObjectType
    private lazy var made: ObjectType = thunk()
    var attached: ObjectType?

    init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

    var object: ObjectType { attached ?? made }

    /// The object kept in the graph.
    final class Stored {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }
    }
}

/// An observable object owned elsewhere whose changes ask for another pass (Apple's `ObservedObject`).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { wrappedValue = initialValue }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject: GraphAttached {
    func attach(key: ViewPath, in context: ResolveContext) { context.graph.observe(wrappedValue) }
}

/// An observable object an ancestor supplied with `environmentObject(_:)` (Apple's `EnvironmentObject`). As on iOS,
/// reading one no ancestor supplied stops the extension, with a message naming the type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let box = EnvironmentObjectBox<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = box.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: GraphAttached {
    func attach(key: ViewPath, in context: ResolveContext) {
        box.object = context.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
        if let object = box.object { context.graph.observe(object) }
    }
}

/// Where an `EnvironmentObject` finds its object once attached.
final class EnvironmentObjectBox<ObjectType> {
    var object: ObjectType?
}

/// A value of the environment (Apple's `Environment`): `@Environment(\.colorScheme) var colorScheme`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { (box.values ?? EnvironmentValues())[keyPath: keyPath] }
}

extension Environment: GraphAttached {
    func attach(key: ViewPath, in context: ResolveContext) { box.values = context.environment }
}

/// Where an `Environment` reads its values once attached.
final class EnvironmentBox {
    var values: EnvironmentValues?
}
