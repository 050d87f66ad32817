import NotiPushSDKSupport
import NotiUserNotifications

/// Iterable's notification service extension (`import IterableAppExtensions`; an extension's class is
/// `class NotificationService: ITBNotificationServiceExtension {}`): the push's `itbl.actionButtons` become a category
/// named by its `itbl.messageId`, and the media at `itbl.attachment-url` is attached (docs/rules/push-sdks.md#iterable).
open class ITBNotificationServiceExtension: UNNotificationServiceExtension {
    static let log = PushSDKLog(sdk: "IterableAppExtensions")
    private var delivery: PushSDKDelivery?

    /// Registers the push's buttons, then downloads its attachment, then hands the content over.
    open override func didReceive(_ request: UNNotificationRequest,
                                  withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {
        let delivery = PushSDKDelivery(content: request.content, handler: contentHandler)
        self.delivery = delivery
        let itbl = PayloadReading.dictionary(request.content.userInfo["itbl"]) ?? [:]
        if Self.flag(itbl["isGhostPush"]) == true {
            Self.log.note("a ghost push: Iterable's silent sync of in-app messages, for the app to handle")
        }
        setCategory(itbl, of: delivery.content)
        delivery.attachMedia(named: "itbl.attachment-url", itbl["attachment-url"], log: Self.log)
    }

    /// Hands over the content as it is when the download has not finished.
    open override func serviceExtensionTimeWillExpire() {
        delivery?.finish()
    }

    /// A push that names its category keeps it; otherwise its buttons are registered as the category `itbl.messageId`
    /// and the push is given it (a push without a message id gets no category).
    private func setCategory(_ itbl: [String: Any], of content: UNMutableNotificationContent) {
        guard content.categoryIdentifier.isEmpty else { return }
        guard let messageID = PayloadReading.string(itbl["messageId"]), !messageID.isEmpty else { return }
        let actions = (PayloadReading.array(itbl["actionButtons"]) ?? []).compactMap { Self.action(PayloadReading.dictionary($0)) }
        PushSDKCategories.register(UNNotificationCategory(identifier: messageID, actions: actions, intentIdentifiers: [], options: [])) {}
        content.categoryIdentifier = messageID
        if !actions.isEmpty {
            Self.log.note("buttons \(actions.map(\.title).joined(separator: ", ")) as category \(messageID)")
        }
    }

    /// A button of `actionButtons`: `identifier` and `title` required; `buttonType` default, destructive or
    /// textInput (with `inputTitle` and `inputPlaceholder`); `openApp` (default true) opens the app and, like
    /// `requiresUnlock`, asks for the device to be unlocked.
    static func action(_ button: [String: Any]?) -> UNNotificationAction? {
        guard let button, let identifier = PayloadReading.string(button["identifier"]),
              let title = PayloadReading.string(button["title"]) else { return nil }
        let type = PayloadReading.string(button["buttonType"])
        let openApp = flag(button["openApp"]) ?? true
        var options: UNNotificationActionOptions = []
        if type == "destructive" { options.insert(.destructive) }
        if openApp { options.insert(.foreground) }
        if openApp || flag(button["requiresUnlock"]) == true { options.insert(.authenticationRequired) }
        guard type == "textInput" else { return UNNotificationAction(identifier: identifier, title: title, options: options) }
        return UNTextInputNotificationAction(identifier: identifier, title: title, options: options,
                                             textInputButtonTitle: PayloadReading.string(button["inputTitle"]) ?? "",
                                             textInputPlaceholder: PayloadReading.string(button["inputPlaceholder"]) ?? "")
    }

    private static func flag(_ value: Any?) -> Bool? {
        if let bool = value as? Bool { return bool }
        return PayloadReading.string(value).map { $0 == "1" || $0.lowercased() == "true" }
    }
}
