/// A value a view hands up to the code hosting it, as SwiftUI's preferences carry `widgetURL` and a widget's
/// container background up to WidgetKit. The first value met in the tree (the outermost) is the one kept.
package protocol HostPreferenceKey {
    /// The value the views hand up.
    associatedtype Value
}

extension View {
    /// Hands `value` up to the host under `key`.
    package func hostPreference<Key: HostPreferenceKey>(_ key: Key.Type, _ value: Key.Value) -> some View {
        modifier(_HostPreferenceModifier(key: ObjectIdentifier(key), value: value))
    }

    /// Sets the URL the system opens when the widget or Live Activity is tapped (Apple's `widgetURL(_:)`). notisim
    /// keeps it for its host; a terminal has no tap.
    public func widgetURL(_ url: URL?) -> some View { hostPreference(WidgetURLKey.self, url) }

    /// The widget's background: `style` behind its whole area, margins included (Apple's `containerBackground`).
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: container) { Rectangle().fill(style) }
    }

    /// The widget's background: `content` behind its whole area, margins included.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        hostPreference(ContainerBackgroundKey.self, AnyView(content().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)))
    }
}

/// Where a container background goes (Apple's `ContainerBackgroundPlacement`): behind a widget.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let id: Int
    /// The background of a widget.
    public static let widget = ContainerBackgroundPlacement(id: 0)
}

/// The URL a widget or Live Activity opens when tapped (`widgetURL(_:)`).
package enum WidgetURLKey: HostPreferenceKey {
    package typealias Value = URL?
}

/// The view behind a widget's whole area (`containerBackground(_:for:)`).
package enum ContainerBackgroundKey: HostPreferenceKey {
    package typealias Value = AnyView
}

/// A modifier that hands a value up to the host while its content is resolved.
public struct _HostPreferenceModifier: BuiltInModifier {
    public typealias Body = Never
    let key: ObjectIdentifier
    let value: Any

    func apply(to content: any View, in context: ResolveContext) -> [LayoutNode] {
        context.graph.handUp(value, for: key)
        return context.resolve(content)
    }
}

extension UIHostingController {
    /// The value the root view's tree handed up under `key` in the last pass (resolving the body if none ran yet);
    /// nil when no view did.
    package func hostPreference<Key: HostPreferenceKey>(_ key: Key.Type) -> Key.Value? {
        hostingView.handedUp(ObjectIdentifier(key)) as? Key.Value
    }
}
