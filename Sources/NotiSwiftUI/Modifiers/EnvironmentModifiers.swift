extension View {
    /// The view resolved with one environment value changed.
    func environmentChange(_ change: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(_EnvironmentModifier(change: change))
    }

    /// Sets an environment value for the view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        environmentChange { $0[keyPath: keyPath] = value }
    }

    /// Supplies an observable object to the `@EnvironmentObject` properties of descendants.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        environmentChange { $0.objects[ObjectIdentifier(T.self)] = object }
    }

    public func font(_ font: Font?) -> some View { environmentChange { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        environmentChange { values in if let weight { values.isBold = weight.value >= Font.Weight.semibold.value } }
    }
    public func bold(_ isActive: Bool = true) -> some View { environmentChange { $0.isBold = isActive } }
    public func italic(_ isActive: Bool = true) -> some View { self }
    public func foregroundColor(_ color: Color?) -> some View { environmentChange { $0.foregroundColor = color } }
    /// Text, symbols and shapes in `style` (a colour, `.secondary`, `.tint`, a gradient's middle colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environmentChange { $0.foregroundColor = Color(uiColor: $0.color(of: style)) }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { foregroundStyle(primary) }
    public func tint(_ tint: Color?) -> some View { environmentChange { $0.tint = tint } }
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        environmentChange { values in values.tint = tint.map { Color(uiColor: values.color(of: $0)) } }
    }
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
    public func lineLimit(_ number: Int?) -> some View { environmentChange { $0.lineLimit = number } }
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View { lineLimit(limit.upperBound) }
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { lineLimit(limit.upperBound) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environmentChange { $0.multilineTextAlignment = alignment } }
    public func disabled(_ disabled: Bool) -> some View { environmentChange { $0.isEnabled = $0.isEnabled && !disabled } }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environmentChange { $0.labelStyle = (style as? BuiltInLabelStyle)?.kind ?? .automatic }
    }
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environmentChange { $0.buttonStyle = style as? BuiltInButtonStyle ?? .automatic }
    }

    /// Kept for the code that sets them: a terminal draws no shadow, blur, scaling, rotation or animation, and the
    /// custom area has no safe area, navigation bar or accessibility tree.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View { self }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }
    public func animation(_ animation: Animation?) -> some View { self }
    public func transition(_ transition: AnyTransition) -> some View { self }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
    public func id<ID: Hashable>(_ id: ID) -> some View { self }
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    public func imageScale(_ scale: Image.Scale) -> some View { self }
    public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
    public func textCase(_ textCase: Text.Case?) -> some View { self }
    /// *Decision:* a tap has no key of its own: the action is kept, not run (buttons take the keyboard).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }
}

extension EnvironmentValues {
    /// Which parts of labels show.
    var labelStyle: LabelStyleKind {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }

    /// How buttons are drawn.
    var buttonStyle: BuiltInButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    private enum LabelStyleKey: EnvironmentKey {
        static let defaultValue = LabelStyleKind.automatic
    }

    private enum ButtonStyleKey: EnvironmentKey {
        static let defaultValue = BuiltInButtonStyle.automatic
    }
}

/// An angle (Apple's `Angle`).
public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double { radians * 180 / .pi }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
}

/// A view's insertion and removal animation (Apple's `AnyTransition`); kept.
public struct AnyTransition: Sendable {
    let id: Int
    public static let opacity = AnyTransition(id: 0), slide = AnyTransition(id: 1), scale = AnyTransition(id: 2), identity = AnyTransition(id: 3)
    public static func move(edge: Edge) -> AnyTransition { .slide }
}

/// Safe area regions (Apple's `SafeAreaRegions`).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How a symbol's layers are coloured (Apple's `SymbolRenderingMode`); a glyph has one colour.
public struct SymbolRenderingMode: Sendable {
    let id: Int
    public static let monochrome = SymbolRenderingMode(id: 0), hierarchical = SymbolRenderingMode(id: 1)
    public static let palette = SymbolRenderingMode(id: 2), multicolor = SymbolRenderingMode(id: 3)
}

extension Text {
    /// Where text that does not fit is cut (Apple's `Text.TruncationMode`); always the tail in a cell.
    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }
    /// Letter case (Apple's `Text.Case`); kept.
    public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension View {
    /// Runs `action` after the pass in which the view first appears.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(name: "onAppear") { graph, path in graph.appear(path, action: action, disappear: nil) })
    }

    /// Runs `action` after the pass in which the view is no longer there.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_LifecycleModifier(name: "onDisappear") { graph, path in graph.appear(path, action: nil, disappear: action) })
    }

    /// Runs `action` with the new value after a pass in which `value` changed.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(_LifecycleModifier(name: "onChange") { graph, path in graph.watch(value, at: path) { _, new in action(new) } })
    }

    /// Runs `action` with the old and new values after a pass in which `value` changed (and after the first pass
    /// when `initial`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(_LifecycleModifier(name: "onChange") { graph, path in
            if initial { graph.appear(path + "#initial", action: { action(value, value) }, disappear: nil) }
            graph.watch(value, at: path, action: action)
        })
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs `action` with each value `publisher` sends while the view is there.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        modifier(_LifecycleModifier(name: "onReceive") { graph, path in graph.subscribe(path) { publisher.sink(receiveValue: action) } })
    }

    /// Starts `action` as a task when the view first appears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        onAppear { Task(priority: priority) { await action() } }
    }
}
