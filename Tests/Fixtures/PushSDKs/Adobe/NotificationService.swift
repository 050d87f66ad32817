import AEPMessagingNotification
import UserNotifications

// The service extension Adobe Journey Optimizer's push guide describes: a mutable copy of the content goes to the
// messaging helper, which attaches the adb_media image; the best attempt is handed over at expiry.
class NotificationService: UNNotificationServiceExtension {
    var handler: ((UNNotificationContent) -> Void)?
    var bestAttempt: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        handler = contentHandler
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else {
            contentHandler(request.content)
            return
        }
        bestAttempt = content
        MessagingNotificationHelper.processNotificationRequest(with: content, contentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler, let bestAttempt { handler(bestAttempt) }
    }
}
