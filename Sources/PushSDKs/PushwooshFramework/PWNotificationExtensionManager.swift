import NotiPushSDKSupport
import NotiUserNotifications

/// Pushwoosh's service-extension helper (Pushwoosh iOS SDK 6.x–7.x, `PWNotificationExtensionManager`): for a push
/// Pushwoosh sent (`pw_msg`), sends the message delivery event and attaches the media `attachment` names
/// (docs/rules/push-sdks.md#pushwoosh).
open class PWNotificationExtensionManager: NSObject, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "PushwooshFramework")
    private static let manager = PWNotificationExtensionManager()

    /// The shared manager (`sharedManager` in Objective-C).
    open class func shared() -> PWNotificationExtensionManager { manager }

    /// Sends the delivery event and attaches `attachment`, then calls `contentHandler`; a push Pushwoosh did not send
    /// is handed over at once, as it came.
    open func handle(_ request: UNNotificationRequest, contentHandler: @escaping (UNNotificationContent) -> Void) {
        process(request, delivery: PushSDKDelivery(content: request.content, handler: contentHandler), appGroups: nil)
    }

    /// The same, with the App Group the badge count is kept in named here instead of in the Info.plist.
    open func handle(_ request: UNNotificationRequest, withAppGroups appGroupsName: String,
                     contentHandler: @escaping (UNNotificationContent) -> Void) {
        process(request, delivery: PushSDKDelivery(content: request.content, handler: contentHandler), appGroups: appGroupsName)
    }

    /// Does the work for `delivery`, which the caller may also finish at expiry.
    func process(_ request: UNNotificationRequest, delivery: PushSDKDelivery, appGroups: String?) {
        let payload = PayloadReading.payload(request.content.userInfo)
        guard payload["pw_msg"] != nil else {
            delivery.finish()
            return
        }
        let hash = PayloadReading.string(payload["p"]) ?? "(no p)"
        Self.log.wouldSend("messageDeliveryEvent for push \(hash)")
        if let badge = PayloadReading.string(PayloadReading.dictionary(payload["aps"])?["pw_badge"]) {
            let group = appGroups.map { "App Group \($0)" } ?? "the App Group in PW_APP_GROUPS_NAME"
            Self.log.note("pw_badge \(badge) would update the badge count kept in \(group); notisim does not count it there")
        }
        delivery.attachMedia(named: "attachment", payload["attachment"], log: Self.log)
    }
}

/// Pushwoosh's ready-made service extension (Pushwoosh iOS SDK 7.1 and later): subclass it without a body to get what
/// `PWNotificationExtensionManager` does, and the content made so far when time runs out.
open class PushwooshNotificationServiceExtension: UNNotificationServiceExtension {
    private var delivery: PushSDKDelivery?

    public override init() { super.init() }

    /// Sends the delivery event and attaches the push's media.
    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        PWNotificationExtensionManager.shared().process(request, delivery: delivery, appGroups: nil)
    }

    /// Hands over the content as it is so far.
    open override func serviceExtensionTimeWillExpire() { delivery?.finish() }
}
