import NotiPushSDKSupport
import NotiUserNotifications

/// Klaviyo's notification service extension helper (Klaviyo Swift SDK 3 to 5, module KlaviyoSwiftExtension):
/// for a push Klaviyo sent (`body._k` present) it sets the badge the payload asks for and attaches the media named
/// in `rich-media`, typed by `rich-media-type` (docs/rules.md#klaviyo).
public enum KlaviyoExtensionSDK {
    static let log = PushSDKLog(sdk: "KlaviyoSwiftExtension")

    /// Call from `didReceive(_:withContentHandler:)` with the mutable copy of the request's content. A push that is
    /// not Klaviyo's is left alone and the handler is not called, as the SDK does; for Klaviyo's the handler gets
    /// `bestAttemptContent` once its media is attached, or as it is when there is none or it cannot be fetched.
    /// `fallbackMediaType` is the file type assumed when the payload gives none.
    public static func handleNotificationServiceDidReceivedRequest(
        request: UNNotificationRequest,
        bestAttemptContent: UNMutableNotificationContent,
        contentHandler: @escaping (UNNotificationContent) -> Void,
        fallbackMediaType: String = "jpeg"
    ) {
        let payload = PayloadReading.payload(bestAttemptContent.userInfo)
        guard PayloadReading.dictionary(payload["body"])?["_k"] != nil else {
            log.note("not a Klaviyo push (no body._k): left to the extension")
            return
        }
        setBadge(bestAttemptContent, payload: payload)
        let delivery = PushSDKDelivery(content: bestAttemptContent, handler: contentHandler)
        guard let value = payload["rich-media"] else {
            delivery.finish()
            return
        }
        guard let url = PayloadReading.url(value) else {
            log.note("no attachment: rich-media is not a URL")
            delivery.finish()
            return
        }
        let type = PayloadReading.string(payload["rich-media-type"]) ?? fallbackMediaType
        delivery.attachMedia(url, kind: mediaKind(type), log: log)
    }

    /// Call from `serviceExtensionTimeWillExpire()`: hands `bestAttemptContent` over as it is.
    public static func handleNotificationServiceExtensionTimeWillExpireRequest(
        request: UNNotificationRequest,
        bestAttemptContent: UNMutableNotificationContent,
        contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        contentHandler(bestAttemptContent)
    }

    /// The kind of media a `rich-media-type` file type names, for files whose URL and server do not say.
    static func mediaKind(_ type: String) -> PushMedia.Kind {
        switch type.lowercased() {
        case "gif": .gif
        case "mp4", "mpeg", "mov", "m4v": .video
        case "mp3", "m4a", "wav", "aiff": .audio
        default: .image
        }
    }

    /// `badge_config` `set_count` (or `set_property`) sets the badge to `badge_value`. `increment_one` counts on a
    /// count the app keeps in its app group's defaults, which notisim does not have: the badge is left as the
    /// payload's, and a line says so.
    static func setBadge(_ content: UNMutableNotificationContent, payload: [String: Any]) {
        switch PayloadReading.string(payload["badge_config"]) {
        case "set_count"?, "set_property"?:
            if let value = PayloadReading.string(payload["badge_value"]).flatMap(Int.init) {
                content.badge = NSNumber(value: value)
            }
        case "increment_one"?:
            log.note("badge increment_one: the app group's stored count is not simulated; the badge is the payload's")
        default:
            break
        }
    }
}
