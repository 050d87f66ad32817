import NotiPushSDKSupport
import NotiUserNotifications

/// What `MessagingPush.shared` and the push modules' `initializeForExtension(withConfig:)` answer (Customer.io's
/// `MessagingPushInstance`): the service extension's two calls.
public protocol MessagingPushInstance: AnyObject {
    /// Handles a push Customer.io sent; answers false, and leaves `contentHandler` uncalled, for any other push.
    @discardableResult
    func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) -> Bool

    /// Hands over the content of every push still being made, as it is so far.
    func serviceExtensionTimeWillExpire()
}

/// Customer.io's push module as a notification service extension uses it (Customer.io iOS SDK 3.x, `CioMessagingPush`
/// through `CioMessagingPushAPN` or `CioMessagingPushFCM`): records the `delivered` metric and attaches the rich push's
/// image, `CIO.push.image` (docs/rules/push-sdks.md#customerio).
public final class MessagingPush: MessagingPushInstance, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "CioMessagingPush")

    /// The module's one instance.
    public static let shared = MessagingPush()

    private let lock = NSLock()
    private var config: MessagingPushConfigOptions?
    private var pending: [PushSDKDelivery] = []

    /// Keeps the configuration the extension initialized the module with.
    func initialize(_ config: MessagingPushConfigOptions, provider: String) -> any MessagingPushInstance {
        lock.withLock { self.config = config }
        Self.log.note("initialized for the extension (\(provider), region \(config.region.rawValue))")
        return self
    }

    /// Records the `delivered` metric and attaches `CIO.push.image`, then hands the content over; answers false for a
    /// push without Customer.io's delivery keys.
    @discardableResult
    public func didReceive(_ request: UNNotificationRequest,
                           withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) -> Bool {
        let push = CustomerIOPush(request.content.userInfo)
        guard let delivery = push.delivery else { return false }
        let config = lock.withLock { self.config }
        if let config, config.autoTrackPushEvents {
            Self.log.wouldSend("metric delivered for delivery \(delivery.id) (device token \(delivery.token), region \(config.region.rawValue))")
        } else if config == nil {
            Self.log.note("not initialized: MessagingPushAPN/FCM.initializeForExtension(withConfig:) was not called, so no delivered metric")
        }
        if let link = push.link { Self.log.note("deep link \(link) is opened when the push is tapped") }
        let made = PushSDKDelivery(content: request.content, handler: contentHandler)
        guard let image = push.image else {
            made.finish()
            return true
        }
        lock.withLock { pending = pending.filter(\.isPending) + [made] }
        made.attachMedia(image, log: Self.log)
        return true
    }

    /// Hands over every push whose image is still downloading, without it.
    public func serviceExtensionTimeWillExpire() {
        let waiting = lock.withLock { () -> [PushSDKDelivery] in defer { pending = [] }; return pending }
        for delivery in waiting { delivery.finish() }
    }
}

/// The parts of a push Customer.io reads: `CIO-Delivery-ID` and `CIO-Delivery-Token` (both present on its pushes),
/// and the rich push's `CIO.push.image` and `CIO.push.link`.
struct CustomerIOPush {
    let delivery: (id: String, token: String)?
    let image: URL?
    let link: String?

    init(_ userInfo: [AnyHashable: Any]) {
        let payload = PayloadReading.payload(userInfo)
        if let id = PayloadReading.string(payload["CIO-Delivery-ID"]), let token = PayloadReading.string(payload["CIO-Delivery-Token"]) {
            delivery = (id, token)
        } else {
            delivery = nil
        }
        let push = PayloadReading.dictionary(PayloadReading.dictionary(payload["CIO"])?["push"])
        image = PayloadReading.url(push?["image"])
        link = PayloadReading.string(push?["link"])
    }
}
