import NotiActivityKit

/// A Live Activity's views for one attributes type (Apple's `ActivityConfiguration`): the lock-screen presentation
/// and the Dynamic Island's (docs/rules/widgets.md#live-activity-presentations).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public typealias Body = Never
    let lockScreen: @MainActor (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland

    /// The views of activities of `attributesType`: `content` on the lock screen (and as a banner on devices
    /// without a Dynamic Island), `dynamicIsland` in the island.
    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) {
        lockScreen = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }
}

extension ActivityConfiguration: DeclaringConfiguration {
    var declarations: [WidgetDeclaration] {
        let lockScreen = lockScreen, dynamicIsland = dynamicIsland
        return [.liveActivity(LiveActivityDeclaration(attributesType: String(describing: Attributes.self)) { attributesJSON, stateJSON throws(ActivityPayloadError) in
            try Self.decoded(attributesJSON, stateJSON, lockScreen: lockScreen, dynamicIsland: dynamicIsland)
        })]
    }

    /// The activity's views for a push's `attributes` and `content-state` JSON decoded into the app's types.
    @MainActor private static func decoded(_ attributesJSON: Data, _ stateJSON: Data,
                                lockScreen: @escaping @MainActor (ActivityViewContext<Attributes>) -> AnyView,
                                dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland) throws(ActivityPayloadError) -> DecodedLiveActivity {
        let attributes = try ActivityPayloadDecoder.decode(Attributes.self, from: attributesJSON, path: "attributes")
        let state = try ActivityPayloadDecoder.decode(Attributes.ContentState.self, from: stateJSON, path: "content-state")
        let context = { (view: ActivityViewState) in
            ActivityViewContext(attributes: attributes, state: state, isStale: view.isStale, activityID: view.activityID)
        }
        return DecodedLiveActivity(lockScreen: { lockScreen(context($0)) }, dynamicIsland: { dynamicIsland(context($0)) }) { id, body in
            let activity = Activity(id: id, attributes: attributes, content: ActivityContent(state: state, staleDate: nil), pushToken: nil)
            await LentActivities.lending(activity) { await body() }
            return try activity.change()
        }
    }
}

/// What a Live Activity's views are given (Apple's `ActivityViewContext`).
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The fixed attributes the activity started with.
    public let attributes: Attributes
    /// The content state of the last update.
    public let state: Attributes.ContentState
    /// Whether the content is past its stale date: the app's views draw their stale look.
    public let isStale: Bool
    /// The activity's identifier.
    public let activityID: String
}

extension View {
    /// The lock-screen presentation's background colour (Apple's `activityBackgroundTint(_:)`); nil for the
    /// system's.
    public func activityBackgroundTint(_ color: Color?) -> some View { hostPreference(ActivityBackgroundTintKey.self, color) }

    /// The colour of the system's button beside the lock-screen presentation (Apple's
    /// `activitySystemActionForegroundColor(_:)`); nil for the system's.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        hostPreference(ActivitySystemActionForegroundColorKey.self, color)
    }
}

/// The lock-screen presentation's background colour (`activityBackgroundTint`).
package enum ActivityBackgroundTintKey: HostPreferenceKey {
    package typealias Value = Color?
}

/// The colour of the system's action beside the lock-screen presentation (`activitySystemActionForegroundColor`).
package enum ActivitySystemActionForegroundColorKey: HostPreferenceKey {
    package typealias Value = Color?
}
