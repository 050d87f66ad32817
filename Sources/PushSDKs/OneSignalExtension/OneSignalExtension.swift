import NotiUserNotifications

/// OneSignal's notification service extension API from SDK 5 on (`import OneSignalExtension`): the image or media in
/// the push's `att`, its action buttons as a category of their own, the badge it increments and the confirmed delivery
/// receipt (docs/rules/push-sdks.md#onesignal). Each method works on `replacementContent` (or a copy of the request's content
/// when nil) and answers it.
open class OneSignalExtension: NSObject, @unchecked Sendable {
    /// Adds the push's media, buttons and badge to `replacementContent`, downloading on the calling thread, and
    /// answers it; the caller hands it to the system.
    @available(*, deprecated, message: "Please use didReceiveNotificationExtensionRequest(_:with:withContentHandler:) instead.")
    @discardableResult
    open class func didReceiveNotificationExtensionRequest(_ request: UNNotificationRequest,
                                                           with replacementContent: UNMutableNotificationContent?) -> UNMutableNotificationContent! {
        OneSignalNotificationService.didReceive(request, content: replacementContent, contentHandler: nil)
    }

    /// Adds the push's media, buttons and badge to `replacementContent`, downloading on the calling thread, then
    /// calls `contentHandler` with it before answering it.
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
