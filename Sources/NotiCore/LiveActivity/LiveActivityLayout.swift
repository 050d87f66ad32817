/// How an app draws one Live Activity type in each presentation, in the extension view vocabulary; text holds
/// `{{key}}` bindings filled from the content state. docs/rules.md#live-activities.
public struct LiveActivityLayout: Sendable, Hashable {
    /// The lock screen (and banner) presentation.
    public var lockScreen: CustomView
    /// Dynamic Island, one activity: left and right of the camera.
    public var compactLeading: CustomView
    public var compactTrailing: CustomView
    /// Dynamic Island, two activities or more: each shows this small view.
    public var minimal: CustomView
    /// Dynamic Island expanded (touch and hold, or an alert): its regions stacked as one view.
    public var expanded: CustomView

    public init(lockScreen: CustomView, compactLeading: CustomView, compactTrailing: CustomView, minimal: CustomView,
                expanded: CustomView) {
        self.lockScreen = lockScreen; self.compactLeading = compactLeading; self.compactTrailing = compactTrailing
        self.minimal = minimal; self.expanded = expanded
    }
}
