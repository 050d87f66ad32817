import NotiCore

/// A Notification Service Extension (UNNotificationServiceExtension): rewrites a remote notification's content
/// before it is shown. Calls may come from different threads (the handler is often called from a download's
/// callback), so conforming types are Sendable.
public protocol NotificationServiceExtension: AnyObject, Sendable {
    /// A `mutable-content` push arrived; call `contentHandler` once with the content to show.
    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void)
    /// The time budget is about to run out: call the handler now with the best attempt, or the original is shown.
    func serviceExtensionTimeWillExpire()
}
