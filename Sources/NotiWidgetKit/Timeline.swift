import NotiDispatch

/// The sizes a widget comes in (Apple's `WidgetFamily`).
public enum WidgetFamily: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A small square on the Home Screen.
    case systemSmall
    /// A wide rectangle on the Home Screen.
    case systemMedium
    /// A large square on the Home Screen.
    case systemLarge
    /// An extra-large rectangle (iPad).
    case systemExtraLarge
    /// A circle on the Lock Screen.
    case accessoryCircular
    /// A rectangle on the Lock Screen.
    case accessoryRectangular
    /// One line of text above the time on the Lock Screen.
    case accessoryInline

    /// The family's name as Swift spells it.
    public var description: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

}

extension EnvironmentValues {
    /// The family of the widget being drawn; `systemSmall` where no widget host says.
    public package(set) var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    /// Whether the widget's container background is shown where it is drawn (Apple's
    /// `showsWidgetContainerBackground`): true for a Home Screen widget, false on the Lock Screen and in StandBy.
    public package(set) var showsWidgetContainerBackground: Bool {
        get { self[ShowsContainerBackgroundKey.self] }
        set { self[ShowsContainerBackgroundKey.self] = newValue }
    }

    private enum WidgetFamilyKey: EnvironmentKey {
        static let defaultValue = WidgetFamily.systemSmall
    }

    private enum ShowsContainerBackgroundKey: EnvironmentKey {
        static let defaultValue = true
    }
}

/// An entry of a widget's timeline (Apple's `TimelineEntry`): the date it is shown from.
public protocol TimelineEntry {
    /// When the widget shows this entry.
    var date: Date { get }
    /// How relevant the entry is to a Smart Stack; nil for no opinion.
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    /// No opinion on relevance.
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for how long (Apple's `TimelineEntryRelevance`).
public struct TimelineEntryRelevance: Hashable, Sendable {
    /// A score compared with the widget's other entries.
    public let score: Float
    /// How long the score holds, in seconds; 0 until the next entry.
    public let duration: TimeInterval

    /// A score that holds for `duration` seconds.
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// A widget's entries and when to ask for more (Apple's `Timeline`).
public struct Timeline<EntryType: TimelineEntry> {
    /// The entries, each shown from its date.
    public let entries: [EntryType]
    /// When the system asks the provider for a new timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries`, reloaded as `policy` says.
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When the system asks for a widget's next timeline (Apple's `TimelineReloadPolicy`).
public struct TimelineReloadPolicy: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case atEnd, never
        case after(Date)
    }

    package let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks (`WidgetCenter`).
    public static let never = TimelineReloadPolicy(kind: .never)
    /// After `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }
}

/// Where a widget is about to be shown (Apple's `TimelineProviderContext`).
public struct TimelineProviderContext: Sendable {
    /// The widget's size class.
    public let family: WidgetFamily
    /// Whether the widget is shown in the gallery, as a preview.
    public let isPreview: Bool
    /// The widget's size in points.
    public let displaySize: CGSize

    /// A context the host gives the provider.
    package init(family: WidgetFamily, isPreview: Bool, displaySize: CGSize) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}

/// Gives a widget its entries (Apple's `TimelineProvider`).
@preconcurrency
public protocol TimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// Where the widget is shown.
    typealias Context = TimelineProviderContext

    /// An entry to show while the widget has none, at once and without waiting for data.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// The entry the gallery and transient views show.
    @preconcurrency func getSnapshot(in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)
    /// The entries from now on, and when to ask again.
    @preconcurrency func getTimeline(in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

/// A widget of timeline entries (Apple's `StaticConfiguration`): `content` draws each of the provider's entries.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public typealias Body = Never
    let declaration: TimelineWidgetDeclaration

    /// A widget of kind `kind` whose entries `provider` gives and `content` draws.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content) {
        declaration = TimelineWidgetDeclaration(kind: kind, placeholder: { context in
            let entry = provider.placeholder(in: context)
            return (entry.date, AnyView(content(entry)))
        }, timeline: { context, done in
            // The provider may answer at once or later, from any thread: its timeline is drawn on the main actor, by a
            // closure made here, on it.
            let deliver: @MainActor (AnyTimeline) -> Void = { timeline in
                done(DrawnTimeline(entries: timeline.entries.compactMap { entry in
                    (entry as? Provider.Entry).map { (date: $0.date, view: AnyView(content($0))) }
                }, policy: timeline.policy))
            }
            requestTimeline(of: provider, in: context, deliver: deliver)
        })
    }
}

/// Asks `provider` for its timeline outside any actor's isolation, as WidgetKit calls a provider, and hands it to
/// `deliver` on the main actor whatever thread the provider answers on.
private func requestTimeline<Provider: TimelineProvider>(of provider: Provider, in context: TimelineProviderContext,
                                                          deliver: @escaping @MainActor (AnyTimeline) -> Void) {
    // A closure that is not `@Sendable` may use the entry type freely; the provider is handed it as its completion.
    let answer: (Timeline<Provider.Entry>) -> Void = { timeline in
        let erased = AnyTimeline(entries: timeline.entries, policy: timeline.policy)
        Task { @MainActor in deliver(erased) }
    }
    provider.getTimeline(in: context, completion: unsafeBitCast(answer, to: (@Sendable (Timeline<Provider.Entry>) -> Void).self))
}

extension StaticConfiguration: DeclaringConfiguration {
    var declarations: [WidgetDeclaration] { [.widget(declaration)] }
}

/// Asks the system to reload widgets' timelines (Apple's `WidgetCenter`). In an extension's process notisim writes
/// what would be reloaded to the event log.
public final class WidgetCenter: Sendable {
    /// The one widget centre.
    public static let shared = WidgetCenter()

    private init() {}

    /// Asks for new timelines of the widgets of `kind`.
    public func reloadTimelines(ofKind kind: String) {
        ExtensionLog.write(subsystem: "WidgetKit", "would reload the timelines of kind \"\(kind)\"")
    }

    /// Asks for new timelines of every widget of the app.
    public func reloadAllTimelines() {
        ExtensionLog.write(subsystem: "WidgetKit", "would reload all timelines")
    }
}
