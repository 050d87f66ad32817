import NotiDispatch
import NotiUserNotifications

/// One push on its way through an SDK's service-extension helper: the content being made and the handler it goes to,
/// called once, whether the SDK finishes its work or the extension's time runs out first. Any thread may finish it:
/// SDKs call the handler from their download's callback.
package final class PushSDKDelivery: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: ((UNNotificationContent) -> Void)?
    /// The content as the SDK has made it so far; what the handler gets at expiry.
    package let content: UNMutableNotificationContent

    package init(content: UNNotificationContent, handler: @escaping (UNNotificationContent) -> Void) {
        self.content = (content as? UNMutableNotificationContent) ?? (content.mutableCopy() as! UNMutableNotificationContent)
        self.handler = handler
    }

    /// Whether the handler has not been called yet.
    package var isPending: Bool { lock.withLock { handler != nil } }

    /// Hands the content over, the first time only.
    package func finish() {
        guard let handler = lock.withLock({ () -> ((UNNotificationContent) -> Void)? in defer { self.handler = nil }; return self.handler }) else { return }
        handler(content)
    }

    /// Attaches the media a payload names at `key`, whose value is `value`, then finishes: without a value the content
    /// is handed over as it is; a value that is not a URL is logged under `log` and the content handed over as it is.
    package func attachMedia(named key: String, _ value: Any?, kind: PushMedia.Kind? = nil, log: PushSDKLog) {
        guard let value else {
            finish()
            return
        }
        guard let url = PayloadReading.url(value) else {
            log.note("no attachment: \(key) is not a URL")
            finish()
            return
        }
        attachMedia(url, kind: kind, log: log)
    }

    /// Fetches `url` into an attachment added to the content, logging what happened under `log`, then finishes.
    package func attachMedia(_ url: URL, kind: PushMedia.Kind? = nil, log: PushSDKLog) {
        PushMedia.attachment(from: url, kind: kind) { [self] outcome in
            switch outcome {
            case let .attached(attachment):
                lock.withLock { content.attachments.append(attachment) }
                log.note("attached \(url.absoluteString) as \(attachment.type)")
            case let .failed(reason):
                log.note("no attachment: \(reason)")
            }
            finish()
        }
    }
}
