import NotiPushSDKSupport
import NotiUserNotifications

/// Braze's rich push service extension (Braze Swift SDK 5 on, `import BrazeNotificationService`): an extension whose
/// class is `class NotificationService: BrazeNotificationService.NotificationService {}` puts the media a Braze push
/// names in `ab.att` into the notification (docs/rules/push-sdks.md#braze). Other pushes show as sent.
open class NotificationService: UNNotificationServiceExtension {
    private var delivery: PushSDKDelivery?

    /// Handles a Braze push (see `brazeHandle(request:contentHandler:)`); hands any other push over unchanged.
    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        if !BrazeRichPush.handle(request, delivery: delivery) { delivery.finish() }
    }

    /// Hands over the content as it is when the download has not finished.
    open override func serviceExtensionTimeWillExpire() {
        delivery?.finish()
    }
}

/// Handles a push if it is Braze's (its payload has the `ab` key): downloads the media in `ab.att` into an attachment,
/// then calls `contentHandler`, and answers true. Answers false, without calling `contentHandler`, for any other push,
/// for the extension's own handling.
@discardableResult
public func brazeHandle(request: UNNotificationRequest, contentHandler: @escaping (UNNotificationContent) -> Void) -> Bool {
    BrazeRichPush.handle(request, delivery: PushSDKDelivery(content: request.content, handler: contentHandler))
}

/// What Braze's extension does with its push: `ab.att.url` fetched, `ab.att.type` naming the file type when the URL
/// and server do not.
enum BrazeRichPush {
    static let log = PushSDKLog(sdk: "BrazeNotificationService")

    static func handle(_ request: UNNotificationRequest, delivery: PushSDKDelivery) -> Bool {
        let payload = PayloadReading.payload(request.content.userInfo)
        guard let braze = PayloadReading.dictionary(payload["ab"]) else { return false }
        guard let media = PayloadReading.dictionary(braze["att"]) else {
            delivery.finish()
            return true
        }
        guard let url = PayloadReading.url(media["url"]) else {
            log.note("no attachment: ab.att.url is not a URL")
            delivery.finish()
            return true
        }
        delivery.attachMedia(url, kind: kind(PayloadReading.string(media["type"])), log: log)
        return true
    }

    /// The kind of media `ab.att.type` (a file extension) names.
    static func kind(_ type: String?) -> PushMedia.Kind? {
        switch type?.lowercased() {
        case "gif"?: return .gif
        case "mp3"?, "m4a"?, "wav"?, "aif"?, "aiff"?: return .audio
        case "mp4"?, "mov"?, "m4v"?, "mpeg"?, "mpg"?, "avi"?: return .video
        case nil: return nil
        default: return .image
        }
    }
}
