import NotiDispatch
@_exported import NotiAppIntents

/// Gives a widget configured by an app intent its entries (Apple's `AppIntentTimelineProvider`).
public protocol AppIntentTimelineProvider {
    /// The provider's entry type.
    associatedtype Entry: TimelineEntry
    /// The intent the widget is configured with.
    associatedtype Intent: WidgetConfigurationIntent
    /// Where the widget is shown.
    typealias Context = TimelineProviderContext

    /// An entry to show while the widget has none, at once and without waiting for data.
    func placeholder(in context: Self.Context) -> Self.Entry
    /// The entry the gallery and transient views show for `configuration`.
    func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
    /// The entries from now on for `configuration`, and when to ask again.
    func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<Self.Entry>
}

/// A widget the user configures through an app intent's parameters (Apple's `AppIntentConfiguration`): listed and
/// drawn as a `StaticConfiguration` is, its intent at its parameters' defaults.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public typealias Body = Never
    let declaration: TimelineWidgetDeclaration

    /// A widget of kind `kind`, configured by `intent`, whose entries `provider` gives and `content` draws.
    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content)
        where Provider.Intent == Intent {
        declaration = TimelineWidgetDeclaration(kind: kind, placeholder: { context in
            let entry = provider.placeholder(in: context)
            return (entry.date, AnyView(content(entry)))
        }, timeline: { context, done in
            // The intent as the widget is first added: made with `init()`, its parameters at their defaults.
            // The provider is the app's value, used by this one call at a time, as WidgetKit calls it.
            nonisolated(unsafe) let provider = provider
            Task { @MainActor in
                nonisolated(unsafe) let timeline = await provider.timeline(for: Intent(), in: context)
                done(DrawnTimeline(timeline, content: content))
            }
        })
    }
}

extension AppIntentConfiguration: DeclaringConfiguration {
    var declarations: [WidgetDeclaration] { [.widget(declaration)] }
}

extension Button {
    /// A button that performs `intent` when pressed (Apple's `Button(intent:label:)`), as a Live Activity's or
    /// widget's button runs it in the extension's process. What `perform()` throws is written to the event log.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> ButtonLabel) {
        self.init(action: {
            IntentRuns.pending.append(Task {
                do { _ = try await intent.perform() } catch {
                    ExtensionLog.write(subsystem: "AppIntents", "\(I.self) failed: \(error)")
                }
            })
        }, label: label)
    }
}

/// The intents buttons started, for the host to wait on before it answers (the system reloads a widget once its
/// intent has run).
@MainActor
package enum IntentRuns {
    static var pending: [Task<Void, Never>] = []

    /// Waits until every intent started so far, and any they start, has run.
    package static func finish() async {
        while !pending.isEmpty {
            let running = pending
            pending = []
            for run in running { await run.value }
        }
    }
}

/// The widget family a preview is shown at (Apple's `WidgetPreviewContext`); notisim has no canvas to show it in.
public struct WidgetPreviewContext: PreviewContext {
    /// The family previewed.
    public let family: WidgetFamily

    /// A preview at `family`'s size.
    public init(family: WidgetFamily) { self.family = family }
}
