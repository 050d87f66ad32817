import NotiDispatch
import NotiPushSDKSupport
import NotiUserNotifications

/// MoEngage's rich notification helper (MoEngageRichNotification 7 to 9): in a service extension it attaches the
/// media a MoEngage push names in `moengage.media-attachment`, of the kind `moengage.media-type` says, and records
/// the push's impression for the app to send; in a content extension it draws the push's template
/// (docs/rules/push-sdks.md#moengage).
public final class MoEngageSDKRichNotification: NSObject, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "MoEngageRichNotification")
    private static let lock = NSLock()
    nonisolated(unsafe) private static var appGroupID: String?

    /// The app group the extension shares with the app; the SDK keeps the impression there for the app to send.
    public static func setAppGroupID(_ appGroupID: String) {
        lock.withLock { self.appGroupID = appGroupID }
    }

    /// Handles a push from `didReceive(_:withContentHandler:)`: a MoEngage push (one with a `moengage` dictionary)
    /// gets its media attached and its impression recorded, then goes to `contentHandler`; any other push goes to
    /// `contentHandler` as it came.
    public static func handleRichNotificationRequest(_ request: UNNotificationRequest,
                                                     withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        guard let moengage = PayloadReading.dictionary(PayloadReading.payload(request.content.userInfo)["moengage"]) else {
            delivery.finish()
            return
        }
        recordImpression(moengage)
        let kind = PayloadReading.string(moengage["media-type"]).flatMap { PushMedia.Kind(rawValue: $0.lowercased()) }
        delivery.attachMedia(named: "moengage.media-attachment", moengage["media-attachment"], kind: kind, log: log)
    }

    /// The impression MoEngage keeps in the app group for the app to send; without an app group it is lost, as
    /// the SDK's documentation warns.
    static func recordImpression(_ moengage: [String: Any]) {
        let campaign = PayloadReading.string(moengage["cid"]) ?? "(no cid)"
        guard let group = lock.withLock({ appGroupID }) else {
            log.note("impression of campaign \(campaign) not recorded: no app group ID (setAppGroupID)")
            return
        }
        log.wouldSend("impression NOTIFICATION_RECEIVED_MOE for campaign \(campaign), kept in app group \(group)")
    }
}
