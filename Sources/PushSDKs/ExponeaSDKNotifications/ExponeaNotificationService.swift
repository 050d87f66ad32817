import NotiPushSDKSupport
import NotiUserNotifications

/// Bloomreach Engagement's (Exponea's) notification service helper (ExponeaSDK 2.x and 3.x, `ExponeaSDKNotifications`):
/// for a push whose `source` is `xnpe_platform` it sets the title, body, badge and sound from the payload, the
/// category `EXPONEA_ACTIONABLE`, downloads `image` into an attachment, and tracks the delivery
/// (docs/rules/push-sdks.md#bloomreach-engagement-exponea).
public class ExponeaNotificationService: @unchecked Sendable {
    static let log = PushSDKLog(sdk: "ExponeaSDKNotifications")
    /// The category every Exponea push gets, which the content extension is registered for.
    public static let categoryIdentifier = "EXPONEA_ACTIONABLE"

    private let appGroup: String?
    private var delivery: PushSDKDelivery?

    /// A service sharing tracked deliveries with the app through the app group `appGroup`.
    public init(appGroup: String? = nil) { self.appGroup = appGroup }

    /// Makes the content of an Exponea push and hands it to `contentHandler`. A push of another source is left alone:
    /// the handler is not called (the SDK returns without it). Without an app group the SDK can neither track the
    /// delivery nor build the content, so the handler is not called either and expiry hands over the original.
    public func process(request: UNNotificationRequest, contentHandler: @escaping (UNNotificationContent) -> Void) {
        let userInfo = request.content.userInfo
        delivery = nil
        guard ExponeaPush.isExponea(userInfo) else {
            Self.log.note("not an Exponea push (source is not xnpe_platform): skipped")
            return
        }
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        guard let appGroup else {
            Self.log.note("no app group: the delivery is not tracked and the content is not built")
            return
        }
        trackDelivery(userInfo, appGroup: appGroup)
        let content = delivery.content
        content.title = PayloadReading.string(userInfo["title"]) ?? "NO TITLE"
        content.body = PayloadReading.string(userInfo["message"]) ?? ""
        content.categoryIdentifier = Self.categoryIdentifier
        content.badge = PayloadReading.string(userInfo["badge"]).flatMap { Int($0) }.map { NSNumber(value: $0) }
        if let sound = PayloadReading.string(userInfo["sound"]) {
            content.sound = UNNotificationSound(named: UNNotificationSoundName(rawValue: sound))
        }
        guard let image = PayloadReading.url(userInfo["image"]) else {
            delivery.finish()
            return
        }
        delivery.attachMedia(image, kind: .image, log: Self.log)
    }

    /// Hands over the content as made so far.
    public func serviceExtensionTimeWillExpire() { delivery?.finish() }

    private func trackDelivery(_ userInfo: [AnyHashable: Any], appGroup: String) {
        let attributes = PayloadReading.dictionary(userInfo["attributes"]) ?? [:]
        let campaign = PayloadReading.string(attributes["campaign_id"]).map { " of campaign \($0)" } ?? ""
        let action = PayloadReading.string(attributes["action_id"]).map { " action \($0)" } ?? ""
        Self.log.wouldSend("campaign event delivered\(campaign)\(action) (app group \(appGroup))")
    }
}
