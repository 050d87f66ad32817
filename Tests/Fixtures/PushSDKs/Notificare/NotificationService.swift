import NotificareNotificationServiceExtensionKit
import UserNotifications

// The service extension Notificare's iOS guide describes, in its async form: the kit makes the content (interruption
// level, relevance score, the attachment's download); a failure shows the push as it came.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        nonisolated(unsafe) let contentHandler = contentHandler
        Task {
            do {
                contentHandler(try await NotificareNotificationServiceExtension.handleNotificationRequest(request))
            } catch {
                let shown = request.content.mutableCopy() as! UNMutableNotificationContent
                shown.subtitle = "failed: \(error)"
                contentHandler(shown)
            }
        }
    }
}
