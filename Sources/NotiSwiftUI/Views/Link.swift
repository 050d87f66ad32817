/// A link (Apple's `Link`): drawn as a button titled with its label's text; pressing it opens its destination, which
/// the host that drew it reads from ``URLOpening``.
public struct Link<LinkLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let destination: URL
    let label: LinkLabel

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> LinkLabel) {
        self.destination = destination
        self.label = label()
    }

    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let destination = destination
        return Button(action: { URLOpening.open(destination) }, label: { label }).resolve(in: context)
    }
}

extension Link where LinkLabel == Text {
    /// A link to `destination` titled with a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) { self.init(destination: destination) { Text(titleKey) } }
    /// A link to `destination` titled `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) { self.init(destination: destination) { Text(title) } }
}

/// The URLs pressed links opened, for the host that drew them to take (a widget's link opens its app with the URL).
@MainActor
package enum URLOpening {
    private static var opened: [URL] = []

    static func open(_ url: URL) { opened.append(url) }

    /// The URLs opened since the last call.
    package static func take() -> [URL] {
        defer { opened = [] }
        return opened
    }
}
