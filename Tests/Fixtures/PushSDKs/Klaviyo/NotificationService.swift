import KlaviyoSwiftExtension
import UserNotifications

// A service extension in the shape Klaviyo documents: the mutable copy handed to the SDK, and again at expiry.
class NotificationService: UNNotificationServiceExtension {
    var request: UNNotificationRequest!
    var contentHandler: ((UNNotificationContent) -> Void)?
    var bestAttemptContent: UNMutableNotificationContent?

    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        self.request = request
        self.contentHandler = contentHandler
        bestAttemptContent = (request.content.mutableCopy() as? UNMutableNotificationContent)
        if let bestAttemptContent {
            KlaviyoExtensionSDK.handleNotificationServiceDidReceivedRequest(request: request, bestAttemptContent: bestAttemptContent,
                                                                            contentHandler: contentHandler)
        }
    }

    override func serviceExtensionTimeWillExpire() {
        if let contentHandler, let bestAttemptContent {
            KlaviyoExtensionSDK.handleNotificationServiceExtensionTimeWillExpireRequest(request: request, bestAttemptContent: bestAttemptContent,
                                                                                        contentHandler: contentHandler)
        }
    }
}
