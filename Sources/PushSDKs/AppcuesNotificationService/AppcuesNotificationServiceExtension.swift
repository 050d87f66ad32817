import NotiPushSDKSupport
import NotiUserNotifications

/// Appcues' notification service extension (AppcuesNotificationService 4.x), to subclass: a push naming
/// `appcues_attachment_url` and `appcues_attachment_type` (the file extension) gets that file as its attachment
/// (docs/rules/push-sdks.md#appcues).
open class AppcuesNotificationServiceExtension: UNNotificationServiceExtension {
    static let log = PushSDKLog(sdk: "AppcuesNotificationService")
    private var delivery: PushSDKDelivery?

    open override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        let userInfo = request.content.userInfo
        guard let url = PayloadReading.url(userInfo["appcues_attachment_url"]) else {
            delivery.finish()
            return
        }
        guard let type = PayloadReading.string(userInfo["appcues_attachment_type"]), !type.isEmpty else {
            Self.log.note("no attachment: appcues_attachment_type is missing")
            delivery.finish()
            return
        }
        PushMedia.attachment(from: url, identifier: "\(UUID().uuidString).\(type)") { outcome in
            switch outcome {
            case let .attached(attachment):
                delivery.content.attachments = [attachment]
                Self.log.note("attached \(url.absoluteString) as \(attachment.type)")
            case let .failed(reason):
                Self.log.note("no attachment: \(reason)")
            }
            delivery.finish()
        }
    }

    open override func serviceExtensionTimeWillExpire() { delivery?.finish() }
}
