import NotiPushSDKSupport
import NotiUserNotifications

/// Swrve's rich push handling for a notification service extension (Swrve iOS SDK 6.x and later, `SwrveSDKCommon`):
/// the `_sw` dictionary's `media` gives the title, subtitle, body and the image to attach (`url`, with
/// `fallback_url` when it fails), and its `buttons` become a category (docs/rules/push-sdks.md#swrve).
open class SwrvePush: NSObject, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "SwrveSDKCommon")
    /// The highest `_sw.version` this SDK reads; a later one is shown as it came.
    static let contentVersion = 1

    /// Makes the rich content of `notificationContent` and passes it to `completedContentCallback`; a push without
    /// `_sw`, or of a later `_sw.version`, is passed on unchanged. The app group is where the SDK leaves the
    /// influence data the app reads.
    open class func handle(_ notificationContent: UNNotificationContent, withAppGroupIdentifier appGroupIdentifier: String?,
                           withCompletedContentCallback completedContentCallback: @escaping (UNMutableNotificationContent) -> Void) {
        let content = notificationContent.mutableCopy() as! UNMutableNotificationContent
        let callback = PushSDKCallback(completedContentCallback)
        guard let swrve = PayloadReading.dictionary(content.userInfo["_sw"]) else {
            callback(content)
            return
        }
        let version = PayloadReading.string(swrve["version"]).flatMap { Int($0) } ?? 1
        guard version <= contentVersion else {
            log.note("_sw.version \(version) is newer than this SDK reads: shown as it came")
            callback(content)
            return
        }
        if let appGroupIdentifier, let id = PayloadReading.string(content.userInfo["_p"]) {
            log.note("influence window of push \(id) kept for the app in \(appGroupIdentifier)")
        }
        let media = PayloadReading.dictionary(swrve["media"]) ?? [:]
        if let title = PayloadReading.string(media["title"]) { content.title = title }
        if let subtitle = PayloadReading.string(media["subtitle"]) { content.subtitle = subtitle }
        if let body = PayloadReading.string(media["body"]) { content.body = body }
        registerButtons(swrve, on: content) {
            attach(PayloadReading.url(media["url"]), fallback: PayloadReading.url(media["fallback_url"]), to: content) { callback(content) }
        }
    }

    private class func registerButtons(_ swrve: [String: Any], on content: UNMutableNotificationContent, then next: @escaping () -> Void) {
        let titles = (PayloadReading.array(swrve["buttons"]) ?? []).compactMap { PayloadReading.dictionary($0).flatMap { PayloadReading.string($0["title"]) } }
        PushSDKCategories.registerButtons(PushSDKCategories.foregroundButtons(titles) { "\($0)" },
                                          category: "swrve_\(PayloadReading.string(content.userInfo["_p"]) ?? UUID().uuidString)",
                                          on: content, log: log, then: next)
    }

    /// Attaches `url`, or `fallback` when `url` fails, then calls `done`.
    private class func attach(_ url: URL?, fallback: URL?, to content: UNMutableNotificationContent, done: @escaping () -> Void) {
        guard let url else {
            done()
            return
        }
        let finish = PushSDKCallback<Void>(done)
        PushMedia.attachment(from: url) { outcome in
            switch outcome {
            case let .attached(attachment):
                content.attachments = [attachment]
                log.note("attached \(url.absoluteString) as \(attachment.type)")
                finish(())
            case let .failed(reason):
                log.note("no attachment: \(reason)")
                if let fallback {
                    attach(fallback, fallback: nil, to: content) { finish(()) }
                } else {
                    finish(())
                }
            }
        }
    }
}
