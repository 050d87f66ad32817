/// The media play/pause button a content extension asks for (`mediaPlayPauseButtonType`).
package enum MediaButtonType: String, Sendable, Hashable, CaseIterable {
    case none, `default`, overlay
}

/// What a running content extension has told the system so far.
package struct ContentExtensionState: Sendable, Hashable {
    /// The custom view; nil while the extension is still loading (the area stays empty).
    package var customView: CustomView?
    /// `preferredContentSize.height` in points once the extension has set it; nil = initial ratio.
    package var preferredHeightPoints: Double?
    /// The view controller's title (shown in the header with `OverridesDefaultTitle`).
    package var title: String?
    /// `notificationActions` as replaced by the extension (iOS 12+); nil = the category's actions.
    package var actionsOverride: [NotificationAction]?
    package var mediaButton: MediaButtonType
    package var mediaPlaying: Bool
    /// Image files of the extension's bundle the custom view draws by identifier, beside the notification's attachments.
    package var bundledImages: [NotificationAttachment] = []

    package init(customView: CustomView? = nil, preferredHeightPoints: Double? = nil, title: String? = nil,
                actionsOverride: [NotificationAction]? = nil, mediaButton: MediaButtonType = .none, mediaPlaying: Bool = false) {
        self.customView = customView; self.preferredHeightPoints = preferredHeightPoints; self.title = title
        self.actionsOverride = actionsOverride; self.mediaButton = mediaButton; self.mediaPlaying = mediaPlaying
    }
}
