import NotiPushSDKSupport
import NotiUserNotifications

/// Batch's display receipt helper (BatchExtension 3.x–4.x, `BAEDisplayReceiptHelper`, `DisplayReceiptHelper` in
/// Swift): a push whose `com.batch` `r.m` is 1 or 2 asks for a receipt saying it was shown, which Batch sends home.
open class BAEDisplayReceiptHelper: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    /// Sends the display receipt the push asks for, and hands `content` back unchanged.
    open func processDisplayReceipt(forContent content: UNNotificationContent,
                                    completionHandler: @escaping (UNNotificationContent?, (any Error)?) -> Void) {
        let batch = PayloadReading.dictionary(content.userInfo["com.batch"])
        let mode = PayloadReading.string(PayloadReading.dictionary(batch?["r"])?["m"]).flatMap { Int($0) }
        guard let mode, (1...2).contains(mode) else {
            completionHandler(content, DisplayReceiptHelperError.noReceiptDataFound)
            return
        }
        let send = PayloadReading.string(batch?["i"]).map { " for send \($0)" } ?? ""
        BAERichNotificationHelper.log.wouldSend("display receipt\(send) (mode \(mode))")
        completionHandler(content, nil)
    }

    /// Sends the display receipt of `request` if it asks for one.
    open func didReceive(_ request: UNNotificationRequest) {
        processDisplayReceipt(forContent: request.content) { _, _ in }
    }

    /// Tells the helper the extension's time is running out; nothing is waiting.
    open func serviceExtensionTimeWillExpire() {}
}

/// Why no display receipt was sent (Batch's `DisplayReceiptHelperError`).
public enum DisplayReceiptHelperError: Error, Sendable {
    case noReceiptDataFound
}

/// The Swift name of `BAEDisplayReceiptHelper` in Batch's Swift package.
public typealias DisplayReceiptHelper = BAEDisplayReceiptHelper

/// Batch's drop-in service extension (`BAENotificationServiceExtension`): subclass it without a body to get the rich
/// media and the display receipt.
open class BAENotificationServiceExtension: UNNotificationServiceExtension {
    private let richNotificationHelper = BAERichNotificationHelper()
    private let displayReceiptHelper = BAEDisplayReceiptHelper()

    public override init() { super.init() }

    /// Attaches the push's media and sends its display receipt.
    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        richNotificationHelper.didReceive(request, withContentHandler: contentHandler)
        displayReceiptHelper.didReceive(request)
    }

    /// Passes the expiry on to both helpers.
    open override func serviceExtensionTimeWillExpire() {
        richNotificationHelper.serviceExtensionTimeWillExpire()
        displayReceiptHelper.serviceExtensionTimeWillExpire()
    }
}
