import NotiPushSDKSupport
import NotiUserNotifications

/// WonderPush's notification service extension (WonderPush iOS SDK 4.x, `WonderPushExtension`), to subclass or to
/// call from one's own: for a push with a `_wp` dictionary it registers the `_wp.alert.buttons` as a category,
/// downloads every `_wp.attachments` entry into an attachment, and reports the receipt when the push asks
/// (docs/rules/push-sdks.md#wonderpush).
open class WPNotificationServiceExtension: UNNotificationServiceExtension {
    static let log = PushSDKLog(sdk: "WonderPushExtension")
    /// The pushes each extension is working on, for `serviceExtensionTimeWillExpire(_:)`.
    nonisolated(unsafe) private static var deliveries: [ObjectIdentifier: PushSDKDelivery] = [:]
    private static let lock = NSLock()

    /// The app's WonderPush client id, which receipts are reported under; override it. Without one, receipts are
    /// not reported.
    open class func clientId() -> String? {
        log.note("clientId() not overridden: receipts are not counted")
        return nil
    }

    /// The app's WonderPush client secret; override it.
    open class func clientSecret() -> String? { nil }

    open override func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        if !Self.serviceExtension(self, didReceive: request, withContentHandler: contentHandler) {
            contentHandler(request.content)
        }
    }

    open override func serviceExtensionTimeWillExpire() {
        Self.serviceExtensionTimeWillExpire(self)
    }

    /// Handles `request` for `extension`; answers false, without calling `contentHandler`, for a push that is not
    /// WonderPush's.
    @discardableResult
    open class func serviceExtension(_ extension: UNNotificationServiceExtension, didReceive request: UNNotificationRequest,
                                     withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) -> Bool {
        guard let wonderPush = PayloadReading.dictionary(request.content.userInfo["_wp"]) else { return false }
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        lock.withLock { deliveries[ObjectIdentifier(`extension`)] = delivery }
        reportReceipt(wonderPush)
        registerButtons(wonderPush, on: delivery.content) { attach(wonderPush, to: delivery) }
        return true
    }

    /// Hands over what `extension`'s push has become so far; false when it had no WonderPush push.
    @discardableResult
    open class func serviceExtensionTimeWillExpire(_ extension: UNNotificationServiceExtension) -> Bool {
        guard let delivery = lock.withLock({ deliveries.removeValue(forKey: ObjectIdentifier(`extension`)) }) else { return false }
        delivery.finish()
        return true
    }

    private class func reportReceipt(_ wonderPush: [String: Any]) {
        guard (wonderPush["receiptUsingMeasurements"] as? NSNumber)?.boolValue == true else { return }
        guard let clientId = clientId(), clientSecret() != nil else { return }
        let notification = PayloadReading.string(wonderPush["n"]).map { " of notification \($0)" } ?? ""
        log.wouldSend("event @NOTIFICATION_RECEIVED\(notification) for client \(clientId)")
    }

    private class func registerButtons(_ wonderPush: [String: Any], on content: UNMutableNotificationContent, then next: @escaping () -> Void) {
        let buttons = (PayloadReading.array(PayloadReading.dictionary(wonderPush["alert"])?["buttons"]) ?? []).compactMap {
            PayloadReading.dictionary($0).flatMap { PayloadReading.string($0["label"]) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        PushSDKCategories.registerButtons(PushSDKCategories.foregroundButtons(buttons) { "_wonderpush_button_\($0)" },
                                          category: "_wonderpush_category_\(PayloadReading.string(wonderPush["n"]) ?? UUID().uuidString)",
                                          on: content, log: log, then: next)
    }

    /// Downloads each of `_wp.attachments` (`url`, optional `id`), adds those that arrive in order, and finishes.
    private class func attach(_ wonderPush: [String: Any], to delivery: PushSDKDelivery) {
        let entries = (PayloadReading.array(wonderPush["attachments"]) ?? []).enumerated().compactMap { index, item -> (URL, String)? in
            let entry = PayloadReading.dictionary(item)
            guard let url = PayloadReading.url(entry?["url"]) else { return nil }
            return (url, PayloadReading.string(entry?["id"]) ?? "\(index)")
        }
        guard !entries.isEmpty else {
            delivery.finish()
            return
        }
        let gathered = PushMediaGathering(count: entries.count) { attachments in
            delivery.content.attachments += attachments
            delivery.finish()
        }
        for (index, (url, identifier)) in entries.enumerated() {
            PushMedia.attachment(from: url, identifier: identifier) { outcome in
                switch outcome {
                case let .attached(attachment): log.note("attached \(url.absoluteString) as \(attachment.type)")
                case let .failed(reason): log.note("no attachment: \(reason)")
                }
                gathered.arrived(outcome, at: index)
            }
        }
    }
}
