import ExponeaSDKNotifications
import UserNotifications

// Bloomreach Engagement's (Exponea's) service extension as its guide writes it: the SDK's service, given the app
// group the app shares, makes the content and tracks the delivery.
class NotificationService: UNNotificationServiceExtension {
    let service = ExponeaNotificationService(appGroup: "group.com.example.notes")

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        service.process(request: request, contentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() {
        service.serviceExtensionTimeWillExpire()
    }
}
