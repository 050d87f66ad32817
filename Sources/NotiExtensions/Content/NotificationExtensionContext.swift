import NotiCore

/// Something a content extension asked the system to do through its context.
public enum ContentExtensionRequest: Sendable, Hashable {
    /// `performNotificationDefaultAction()`: open the app; the delegate gets the default action.
    case performDefaultAction
    /// `dismissNotificationContentExtension()`: close the view; the notification stays delivered.
    case dismissExtension
}

/// The system's side of a content extension (NSExtensionContext's notification calls, iOS 12+).
public final class NotificationExtensionContext {
    /// The action buttons as the extension last saw or set them.
    private var actions: [NotificationAction]
    /// Whether the extension replaced the actions since the host last collected the changes.
    private var replacedActions = false
    /// Requests made since the host last collected them.
    private var pendingRequests: [ContentExtensionRequest] = []
    /// Whether the extension says its media is playing.
    public private(set) var mediaPlaying = false

    init(actions: [NotificationAction]) { self.actions = actions }

    /// The visible action buttons; setting them replaces the buttons at once (an empty list removes them all).
    public var notificationActions: [NotificationAction] {
        get { actions }
        set { actions = Array(newValue.prefix(10)); replacedActions = true }
    }

    /// Opens the app as if the user tapped the notification; the delegate gets the default action identifier.
    public func performNotificationDefaultAction() { pendingRequests.append(.performDefaultAction) }

    /// Closes the expanded view; the notification stays delivered.
    public func dismissNotificationContentExtension() { pendingRequests.append(.dismissExtension) }

    /// Tells the system the extension's media started playing (the button shows pause).
    public func mediaPlayingStarted() { mediaPlaying = true }

    /// Tells the system the extension's media paused (the button shows play).
    public func mediaPlayingPaused() { mediaPlaying = false }

    /// The replaced actions (nil when unchanged) and the requests since the last collection.
    func collect() -> (actions: [NotificationAction]?, requests: [ContentExtensionRequest]) {
        defer { replacedActions = false; pendingRequests = [] }
        return (replacedActions ? actions : nil, pendingRequests)
    }

    /// Resets the visible actions the system shows (before `didReceive` of a new notification).
    func show(_ visible: [NotificationAction]) { actions = visible }
}
