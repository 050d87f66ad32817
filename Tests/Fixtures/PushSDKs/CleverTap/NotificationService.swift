import CTNotificationService
import CleverTapSDK

// A service extension in the shape CleverTap documents: the drop-in class subclassed, the SDK told of the push
// and of an event, then super.didReceive attaches ct_mediaUrl.
class NotificationService: CTNotificationServiceExtension {
    override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        CleverTap.setDebugLevel(CleverTapLogLevel.debug.rawValue)
        CleverTap.sharedInstance()?.recordEvent("Push Received", withProps: ["Source": "extension"])
        CleverTap.sharedInstance()?.recordNotificationViewedEvent(withData: request.content.userInfo)
        super.didReceive(request, withContentHandler: contentHandler)
    }
}
