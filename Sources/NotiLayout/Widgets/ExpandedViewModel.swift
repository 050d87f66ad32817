import NotiCore

/// The text field shown after the user picks a text-input action.
package struct TextInputState: Sendable, Hashable {
    package var action: NotificationAction
    package var typedText: String
    package init(action: NotificationAction, typedText: String = "") { self.action = action; self.typedText = typedText }
}

/// Everything the expanded view (long look) shows.
package struct ExpandedViewModel: Sendable {
    package var notification: DeliveredNotification
    package var app: SimulatedApp
    /// The notification's category (its actions), if registered.
    package var category: NotificationCategory?
    /// The content extension routed to this notification, if any.
    package var extensionAttributes: ContentExtensionAttributes?
    package var extensionState: ContentExtensionState?
    /// Index into the visible actions.
    package var selectedAction: Int?
    package var textInput: TextInputState?
    /// Whether the extension's custom area has the keyboard (a scrolled long look keeps it in sight).
    package var customAreaFocused: Bool

    package init(notification: DeliveredNotification, app: SimulatedApp, category: NotificationCategory? = nil,
                extensionAttributes: ContentExtensionAttributes? = nil, extensionState: ContentExtensionState? = nil,
                selectedAction: Int? = nil, textInput: TextInputState? = nil, customAreaFocused: Bool = false) {
        self.notification = notification; self.app = app; self.category = category
        self.extensionAttributes = extensionAttributes; self.extensionState = extensionState
        self.selectedAction = selectedAction; self.textInput = textInput; self.customAreaFocused = customAreaFocused
    }

    /// The actions the view offers before space limits: the extension's replacement (iOS 12+) or the category's, at most 10.
    package func offeredActions(os: OSProfile) -> [NotificationAction] {
        let actions = os.supportsDynamicActions ? (extensionState?.actionsOverride ?? category?.actions ?? []) : (category?.actions ?? [])
        return Array(actions.prefix(ActionList.maximumActions))
    }
}
