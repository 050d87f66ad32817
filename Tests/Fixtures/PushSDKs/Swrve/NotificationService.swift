import SwrveSDKCommon
import UserNotifications

// Swrve's rich push service extension as its guide writes it: the SDK makes the content, with the app group the app
// reads the push's influence data from.
class NotificationService: UNNotificationServiceExtension {
    var handler: ((UNNotificationContent) -> Void)?
    var latest: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        handler = contentHandler
        SwrvePush.handle(request.content, withAppGroupIdentifier: "group.com.example.notes") { content in
            self.latest = content
            contentHandler(content)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let handler, let latest { handler(latest) }
    }
}
