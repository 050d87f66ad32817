import NotiUserNotifications
import OneSignalExtension

/// OneSignal's notification service extension API up to SDK 3 (`import OneSignal`, the class methods on `OneSignal`):
/// the same work as SDK 5's `OneSignalExtension` (docs/rules/push-sdks.md#onesignal); the app's side of the SDK is not here.
open class OneSignal: NSObject, @unchecked Sendable {
    /// Adds the push's media, buttons and badge to `replacementContent`, downloading on the calling thread, and
    /// answers it; the caller hands it to the system (SDK 2.x and 3.x before 3.5).
    @discardableResult
    open class func didReceiveNotificationExtensionRequest(_ request: UNNotificationRequest,
                                                           with replacementContent: UNMutableNotificationContent?) -> UNMutableNotificationContent! {
        OneSignalNotificationService.didReceive(request, content: replacementContent, contentHandler: nil)
    }

    /// Adds the push's media, buttons and badge to `replacementContent`, downloading on the calling thread, then
    /// calls `contentHandler` with it before answering it (SDK 3.5 on).
    @discardableResult
    open class func didReceiveNotificationExtensionRequest(_ request: UNNotificationRequest,
                                                           with replacementContent: UNMutableNotificationContent?,
                                                           withContentHandler contentHandler: ((UNNotificationContent) -> Void)?)
        -> UNMutableNotificationContent! {
        OneSignalNotificationService.didReceive(request, content: replacementContent, contentHandler: contentHandler)
    }

    /// At expiry: adds the push's buttons (no download: there is no time left) and answers the content.
    @discardableResult
    open class func serviceExtensionTimeWillExpireRequest(_ request: UNNotificationRequest,
                                                          with replacementContent: UNMutableNotificationContent?) -> UNMutableNotificationContent! {
        OneSignalNotificationService.timeWillExpire(request, content: replacementContent)
    }
}
