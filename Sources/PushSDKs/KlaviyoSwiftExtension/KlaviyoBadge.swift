import NotiDispatch
import NotiPushSDKSupport
import NotiUserNotifications

/// The badge a Klaviyo push asks for with `badge_config` (docs/rules/push-sdks.md#klaviyo), counted as Klaviyo's SDK counts
/// it: in `badgeCount` of the defaults of the app group the extension's Info.plist names in `klaviyo_app_group`,
/// which the app shares.
enum KlaviyoBadge {
    /// The Info.plist key naming the app group.
    static let appGroupKey = "klaviyo_app_group"
    /// The defaults key of the count.
    static let countKey = "badgeCount"

    /// `increment_one` adds one to the stored count, `set_count` (or `set_property`) sets it to `badge_value`; the
    /// content's badge becomes the new count and the count is stored. Another value clears both, as Klaviyo's does.
    /// Without `klaviyo_app_group` the badge is left as the payload's, and a line says so.
    static func apply(to content: UNMutableNotificationContent, payload: [String: Any]) {
        guard let config = PayloadReading.string(payload["badge_config"]) else { return }
        guard let group = ExtensionContainers.infoPlistStrings[appGroupKey],
              let defaults = NotiDispatch.UserDefaults(suiteName: group) else {
            KlaviyoExtensionSDK.log.note("badge_config \(config): the extension's Info.plist names no \(appGroupKey); the badge is the payload's")
            return
        }
        let count: Int? = switch config {
        case "increment_one": defaults.integer(forKey: countKey) + 1
        case "set_count", "set_property": PayloadReading.string(payload["badge_value"]).flatMap(Int.init)
        default: nil
        }
        defaults.set(count as Any?, forKey: countKey)
        content.badge = count.map { NSNumber(value: $0) }
    }
}
