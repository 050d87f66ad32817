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
