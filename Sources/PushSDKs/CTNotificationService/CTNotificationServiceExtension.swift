@_exported import NotiUserNotifications
import NotiPushSDKSupport

/// CleverTap's drop-in notification service extension (CTNotificationService 0.1): downloads the media a push names
/// in `ct_mediaUrl`, of the kind `ct_mediaType` says (`image`, `gif`, `audio` or `video`), into an attachment
/// (docs/rules/push-sdks.md#clevertap). Used as the principal class itself, or subclassed by an extension that calls
/// `super.didReceive`. The module re-exports UserNotifications, as the SDK's header imports it for its users.
open class CTNotificationServiceExtension: UNNotificationServiceExtension {
    static let log = PushSDKLog(sdk: "CTNotificationService")
    private var delivery: PushSDKDelivery?

    public override init() { super.init() }

    /// Attaches the push's media, then hands the content over; a push without `ct_mediaUrl`, or media that cannot be
    /// fetched or attached, is handed over as it came.
    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        let payload = PayloadReading.payload(request.content.userInfo)
        let kind = PayloadReading.string(payload["ct_mediaType"]).flatMap { PushMedia.Kind(rawValue: $0.lowercased()) }
        delivery.attachMedia(named: "ct_mediaUrl", payload["ct_mediaUrl"], kind: kind, log: Self.log)
    }

    /// Hands over the content as it is so far when time runs out before the media arrived.
    open override func serviceExtensionTimeWillExpire() {
        delivery?.finish()
    }
}
