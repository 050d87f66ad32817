/// How an app draws one Live Activity type in each presentation, in the extension view vocabulary; text holds
/// `{{key}}` bindings filled from the content state. docs/rules/live-activities.md#live-activities.
package struct LiveActivityLayout: Sendable, Hashable {
    /// The places iOS shows an activity.
    package enum Presentation: String, Sendable, Hashable, CaseIterable {
        /// The lock screen (and banner) presentation.
        case lockScreen
        /// Dynamic Island, one activity: left and right of the camera.
        case compactLeading, compactTrailing
        /// Dynamic Island, two activities or more: each shows this small view.
        case minimal
        /// Dynamic Island expanded (touch and hold, or an alert): its regions stacked as one view.
        case expanded
    }

    private var views: [Presentation: CustomView]
    /// The presentations the app draws differently once `context.isStale` (past `stale-date`); the others keep their
    /// active look. docs/rules/live-activities.md#live-activity-lifetime.
    private var staleViews: [Presentation: CustomView]

    /// A layout with `views` (a presentation left out is drawn empty) and `staleViews` for the stale look.
    package init(views: [Presentation: CustomView], staleViews: [Presentation: CustomView] = [:]) {
        self.views = views; self.staleViews = staleViews
    }

    /// The view of `presentation`, in its stale variant when `isStale` and the app gives one.
    package func view(_ presentation: Presentation, isStale: Bool) -> CustomView {
        (isStale ? staleViews[presentation] : nil) ?? views[presentation] ?? .spacer
    }
}
