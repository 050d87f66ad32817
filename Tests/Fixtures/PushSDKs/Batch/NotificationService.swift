import UserNotifications
import BatchExtension

class NotificationService: UNNotificationServiceExtension {

    let richNotificationHelper = BAERichNotificationHelper()
    let displayReceiptHelper = BAEDisplayReceiptHelper()

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        displayReceiptHelper.didReceive(request)
        richNotificationHelper.didReceive(request, withContentHandler: contentHandler)
    }

    override func serviceExtensionTimeWillExpire() {
        richNotificationHelper.serviceExtensionTimeWillExpire()
        displayReceiptHelper.serviceExtensionTimeWillExpire()
    }
}
