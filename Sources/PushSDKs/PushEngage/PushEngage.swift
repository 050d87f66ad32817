import NotiPushSDKSupport
import NotiUserNotifications

/// PushEngage's service-extension calls (PushEngage iOS SDK 0.x, `PushEngage`): for a push PushEngage sent (`pe.tag`),
/// `didReceiveNotificationExtensionRequest` changes the content it is given in place before returning: buttons from
/// `pe.ab`, the sound, the image `pe.att` (downloaded before it returns), and the `viewed` event
/// (docs/rules/push-sdks.md#pushengage).
public final class PushEngage: NSObject {
    static let log = PushSDKLog(sdk: "PushEngage")
    /// How long the call waits for the image: the extension's 30 s budget less time to hand the content over.
    static let downloadWait: TimeInterval = 25

    /// Makes `bestContentHandler` (the extension's mutable copy of the content) PushEngage's notification; returns
    /// once the image has arrived or failed. A push PushEngage did not send is left as it is.
    public static func didReceiveNotificationExtensionRequest(_ request: UNNotificationRequest,
                                                              bestContentHandler content: UNMutableNotificationContent) {
        guard let push = PushEngagePush(request.content.userInfo) else { return }
        addButtons(push, to: content, request: request)
        content.sound = push.sound.map { UNNotificationSound(named: UNNotificationSoundName($0)) } ?? .default
        if let image = push.attachment {
            attach(image, to: content)
        }
        log.wouldSend("notification/view: notification \(push.tag) viewed")
    }

    /// The content to hand over when time runs out: `content` with the push's buttons, or nil for a push PushEngage
    /// did not send (the extension then hands over its own best attempt).
    public static func serviceExtensionTimeWillExpire(_ request: UNNotificationRequest,
                                                      content: UNMutableNotificationContent?) -> UNMutableNotificationContent? {
        guard let push = PushEngagePush(request.content.userInfo), let content else { return nil }
        addButtons(push, to: content, request: request)
        return content
    }

    /// Gives the content a new category with the push's buttons, each opening the app, unless the push names its own.
    static func addButtons(_ push: PushEngagePush, to content: UNMutableNotificationContent, request: UNNotificationRequest) {
        guard request.content.categoryIdentifier.isEmpty, !push.buttons.isEmpty else { return }
        let actions = push.buttons.map { UNNotificationAction(identifier: $0.id, title: $0.title, options: .foreground) }
        let category = UNNotificationCategory(identifier: UUID().uuidString, actions: actions,
                                              intentIdentifiers: actions.map(\.identifier), options: .customDismissAction)
        content.categoryIdentifier = category.identifier
        PushSDKCategories.register(category) {}
        log.note("buttons \(push.buttons.map(\.title).joined(separator: ", ")) as category \(category.identifier)")
    }

    /// Downloads `url` and adds it to `content`, waiting for it as PushEngage does.
    static func attach(_ url: URL, to content: UNMutableNotificationContent) {
        let arrived = DispatchSemaphore(value: 0)
        let result = PushEngageDownload()
        PushMedia.attachment(from: url) { outcome in
            result.outcome = outcome
            arrived.signal()
        }
        guard arrived.wait(timeout: .now() + downloadWait) == .success, let outcome = result.outcome else {
            log.note("no attachment: \(url.absoluteString) did not arrive within \(Int(downloadWait)) s")
            return
        }
        switch outcome {
        case let .attached(attachment):
            content.attachments.append(attachment)
            log.note("attached \(url.absoluteString) as \(attachment.type)")
        case let .failed(reason):
            log.note("no attachment: \(reason)")
        }
    }
}

/// The outcome of the one download `PushEngage.attach` waits for, written by the download's thread before it signals.
final class PushEngageDownload: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: PushMedia.Outcome?

    var outcome: PushMedia.Outcome? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// The keys of PushEngage's `pe` dictionary its extension call reads: `tag` (the notification's id, on every
/// PushEngage push), `att` (the image URL), `ab` (buttons: `a` the id, `b` the title) and `s` (the sound).
struct PushEngagePush {
    let tag: String
    let attachment: URL?
    let buttons: [(id: String, title: String)]
    let sound: String?

    init?(_ userInfo: [AnyHashable: Any]) {
        guard let pe = PayloadReading.dictionary(userInfo["pe"]), let tag = PayloadReading.string(pe["tag"]) else { return nil }
        self.tag = tag
        attachment = PayloadReading.string(pe["att"]).flatMap { $0.isEmpty ? nil : PayloadReading.url($0) }
        buttons = (PayloadReading.array(pe["ab"]) ?? []).compactMap { entry in
            let button = PayloadReading.dictionary(entry)
            guard let id = PayloadReading.string(button?["a"]), let title = PayloadReading.string(button?["b"]) else { return nil }
            return (id, title)
        }
        let aps = PayloadReading.dictionary(userInfo["aps"])
        sound = aps?["alert"] == nil ? PayloadReading.string(pe["s"]) : PayloadReading.string(aps?["sound"])
    }
}
