import NotiPushSDKSupport
import NotiUserNotifications

/// Klaviyo's notification service extension helper (Klaviyo Swift SDK 5, module KlaviyoSwiftExtension): sets the
/// badge the payload asks for, registers the action buttons of a push Klaviyo sent (`body._k`) as a category of its
/// own, and attaches the media named in `rich-media`, typed by `rich-media-type` (docs/rules/push-sdks.md#klaviyo).
public enum KlaviyoExtensionSDK {
    static let log = PushSDKLog(sdk: "KlaviyoSwiftExtension")

    /// Call from `didReceive(_:withContentHandler:)` with the mutable copy of the request's content. The handler gets
    /// `bestAttemptContent` once its buttons are registered and its media attached, or at once when it names no
    /// media, or as it is when the media cannot be fetched. `fallbackMediaType` is the file type assumed when the
    /// payload gives none.
    public static func handleNotificationServiceDidReceivedRequest(
        request: UNNotificationRequest,
        bestAttemptContent: UNMutableNotificationContent,
        contentHandler: @escaping (UNNotificationContent) -> Void,
        fallbackMediaType: String = "jpg"
    ) {
        let payload = PayloadReading.payload(bestAttemptContent.userInfo)
        KlaviyoBadge.apply(to: bestAttemptContent, payload: payload)
        KlaviyoActionButtons.register(for: request, content: bestAttemptContent) {
            attachRichMedia(payload, to: bestAttemptContent, contentHandler: contentHandler, fallbackMediaType: fallbackMediaType)
        }
    }

    /// Call from `serviceExtensionTimeWillExpire()`: registers the push's buttons if that has not happened yet, then
    /// hands `bestAttemptContent` over as it is.
    public static func handleNotificationServiceExtensionTimeWillExpireRequest(
        request: UNNotificationRequest,
        bestAttemptContent: UNMutableNotificationContent,
        contentHandler: @escaping (UNNotificationContent) -> Void
    ) {
        KlaviyoActionButtons.register(for: request, content: bestAttemptContent) { contentHandler(bestAttemptContent) }
    }

    /// Attaches `rich-media`, then hands the content over.
    static func attachRichMedia(_ payload: [String: Any], to content: UNMutableNotificationContent,
                                contentHandler: @escaping (UNNotificationContent) -> Void, fallbackMediaType: String) {
        let delivery = PushSDKDelivery(content: content, handler: contentHandler)
        let type = PayloadReading.string(payload["rich-media-type"]) ?? fallbackMediaType
        delivery.attachMedia(named: "rich-media", payload["rich-media"], kind: mediaKind(type), log: log)
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
}
