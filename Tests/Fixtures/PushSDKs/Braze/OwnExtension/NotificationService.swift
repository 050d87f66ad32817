import BrazeNotificationService
import UserNotifications

// A service extension of the app's own that lets Braze take Braze's pushes and marks the others it handles itself.
class NotificationService: UNNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        if brazeHandle(request: request, contentHandler: contentHandler) {
            return
        }

        // The app's own handling.
        let content = request.content.mutableCopy() as! UNMutableNotificationContent
        content.subtitle = "handled by the app"
        contentHandler(content)
    }
}
