import NotiPushSDKSupport
import NotiUserNotifications

/// Airship's notification service extension (Airship 17–19, `AirshipServiceExtension`): an extension that subclasses
/// it without a body (`class NotificationService: UANotificationServiceExtension {}`) gets the media and text that the
/// push's `com.urbanairship.media_attachment` asks for (docs/rules/push-sdks.md#airship).
open class UANotificationServiceExtension: UNNotificationServiceExtension {
    static let log = PushSDKLog(sdk: "AirshipServiceExtension")
    private var onExpire: (() -> Void)?

    public override init() { super.init() }

    /// The extension's configuration; override to change it. Its log level has no effect: notisim's event log shows
    /// every line the extension writes.
    open var airshipConfig: AirshipExtensionConfig { AirshipExtensionConfig() }

    /// Downloads the payload's media into attachments and applies its text, then hands the content over; a push
    /// without `com.urbanairship.media_attachment` is handed over as it came.
    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let expiry = AirshipExpiry()
        let delivery = PushSDKDelivery(content: request.content) { made in
            contentHandler(expiry.hasExpired ? request.content : made)
        }
        onExpire = {
            expiry.expire()
            delivery.finish()
        }
        guard let source = request.content.userInfo[AirshipMediaAttachment.key] else {
            delivery.finish()
            return
        }
        guard let attachment = AirshipMediaAttachment(source) else {
            Self.log.note("no attachment: \(AirshipMediaAttachment.key) is not an Airship media payload")
            delivery.finish()
            return
        }
        attachment.apply(to: delivery, log: Self.log)
    }

    /// Stops waiting for the media and hands over the push's original content, as Airship does.
    open override func serviceExtensionTimeWillExpire() {
        Self.log.note("time will expire: the original content is shown")
        onExpire?()
    }
}

/// Whether the extension's time ran out, set once from `serviceExtensionTimeWillExpire()`.
final class AirshipExpiry: @unchecked Sendable {
    private let lock = NSLock()
    private var expired = false

    var hasExpired: Bool { lock.withLock { expired } }

    func expire() { lock.withLock { expired = true } }
}

/// The service extension's configuration (Airship's `AirshipExtensionConfig`).
public struct AirshipExtensionConfig: Sendable {
    /// How much the extension logs; nil logs nothing. A documented no-op in notisim, whose event log shows every line.
    public var logLevel: AirshipExtensionLogLevel?

    public init(logLevel: AirshipExtensionLogLevel? = .error) { self.logLevel = logLevel }
}

/// Airship's extension log levels (`AirshipExtensionLogLevel`).
public enum AirshipExtensionLogLevel: Sendable {
    case verbose, debug, info, warning, error
}

extension UNNotificationRequest {
    /// Whether Airship sent the push: it has Airship media, metadata (`com.urbanairship.metadata`) or a send id (`_`).
    public var isAirship: Bool {
        containsAirshipMediaAttachments || content.userInfo["com.urbanairship.metadata"] != nil || content.userInfo["_"] != nil
    }

    /// Whether the push carries `com.urbanairship.media_attachment`.
    public var containsAirshipMediaAttachments: Bool { content.userInfo[AirshipMediaAttachment.key] != nil }
}
