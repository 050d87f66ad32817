/// What a hosting view keeps between passes over its body: state, state objects and subscriptions by the view's
/// place in the tree (its structural identity), the appearances seen, and how to ask for another pass.
@MainActor
final class ViewGraph {
    /// Storage of `@State` and `@StateObject`, by path and property name.
    private var storage: [ViewPath: AnyObject] = [:]
    /// Subscriptions to observed objects' `objectWillChange`, one per object.
    private var subscriptions: [ObjectIdentifier: AnyCancellable] = [:]
    /// Paths of views with `onAppear` seen in the last pass, and those seen in the one under way.
    private var appeared: Set<ViewPath> = [], appearing: Set<ViewPath> = []
    /// The paths of `appearing` in the order the pass met them (tree order), and those of `appeared`.
    private var appearingOrder: [ViewPath] = [], appearedOrder: [ViewPath] = []
    /// Actions to run once the pass is over (`onAppear`, `onDisappear`, `onChange`).
    private var pendingActions: [() -> Void] = []
    /// Values `onChange(of:)` compares with, by path.
    private var watchedValues: [ViewPath: Any] = [:]
    /// Asks the hosting view for another pass.
    var invalidate: () -> Void = {}
    /// Text sizes measured in earlier passes.
    let textMeasurements = TextMeasurements()

    /// Storage keys used in the pass under way.
    private var used: Set<ViewPath> = []
    /// The values views handed up to the host in the last pass, by key (`HostPreferenceKey`).
    private var handedUp: [ObjectIdentifier: Any] = [:]

    /// Keeps `value` for the host under `key`, unless a view met earlier in the pass handed one up.
    func handUp(_ value: Any, for key: ObjectIdentifier) {
        if handedUp[key] == nil { handedUp[key] = value }
    }

    /// What the last pass handed up under `key`.
    func handedUp(_ key: ObjectIdentifier) -> Any? { handedUp[key] }

    /// The storage at `key`, made with `make` the first time.
    func stored<T: AnyObject>(_ key: ViewPath, make: () -> T) -> T {
        used.insert(key)
        if let existing = storage[key] as? T { return existing }
        let made = make()
        storage[key] = made
        return made
    }

    /// Asks for another pass whenever `object` is about to change.
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        guard subscriptions[id] == nil else { return }
        subscriptions[id] = object.objectWillChange.sink { [weak self] _ in self?.invalidate() }
    }

    /// Starts a pass.
    func beginPass() {
        handedUp = [:]
        appearing = []
        appearingOrder = []
        used = []
    }

    /// Notes a view with `onAppear`/`onDisappear` at `path`; its appear action runs after the pass the first time.
    func appear(_ path: ViewPath, action: (() -> Void)?, disappear: (() -> Void)?) {
        let first = !appeared.contains(path) && !appearing.contains(path)
        if appearing.insert(path).inserted { appearingOrder.append(path) }
        if first, let action { pendingActions.append(action) }
        if let disappear { disappearActions[path] = disappear }
    }

    private var disappearActions: [ViewPath: () -> Void] = [:]

    /// Runs `action` after the pass when `value` differs from the one seen at `path` in the pass before.
    func watch<V: Equatable>(_ value: V, at path: ViewPath, action: @escaping (V, V) -> Void) {
        if let old = watchedValues[path] as? V, old != value { pendingActions.append { action(old, value) } }
        watchedValues[path] = value
    }

    /// Ends a pass: drops the state and subscriptions of views no longer there (a view that comes back starts
    /// afresh, as in SwiftUI), runs the disappear actions of views no longer there, then the pending actions, in order.
    func endPass() {
        storage = storage.filter { used.contains($0.key) }
        for path in appearedOrder where !appearing.contains(path) {
            if let action = disappearActions.removeValue(forKey: path) { pendingActions.append(action) }
        }
        appeared = appearing
        appearedOrder = appearingOrder
        let actions = pendingActions
        pendingActions = []
        for action in actions { action() }
    }
}

/// A property of a view that SwiftUI updates before the body is evaluated (Apple's `DynamicProperty`).
public protocol DynamicProperty {
    /// Called before the body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property notisim connects to the graph before a view's body is evaluated.
@MainActor
protocol GraphAttached {
    /// Connects the property at `key` (the view's path and the property's name) in `context`.
    func attach(key: ViewPath, in context: ResolveContext)
}

extension ViewGraph {
    /// Keeps the subscription `subscribe` makes for the view at `path`, made on the first pass that sees it.
    func subscribe(_ path: ViewPath, _ subscribe: () -> AnyCancellable) {
        _ = stored(path) { KeptSubscription(subscribe()) }
    }
}

/// A subscription the graph keeps alive.
final class KeptSubscription {
    let cancellable: AnyCancellable
    init(_ cancellable: AnyCancellable) { self.cancellable = cancellable }
}
