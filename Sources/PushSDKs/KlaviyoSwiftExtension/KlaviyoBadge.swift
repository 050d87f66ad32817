import NotiPushSDKSupport
import NotiUserNotifications

/// The badge a Klaviyo push asks for with `badge_config` (docs/rules.md#klaviyo).
enum KlaviyoBadge {
    /// `set_count` (or `set_property`) sets the badge to `badge_value`. `increment_one` counts on a count the app
    /// keeps in its app group's defaults, which notisim does not have: the badge is left as the payload's, and a
    /// line says so.
    static func apply(to content: UNMutableNotificationContent, payload: [String: Any]) {
        switch PayloadReading.string(payload["badge_config"]) {
        case "set_count"?, "set_property"?:
            if let value = PayloadReading.string(payload["badge_value"]).flatMap(Int.init) {
                content.badge = NSNumber(value: value)
            }
        case "increment_one"?:
            KlaviyoExtensionSDK.log.note("badge increment_one: the app group's stored count is not simulated; the badge is the payload's")
        default:
            break
        }
    }
}
