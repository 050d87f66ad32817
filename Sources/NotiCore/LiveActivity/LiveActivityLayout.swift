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

    /// The titles of the buttons and links (`Button(intent:)`, `Link`) in each presentation, in the order of its view
    /// tree: what an app's widget extension drew, so the digits that press them can be shown; none in a workspace's
    /// layout, which draws no buttons.
    private var buttons: [Presentation: [String]]

    /// A layout with `views` (a presentation left out is drawn empty), `staleViews` for the stale look, and the
    /// `buttons` each presentation's view holds.
    package init(views: [Presentation: CustomView], staleViews: [Presentation: CustomView] = [:], buttons: [Presentation: [String]] = [:]) {
        self.views = views; self.staleViews = staleViews; self.buttons = buttons
    }

    /// The titles of the buttons and links in `presentation`'s view, in the order of its view tree.
    package func buttons(_ presentation: Presentation) -> [String] {
        buttons[presentation] ?? []
    }

    /// The view of `presentation`, in its stale variant when `isStale` and the app gives one.
    package func view(_ presentation: Presentation, isStale: Bool) -> CustomView {
        (isStale ? staleViews[presentation] : nil) ?? views[presentation] ?? .spacer
    }
}
