import NotiCore

/// The text field shown after the user picks a text-input action.
public struct TextInputState: Sendable, Hashable {
    public var action: NotificationAction
    public var typedText: String
    public init(action: NotificationAction, typedText: String = "") { self.action = action; self.typedText = typedText }
}

/// Everything the expanded view (long look) shows.
public struct ExpandedViewModel: Sendable {
    public var notification: DeliveredNotification
    public var app: SimulatedApp
    /// The notification's category (its actions), if registered.
    public var category: NotificationCategory?
    /// The content extension routed to this notification, if any.
    public var extensionAttributes: ContentExtensionAttributes?
    public var extensionState: ContentExtensionState?
    /// Index into the visible actions.
    public var selectedAction: Int?
    public var textInput: TextInputState?
    /// Whether the extension's custom area has the keyboard (a scrolled long look keeps it in sight).
    public var customAreaFocused: Bool

    public init(notification: DeliveredNotification, app: SimulatedApp, category: NotificationCategory? = nil,
                extensionAttributes: ContentExtensionAttributes? = nil, extensionState: ContentExtensionState? = nil,
                selectedAction: Int? = nil, textInput: TextInputState? = nil, customAreaFocused: Bool = false) {
        self.notification = notification; self.app = app; self.category = category
        self.extensionAttributes = extensionAttributes; self.extensionState = extensionState
        self.selectedAction = selectedAction; self.textInput = textInput; self.customAreaFocused = customAreaFocused
    }

    /// The actions the view offers before space limits: the extension's replacement (iOS 12+) or the category's, at most 10.
    public func offeredActions(os: OSProfile) -> [NotificationAction] {
        let actions = os.supportsDynamicActions ? (extensionState?.actionsOverride ?? category?.actions ?? []) : (category?.actions ?? [])
        return Array(actions.prefix(ActionList.maximumActions))
    }
}
