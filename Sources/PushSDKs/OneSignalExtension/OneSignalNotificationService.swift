import NotiPushSDKSupport
import NotiUserNotifications

/// What OneSignal's extension methods do with a push, shared by the SDK 5 module and the SDK 3 `OneSignal` class
/// (docs/rules/push-sdks.md#onesignal).
package enum OneSignalNotificationService {
    static let log = PushSDKLog(sdk: "OneSignal")
    private static let badgeCount = OneSignalBadgeCount()

    /// Badge, buttons, delivery receipt and media, in OneSignal's order; the media is downloaded before this returns,
    /// then `contentHandler`, when given, gets the content.
    package static func didReceive(_ request: UNNotificationRequest, content replacement: UNMutableNotificationContent?,
                                   contentHandler: ((UNNotificationContent) -> Void)?) -> UNMutableNotificationContent {
        let content = replacement ?? (request.content.mutableCopy() as! UNMutableNotificationContent)
        let payload = OneSignalPayload(request.content.userInfo)
        countBadge(payload, into: content)
        addButtons(payload, request: request, to: content)
        if let id = payload.notificationID {
            log.wouldSend("confirmed delivery: PUT notifications/\(id)/report_received")
        }
        if !payload.attachments.isEmpty {
            content.attachments = payload.attachments.compactMap { attachment(identifier: $0.identifier, reference: $0.reference) }
        }
        contentHandler?(content)
        return content
    }

    /// At expiry only the buttons are added: a download would outlast the extension.
    package static func timeWillExpire(_ request: UNNotificationRequest, content replacement: UNMutableNotificationContent?)
        -> UNMutableNotificationContent {
        let content = replacement ?? (request.content.mutableCopy() as! UNMutableNotificationContent)
        addButtons(OneSignalPayload(request.content.userInfo), request: request, to: content)
        return content
    }

    /// `badge_inc` adds to the count OneSignal keeps (never below 0) and sets it as the badge; a badge set outright
    /// becomes the count.
    private static func countBadge(_ payload: OneSignalPayload, into content: UNMutableNotificationContent) {
        if payload.badgeIncrement != 0 {
            let badge = badgeCount.add(payload.badgeIncrement)
            content.badge = NSNumber(value: badge)
            log.note("badge \(badge): \(payload.badgeIncrement > 0 ? "+" : "")\(payload.badgeIncrement) on OneSignal's count")
        } else if let badge = payload.badge {
            badgeCount.set(badge)
        }
    }

    /// The push's buttons become the category `__onesignal__dynamic__<id>`, unless the push names a category itself.
    private static func addButtons(_ payload: OneSignalPayload, request: UNNotificationRequest, to content: UNMutableNotificationContent) {
        guard request.content.categoryIdentifier.isEmpty, !payload.buttons.isEmpty else { return }
        var actions = payload.buttons.map { UNNotificationAction(identifier: $0.identifier, title: $0.title, options: [.foreground]) }
        if actions.count == 2 { actions.reverse() }
        PushSDKCategories.registerButtons(actions, category: "__onesignal__dynamic__\(payload.notificationID ?? "")", options: [.customDismissAction],
                                          on: content, log: log) {}
    }

    /// An http(s) URL is downloaded; anything else names a resource in the extension's bundle.
    private static func attachment(identifier: String, reference: String) -> UNNotificationAttachment? {
        let trimmed = reference.trimmingCharacters(in: .whitespaces)
        if let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https" {
            switch PushMedia.attachmentWaiting(from: url, identifier: identifier) {
            case let .attached(attachment):
                log.note("attached \(url.absoluteString) as \(attachment.type)")
                return attachment
            case let .failed(reason):
                log.note("no attachment: \(reason)")
                return nil
            }
        }
        let name = (trimmed as NSString).deletingPathExtension, fileExtension = (trimmed as NSString).pathExtension
        guard !fileExtension.isEmpty, let url = Bundle.main.url(forResource: name, withExtension: fileExtension),
              let attachment = try? UNNotificationAttachment(identifier: identifier, url: url) else {
            log.note("no attachment: \(trimmed) is neither an http(s) URL nor a resource in the extension's bundle")
            return nil
        }
        log.note("attached bundle resource \(trimmed) as \(attachment.type)")
        return attachment
    }
}

/// The badge count OneSignal keeps for the app. *Decision:* OneSignal keeps it in the app group's defaults, which
/// notisim's extension does not share with an app, so the count lives as long as the extension's process.
private final class OneSignalBadgeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func add(_ increment: Int) -> Int {
        lock.withLock {
            count = max(0, count + increment)
            return count
        }
    }

    func set(_ badge: Int) { lock.withLock { count = max(0, badge) } }
}
