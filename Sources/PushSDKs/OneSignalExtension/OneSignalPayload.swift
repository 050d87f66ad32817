import NotiPushSDKSupport
import NotiUserNotifications

/// What OneSignal's payload carries for its extension: its own keys under `custom` (or, in the newer layout, under
/// `os_data`), the media dictionary `att` and the `buttons` list, each button `i` (identifier) and `n` (title).
struct OneSignalPayload {
    /// One action button.
    struct Button: Equatable {
        let identifier: String
        let title: String
    }

    /// `custom.i`: the notification's id, which names its receipt and its buttons' category.
    let notificationID: String?
    /// `att`: an attachment identifier per media URL (or app-bundle resource name), in identifier order.
    let attachments: [(identifier: String, reference: String)]
    /// `buttons`: the action buttons in payload order; a button without a title is skipped, one without an id is
    /// named by its title.
    let buttons: [Button]
    /// `custom.badge_inc`: how much to add to the badge OneSignal counts; 0 when absent.
    let badgeIncrement: Int
    /// `aps.badge`: a badge set outright.
    let badge: Int?

    init(_ userInfo: [AnyHashable: Any]) {
        let payload = PayloadReading.payload(userInfo)
        let osData = PayloadReading.dictionary(payload["os_data"])
        let own = osData ?? PayloadReading.dictionary(payload["custom"]) ?? [:]
        notificationID = PayloadReading.string(own["i"]).flatMap { $0.isEmpty ? nil : $0 }
        let media = PayloadReading.dictionary(osData?["att"] ?? payload["att"]) ?? [:]
        attachments = media.compactMap { key, value in PayloadReading.string(value).map { (key, $0) } }.sorted { $0.identifier < $1.identifier }
        buttons = Self.buttons(osData.map { Self.osDataButtons($0, payload) } ?? payload["buttons"])
        badgeIncrement = PayloadReading.string(own["badge_inc"]).flatMap { Int($0) } ?? 0
        badge = PayloadReading.string(PayloadReading.dictionary(payload["aps"])?["badge"]).flatMap { Int($0) }
    }

    /// The buttons of the `os_data` layout: a list, or a dictionary holding it under `o`, or a top-level `actionbuttons`.
    private static func osDataButtons(_ osData: [String: Any], _ payload: [String: Any]) -> Any? {
        if let list = PayloadReading.array(osData["buttons"]) { return list }
        if let options = PayloadReading.dictionary(osData["buttons"])?["o"] { return options }
        return payload["actionbuttons"]
    }

    private static func buttons(_ value: Any?) -> [Button] {
        (PayloadReading.array(value) ?? []).compactMap { element in
            guard let button = PayloadReading.dictionary(element), let title = PayloadReading.string(button["n"]) else { return nil }
            return Button(identifier: PayloadReading.string(button["i"]) ?? title, title: title)
        }
    }
}
