public import NotiUIKit
public import NotiUserNotifications

/// How the system treats the notification after a content extension handled an action
/// (Apple's `UNNotificationContentExtensionResponseOption`).
public enum UNNotificationContentExtensionResponseOption: UInt, Sendable {
    /// Keep the notification interface up.
    case doNotDismiss = 0
    /// Close the interface; the app does not see the action.
    case dismiss = 1
    /// Close the interface and pass the action on to the app's delegate.
    case dismissAndForwardAction = 2
}

/// The media button a content extension asks for (Apple's `UNNotificationContentExtensionMediaPlayPauseButtonType`).
public enum UNNotificationContentExtensionMediaPlayPauseButtonType: UInt, Sendable {
    case none = 0, `default` = 1, overlay = 2
}

/// A notification content extension's view controller (Apple's `UNNotificationContentExtension`).
@MainActor
public protocol UNNotificationContentExtension: NSObjectProtocol {
    /// Called with the notification to show, and again for each later notification of the same thread.
    func didReceive(_ notification: UNNotification)
    /// Called when the user picks an action; answer how the interface goes on. Optional: without it, actions
    /// go to the app and the interface closes.
    func didReceive(_ response: UNNotificationResponse,
                    completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void)
    var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { get }
    var mediaPlayPauseButtonFrame: CGRect { get }
    var mediaPlayPauseButtonTintColor: UIColor { get }
    func mediaPlay()
    func mediaPause()
}

/// Defaults for the optional members (Swift has no optional protocol requirements without Objective-C).
extension UNNotificationContentExtension {
    /// Without its own method an extension does not see actions: they go to the app and the interface closes.
    public func didReceive(_ response: UNNotificationResponse,
                           completionHandler completion: @escaping (UNNotificationContentExtensionResponseOption) -> Void) {
        completion(.dismissAndForwardAction)
    }

    public var mediaPlayPauseButtonType: UNNotificationContentExtensionMediaPlayPauseButtonType { .none }
    public var mediaPlayPauseButtonFrame: CGRect { .zero }
    public var mediaPlayPauseButtonTintColor: UIColor { .white }
    public func mediaPlay() {}
    public func mediaPause() {}
}

/// The context notisim gives a content extension: its actions and the requests it makes of the interface.
@MainActor
package final class NotificationExtensionContext: NSExtensionContext {
    /// The actions under the notification; the extension may replace them.
    package var actions: [UNNotificationAction]
    /// Requests made, in order, for the host to carry out.
    package private(set) var requests: [Request] = []

    package enum Request: Equatable, Sendable {
        case performDefaultAction, dismiss, mediaPlayingStarted, mediaPlayingPaused
    }

    package init(actions: [UNNotificationAction]) {
        self.actions = actions
        super.init()
    }

    func record(_ request: Request) { requests.append(request) }
}

extension NSExtensionContext {
    /// The actions shown under the notification; setting them replaces the category's (iOS 12 and later).
    @MainActor
    public var notificationActions: [UNNotificationAction] {
        get { (self as? NotificationExtensionContext)?.actions ?? [] }
        set { (self as? NotificationExtensionContext)?.actions = newValue }
    }

    /// Opens the app as if the user tapped the notification.
    @MainActor
    public func performNotificationDefaultAction() { (self as? NotificationExtensionContext)?.record(.performDefaultAction) }

    /// Closes the notification interface.
    @MainActor
    public func dismissNotificationContentExtension() { (self as? NotificationExtensionContext)?.record(.dismiss) }

    @MainActor
    public func mediaPlayingStarted() { (self as? NotificationExtensionContext)?.record(.mediaPlayingStarted) }

    @MainActor
    public func mediaPlayingPaused() { (self as? NotificationExtensionContext)?.record(.mediaPlayingPaused) }
}
