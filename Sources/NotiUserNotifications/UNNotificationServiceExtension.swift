/// The base class of a notification service extension, which rewrites a remote notification's content before it
/// shows (Apple's `UNNotificationServiceExtension`).
open class UNNotificationServiceExtension: NSObject {
    public override init() { super.init() }

    /// Called with the pushed request; call `contentHandler` once with the content to show. The default shows the
    /// original content.
    open func didReceive(_ request: UNNotificationRequest,
                         withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        contentHandler(request.content)
    }

    /// Called when the time budget runs out before `contentHandler` was called.
    open func serviceExtensionTimeWillExpire() {}
}
