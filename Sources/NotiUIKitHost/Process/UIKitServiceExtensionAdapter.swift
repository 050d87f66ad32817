import NotiCore
import NotiExtensions
import NotiUserNotifications

/// A service extension's own `UNNotificationServiceExtension` subclass seen as the extension `ExtensionServer`
/// serves: the request and the handed-back content are converted between notisim's model and UserNotifications'.
///
/// Unchecked Sendable as the iOS class is: the content handler is often called from a download's callback queue
/// while `serviceExtensionTimeWillExpire()` comes on the main thread.
final class UIKitServiceExtensionAdapter: NotificationServiceExtension, @unchecked Sendable {
    private let service: UNNotificationServiceExtension

    init(_ service: UNNotificationServiceExtension) { self.service = service }

    func didReceive(_ request: NotificationRequest, withContentHandler contentHandler: @escaping @Sendable (NotificationContent) -> Void) {
        service.didReceive(UserNotificationsBridge.request(request)) { content in
            contentHandler(UserNotificationsBridge.content(content, over: request.content))
        }
    }

    func serviceExtensionTimeWillExpire() { service.serviceExtensionTimeWillExpire() }
}
