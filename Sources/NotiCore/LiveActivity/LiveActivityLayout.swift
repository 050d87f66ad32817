/// How an app draws one Live Activity type in each presentation, in the extension view vocabulary; text holds
/// `{{key}}` bindings filled from the content state. docs/rules/live-activities.md#live-activities.
package struct LiveActivityLayout: Sendable, Hashable {
    /// The lock screen (and banner) presentation.
    package var lockScreen: CustomView
    /// Dynamic Island, one activity: left and right of the camera.
    package var compactLeading: CustomView
    package var compactTrailing: CustomView
    /// Dynamic Island, two activities or more: each shows this small view.
    package var minimal: CustomView
    /// Dynamic Island expanded (touch and hold, or an alert): its regions stacked as one view.
    package var expanded: CustomView

    package init(lockScreen: CustomView, compactLeading: CustomView, compactTrailing: CustomView, minimal: CustomView,
                expanded: CustomView) {
        self.lockScreen = lockScreen; self.compactLeading = compactLeading; self.compactTrailing = compactTrailing
        self.minimal = minimal; self.expanded = expanded
    }
}
