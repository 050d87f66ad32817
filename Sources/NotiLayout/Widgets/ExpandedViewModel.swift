import NotiCore

/// The media play/pause button a content extension asks for (`mediaPlayPauseButtonType`).
public enum MediaButtonType: String, Sendable, Hashable, CaseIterable {
    case none, `default`, overlay
}

/// What a running content extension has told the system so far.
public struct ContentExtensionState: Sendable, Hashable {
    /// The custom view; nil while the extension is still loading (the area stays empty).
    public var customView: CustomView?
    /// `preferredContentSize.height` in points once the extension has set it; nil = initial ratio.
    public var preferredHeightPoints: Double?
    /// The view controller's title (shown in the header with `OverridesDefaultTitle`).
    public var title: String?
    /// `notificationActions` as replaced by the extension (iOS 12+); nil = the category's actions.
    public var actionsOverride: [NotificationAction]?
    public var mediaButton: MediaButtonType
    public var mediaPlaying: Bool
    /// Image files of the extension's bundle the custom view draws by identifier, beside the notification's attachments.
    public var bundledImages: [NotificationAttachment] = []

    public init(customView: CustomView? = nil, preferredHeightPoints: Double? = nil, title: String? = nil,
                actionsOverride: [NotificationAction]? = nil, mediaButton: MediaButtonType = .none, mediaPlaying: Bool = false) {
        self.customView = customView; self.preferredHeightPoints = preferredHeightPoints; self.title = title
        self.actionsOverride = actionsOverride; self.mediaButton = mediaButton; self.mediaPlaying = mediaPlaying
    }
}

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
