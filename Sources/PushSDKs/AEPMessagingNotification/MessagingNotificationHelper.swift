import NotiPushSDKSupport
import NotiUserNotifications

/// Adobe Journey Optimizer's rich-push helper for a notification service extension (AEPMessaging 5.x's
/// `AEPMessagingNotification` module): downloads the media the push names in `adb_media` into an attachment
/// (docs/rules/push-sdks.md#adobe-journey-optimizer).
public final class MessagingNotificationHelper: NSObject, @unchecked Sendable {
    /// The payload key holding the media URL.
    public static let mediaKey = "adb_media"

    static let log = PushSDKLog(sdk: "AEPMessagingNotification")

    /// Attaches the `adb_media` media to `content`, then calls `contentHandler` with it; a push without media, with
    /// a URL that is not https, or whose download or attachment fails is handed over without one.
    public static func processNotificationRequest(with content: UNMutableNotificationContent,
                                                  contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: content, handler: contentHandler)
        guard let value = content.userInfo[mediaKey] else {
            delivery.finish()
            return
        }
        guard let url = PayloadReading.url(value) else {
            log.note("no attachment: adb_media is not a URL")
            delivery.finish()
            return
        }
        guard isSecure(url) else {
            log.note("no attachment: adb_media must be an https URL, not \(url.scheme ?? "none")")
            delivery.finish()
            return
        }
        PushMedia.attachment(from: url, identifier: "aep-media") { outcome in
            switch outcome {
            case let .attached(attachment):
                content.attachments = [attachment]
                log.note("attached \(url.absoluteString) as \(attachment.type)")
            case let .failed(reason):
                log.note("no attachment: \(reason)")
            }
            delivery.finish()
        }
    }

    /// Whether the helper fetches `url`: https, as the SDK requires, or http to this machine's loopback address, so
    /// that a local test server stands in for a CDN.
    static func isSecure(_ url: URL) -> Bool {
        switch url.scheme?.lowercased() {
        case "https"?: return true
        case "http"?: return PushMedia.isLoopback(url)
        default: return false
        }
    }
}
