import Reteno
import UserNotifications

// Reteno's service extension as its guide writes it: a subclass of the SDK's, logging a custom event before the SDK
// reports the delivery, adds the buttons and downloads the images.
class NotificationService: RetenoNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        Reteno.logEvent(eventTypeKey: "push_received", parameters: [Event.Parameter(name: "source", value: "notisim")])
        super.didReceive(request, withContentHandler: contentHandler)
    }
}
