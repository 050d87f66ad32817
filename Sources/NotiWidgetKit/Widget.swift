// WidgetKit on iOS brings SwiftUI with it; so does notisim's.
@_exported import NotiSwiftUI

/// A widget or a Live Activity an extension declares (Apple's `Widget`): its `body` is the configuration that says
/// what it shows (docs/rules/widgets.md#widget-bundles).
@MainActor @preconcurrency
public protocol Widget {
    /// The configuration's type.
    associatedtype Body: WidgetConfiguration
    /// Makes the widget; the system makes each widget of a bundle this way.
    init()
    /// What the widget shows.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The widgets one extension offers (Apple's `WidgetBundle`).
@MainActor @preconcurrency
public protocol WidgetBundle {
    /// The widgets' type, as `@WidgetBundleBuilder` makes it.
    associatedtype Body: Widget
    /// Makes the bundle.
    init()
    /// The widgets, one after another.
    @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// What a widget shows and how it is configured (Apple's `WidgetConfiguration`).
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    /// The type of the configuration this one is made of.
    associatedtype Body: WidgetConfiguration
    /// The configuration this one is made of; configurations notisim reads itself have none.
    @WidgetConfigurationBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// The body type of configurations and widgets WidgetKit reads itself; never evaluated.
extension Never: WidgetConfiguration {}

extension WidgetConfiguration where Body == Never {
    /// A configuration notisim reads itself has no body to evaluate.
    public var body: Never { fatalError("\(Self.self) is read by notisim; its body is never evaluated") }
}

extension Widget where Body == Never {
    /// A group of widgets has no configuration of its own.
    public var body: Never { fatalError("\(Self.self) is read by notisim; its body is never evaluated") }
}

/// A widget of a bundle whose `if #available` check holds (Apple's marker of `buildLimitedAvailability`).
public protocol _LimitedAvailabilityWidgetMarker {}

/// Widgets one after another, as `@WidgetBundleBuilder` makes of a bundle's body.
public struct _WidgetGroup: Widget, _LimitedAvailabilityWidgetMarker {
    public typealias Body = Never
    let members: [any Widget]

    /// An empty group.
    public init() { members = [] }

    init(_ members: [any Widget]) { self.members = members }
}

/// Builds a bundle's widgets from the statements of its body (Apple's `WidgetBundleBuilder`): any number of widgets
/// (Apple declares `buildBlock` over a parameter pack; SDKs before it took up to ten), and `if #available` around
/// widgets that need a later iOS — or the `if` the Linux rewrite of an extension's source makes of that check.
@resultBuilder @MainActor
public struct WidgetBundleBuilder {
    /// No widgets.
    public static func buildBlock() -> some Widget { _WidgetGroup() }

    /// The widgets of a block.
    public static func buildBlock<each Content: Widget>(_ content: repeat each Content) -> some Widget {
        var members: [any Widget] = []
        for widget in repeat each content { members.append(widget) }
        return _WidgetGroup(members)
    }

    /// One widget.
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    /// The widgets of an `if #available` whose check holds.
    public static func buildLimitedAvailability<Content: Widget>(_ widget: Content) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _WidgetGroup([widget])
    }

    /// The widgets of an `if #available`, when its check holds.
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetGroup(widget.map { [$0] } ?? [])
    }

    /// The widgets of an `if` on `iOSIsAtLeast`, the Linux rewrite of `#available`.
    public static func buildOptional<Content: Widget>(_ widget: Content?) -> some Widget {
        _WidgetGroup(widget.map { [$0] } ?? [])
    }
}

/// Builds a widget's configuration (Apple's `WidgetConfigurationBuilder`).
@resultBuilder @MainActor
public struct WidgetConfigurationBuilder {
    /// The configuration of a block.
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }

    /// One configuration.
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: WidgetConfiguration, FalseContent: WidgetConfiguration>(
        first: TrueContent) -> _ConditionalWidgetConfiguration<TrueContent, FalseContent> {
        _ConditionalWidgetConfiguration(chosen: first)
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: WidgetConfiguration, FalseContent: WidgetConfiguration>(
        second: FalseContent) -> _ConditionalWidgetConfiguration<TrueContent, FalseContent> {
        _ConditionalWidgetConfiguration(chosen: second)
    }

    /// The configuration of an `if` without `else`, when it holds.
    public static func buildOptional<Content: WidgetConfiguration>(_ content: Content?) -> _ConditionalWidgetConfiguration<Content, EmptyWidgetConfiguration> {
        _ConditionalWidgetConfiguration(chosen: content ?? EmptyWidgetConfiguration())
    }

    /// The configuration of an `if #available` whose check holds.
    public static func buildLimitedAvailability<Content: WidgetConfiguration>(_ content: Content) -> _ConditionalWidgetConfiguration<Content, Content> {
        _ConditionalWidgetConfiguration(chosen: content)
    }
}

/// A configuration that declares nothing (Apple's `EmptyWidgetConfiguration`).
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public typealias Body = Never
    /// Nothing.
    public init() {}
}

/// One of two configurations, chosen by an `if`.
public struct _ConditionalWidgetConfiguration<TrueContent: WidgetConfiguration, FalseContent: WidgetConfiguration>: WidgetConfiguration {
    public typealias Body = Never
    let chosen: any WidgetConfiguration
}

/// A configuration with its display name, description or families set.
public struct _ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    public typealias Body = Never
    let base: Base
    let change: (inout TimelineWidgetDeclaration) -> Void
}

extension WidgetConfiguration {
    /// The name the widget gallery shows.
    public func configurationDisplayName(_ displayName: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayName))
    }

    /// The name the widget gallery shows.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        let name = displayName.plainString
        return modified { $0.displayName = name }
    }

    /// The name the widget gallery shows.
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        let name = String(displayName)
        return modified { $0.displayName = name }
    }

    /// What the widget gallery says the widget does.
    public func description(_ description: LocalizedStringKey) -> some WidgetConfiguration { self.description(Text(description)) }

    /// What the widget gallery says the widget does.
    public func description(_ description: Text) -> some WidgetConfiguration {
        let text = description.plainString
        return modified { $0.description = text }
    }

    /// What the widget gallery says the widget does.
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        let text = String(description)
        return modified { $0.description = text }
    }

    /// The sizes the widget comes in.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.supportedFamilies = families }
    }

    /// The system adds no margins around the widget's content; it pads with `widgetContentMargins` itself.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the widget's container background where backgrounds are removed (StandBy,
    /// the Lock Screen); a widget whose background stays is not offered there.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.backgroundRemovable = isRemovable }
    }

    /// Locations where the system avoids showing the widget in the families given.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { widget in
            for location in locations { widget.disfavored[location, default: []].formUnion(families) }
        }
    }

    private func modified(_ change: @escaping (inout TimelineWidgetDeclaration) -> Void) -> _ModifiedWidgetConfiguration<Self> {
        _ModifiedWidgetConfiguration(base: self, change: change)
    }
}
