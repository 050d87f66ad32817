import NotiPushSDKSupport
import NotiUserNotifications

/// Firebase Cloud Messaging as a notification service extension uses it (Firebase 10 and 11:
/// `Messaging.serviceExtension()`); the app's side of Messaging (tokens, topics) is not here.
open class Messaging: NSObject, @unchecked Sendable {
    private static let shared = Messaging()
    private static let helper = MessagingExtensionHelper()

    /// The shared Messaging instance.
    open class func messaging() -> Messaging { shared }

    /// The helper a service extension hands its content to.
    open class func serviceExtension() -> MessagingExtensionHelper { helper }

    /// Tells Messaging a message arrived, for analytics; answers the message's info.
    @discardableResult
    open func appDidReceiveMessage(_ message: [AnyHashable: Any]) -> MessagingMessageInfo {
        MessagingExtensionHelper.analytics(message, event: "receive")
        return MessagingMessageInfo()
    }
}

/// What `appDidReceiveMessage(_:)` answers (Firebase's `MessagingMessageInfo`).
open class MessagingMessageInfo: NSObject, @unchecked Sendable {
    /// Whether Messaging already handled the message; a push is always new to notisim.
    public let status: MessagingMessageStatus = .new
}

/// Whether Messaging had seen a message before (Firebase's `MessagingMessageStatus`).
public enum MessagingMessageStatus: Int, Sendable {
    case unknown, new
}

/// FCM's service extension helper (Firebase's `FIRMessagingExtensionHelper`): puts the image the FCM message names in
/// `fcm_options.image` into the notification, and exports delivery metrics (docs/rules/push-sdks.md#firebase-messaging).
open class MessagingExtensionHelper: NSObject, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "FirebaseMessaging")

    /// Downloads `fcm_options.image` into an attachment of `content`, then calls `contentHandler`; a message without
    /// an image, or an image that cannot be fetched or attached, is handed over as it is.
    open func populateNotificationContent(_ content: UNMutableNotificationContent,
                                          withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: content, handler: contentHandler)
        let options = PayloadReading.dictionary(content.userInfo["fcm_options"])
        delivery.attachMedia(named: "fcm_options.image", options?["image"], log: Self.log)
    }

    /// Logs the delivery of a message to BigQuery, as Firebase sends it when delivery data export is on.
    open func exportDeliveryMetricsToBigQuery(withMessageInfo info: [AnyHashable: Any]) {
        let payload = PayloadReading.payload(info)
        let message = PayloadReading.string(payload["gcm.message_id"]) ?? "(no gcm.message_id)"
        let sender = PayloadReading.string(payload["google.c.sender.id"]).map { " from sender \($0)" } ?? ""
        Self.log.wouldSend("delivery metrics to BigQuery: message \(message) delivered\(sender)")
    }

    /// Logs the analytics event Firebase records for a message sent with analytics on (`google.c.a.e` is 1).
    static func analytics(_ info: [AnyHashable: Any], event: String) {
        let payload = PayloadReading.payload(info)
        guard PayloadReading.string(payload["google.c.a.e"]) == "1" else { return }
        let campaign = PayloadReading.string(payload["google.c.a.c_id"]).map { " of campaign \($0)" } ?? ""
        log.wouldSend("analytics event notification_\(event) for message \(PayloadReading.string(payload["gcm.message_id"]) ?? "?")\(campaign)")
    }
}
