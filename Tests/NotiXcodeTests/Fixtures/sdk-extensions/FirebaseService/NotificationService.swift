import UserNotifications
import FirebaseMessaging
import ShopAnalytics

final class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        guard let content = request.content.mutableCopy() as? UNMutableNotificationContent else { return contentHandler(request.content) }
        ShopAnalytics.record("push received")
        Messaging.serviceExtension().populateNotificationContent(content, withContentHandler: contentHandler)
    }
}
