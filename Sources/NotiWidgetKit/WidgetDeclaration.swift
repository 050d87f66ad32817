import NotiActivityKit

/// What one widget of an extension declares, as notisim's host lists and draws it: a widget of timeline entries, or
/// a Live Activity's views for one attributes type.
package enum WidgetDeclaration {
    /// A `StaticConfiguration`'s widget.
    case widget(TimelineWidgetDeclaration)
    /// An `ActivityConfiguration`'s Live Activity.
    case liveActivity(LiveActivityDeclaration)

    /// The declarations of `bundle`'s widgets, in the order of its body.
    @MainActor
    package static func all<Bundle: WidgetBundle>(in bundle: Bundle) -> [WidgetDeclaration] {
        all(in: [bundle.body])
    }

    /// The declarations of `widgets`, groups opened, in order.
    @MainActor
    package static func all(in widgets: [any Widget]) -> [WidgetDeclaration] {
        widgets.flatMap { widget -> [WidgetDeclaration] in
            if let group = widget as? _WidgetGroup { return all(in: group.members) }
            return of(widget.body)
        }
    }

    /// The declarations a configuration makes: one a widget, none an empty one.
    @MainActor
    static func of(_ configuration: any WidgetConfiguration) -> [WidgetDeclaration] {
        if let declaring = configuration as? any DeclaringConfiguration { return declaring.declarations }
        return of(configuration.body)
    }
}

/// A configuration notisim reads itself.
@MainActor
protocol DeclaringConfiguration: WidgetConfiguration {
    /// What the configuration declares.
    var declarations: [WidgetDeclaration] { get }
}

extension EmptyWidgetConfiguration: DeclaringConfiguration {
    var declarations: [WidgetDeclaration] { [] }
}

extension _ConditionalWidgetConfiguration: DeclaringConfiguration {
    var declarations: [WidgetDeclaration] { WidgetDeclaration.of(chosen) }
}

extension _ModifiedWidgetConfiguration: DeclaringConfiguration {
    var declarations: [WidgetDeclaration] {
        WidgetDeclaration.of(base).map { declaration in
            guard case .widget(var widget) = declaration else { return declaration }
            change(&widget)
            return .widget(widget)
        }
    }
}

/// A widget of timeline entries (`StaticConfiguration`): its kind, what the gallery shows of it, and its views.
package struct TimelineWidgetDeclaration {
    /// The kind `WidgetCenter` reloads it by.
    package let kind: String
    /// `configurationDisplayName`, when given.
    package var displayName: String?
    /// `description`, when given.
    package var description: String?
    /// `supportedFamilies`, when given; nil when the widget does not say.
    package var supportedFamilies: [WidgetFamily]?
    /// `contentMarginsDisabled()`: the system adds no margins; the widget pads with `widgetContentMargins` itself.
    package var contentMarginsDisabled = false
    /// `containerBackgroundRemovable(_:)`: whether the system may remove the container background (it may unless
    /// told not to); a widget whose background stays is not offered where backgrounds are removed, as StandBy.
    package var backgroundRemovable = true
    /// `disfavoredLocations(_:for:)`: the families the system avoids showing in each location.
    package var disfavored: [WidgetLocation: Set<WidgetFamily>] = [:]
    /// The provider's placeholder entry's date and the widget's view of it.
    package let placeholder: @MainActor (TimelineProviderContext) -> (date: Date, view: AnyView)
    /// Asks the provider for its timeline and hands each entry's date and view, and the reload policy, to the
    /// closure given, on the main actor, whenever the provider answers.
    package let timeline: @MainActor (TimelineProviderContext, @escaping @MainActor (DrawnTimeline) -> Void) -> Void

    /// Whether iOS offers the widget in StandBy: it comes small, its background can be removed, and it does not
    /// disfavour StandBy for that size.
    package var offeredInStandBy: Bool {
        (supportedFamilies ?? [.systemSmall]).contains(.systemSmall) && backgroundRemovable
            && disfavored[.standBy]?.contains(.systemSmall) != true
    }
}

/// A provider's timeline as the host draws it: each entry's date with the widget's view of it, and when to reload.
package struct DrawnTimeline {
    /// The entries in the provider's order, each shown from its date.
    package let entries: [(date: Date, view: AnyView)]
    /// When the system asks for the next timeline.
    package let policy: TimelineReloadPolicy

    /// The entries of `timeline` drawn by `content`.
    @MainActor
    init<Entry: TimelineEntry, Content: View>(_ timeline: Timeline<Entry>, content: @MainActor (Entry) -> Content) {
        self.init(entries: timeline.entries.map { (date: $0.date, view: AnyView(content($0))) }, policy: timeline.policy)
    }

    /// Entries already drawn.
    init(entries: [(date: Date, view: AnyView)], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// A provider's timeline with its entries' type erased, handed from the provider's thread to the main actor, which
/// draws them (a completion handler may be called from any thread).
struct AnyTimeline: @unchecked Sendable {
    let entries: [any TimelineEntry]
    let policy: TimelineReloadPolicy
}

/// A Live Activity's views for one `ActivityAttributes` type (`ActivityConfiguration`).
package struct LiveActivityDeclaration {
    /// The attributes type's name, as a push-to-start's `attributes-type` names it (`String(describing:)`).
    package let attributesType: String
    /// The activity's views for a push's `attributes` and `content-state` JSON, decoded into the app's own types.
    package let decode: @MainActor (_ attributes: Data, _ contentState: Data) throws(ActivityPayloadError) -> DecodedLiveActivity
}

/// A Live Activity's attributes and content state decoded into the app's types: its views for each draw.
@MainActor
package struct DecodedLiveActivity {
    /// The lock-screen presentation.
    package let lockScreen: @MainActor (ActivityViewState) -> AnyView
    /// The Dynamic Island's presentations.
    package let dynamicIsland: @MainActor (ActivityViewState) -> DynamicIsland
    /// Runs the closure (a pressed button's intent) with the activity of this id listed by `Activity.activities`, as
    /// the app's process lists it while iOS performs a `LiveActivityIntent` there; answers what the closure's code
    /// did to it.
    package let lending: @MainActor (_ activityID: String, _ body: @MainActor () async -> Void) async throws -> ActivityChange?
}

/// What the system tells an activity's views besides its content (`ActivityViewContext`).
package struct ActivityViewState: Hashable, Sendable {
    /// The activity's identifier.
    package var activityID: String
    /// Whether its content is past its stale date.
    package var isStale: Bool

    /// The activity `activityID`, stale or not.
    package init(activityID: String, isStale: Bool) {
        self.activityID = activityID
        self.isStale = isStale
    }
}
