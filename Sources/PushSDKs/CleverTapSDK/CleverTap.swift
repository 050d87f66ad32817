import NotiDispatch
import NotiPushSDKSupport

/// The CleverTap SDK as a notification extension calls it (CleverTap iOS SDK 5 to 7): events, profile updates and
/// the Notification Viewed event, each logged as what the SDK would have sent to CleverTap (docs/rules/push-sdks.md#clevertap).
/// The app's side of the SDK (identity, inbox, in-app messages) is not here.
open class CleverTap: NSObject, @unchecked Sendable {
    static let log = PushSDKLog(sdk: "CleverTapSDK")
    private static let shared = CleverTap()

    /// The default instance. The SDK answers nil when the target's Info.plist has no account ID; notisim has no
    /// account to check, so it always answers the instance.
    open class func sharedInstance() -> CleverTap? { shared }

    /// Sets how much the SDK writes to the device console. A documented no-op: notisim has no device console, and
    /// the SDK's requests are logged whatever the level.
    open class func setDebugLevel(_ level: Int32) {}

    /// Records an event without properties.
    open func recordEvent(_ event: String) {
        Self.log.wouldSend("event \(event)")
    }

    /// Records an event with properties; the line names the properties' keys.
    open func recordEvent(_ event: String, withProps properties: [AnyHashable: Any]) {
        Self.log.wouldSend("event \(event) with \(Self.keys(properties))")
    }

    /// Updates the user's profile; the line names the profile's keys.
    open func profilePush(_ properties: [AnyHashable: Any]) {
        Self.log.wouldSend("profile update with \(Self.keys(properties))")
    }

    /// Records the Notification Viewed event for a push CleverTap sent (one with a `wzrk_id`); the SDK ignores
    /// other pushes, and so does notisim, saying so.
    open func recordNotificationViewedEvent(withData notificationData: Any) {
        let payload = (notificationData as? [AnyHashable: Any]).map(PayloadReading.payload) ?? [:]
        guard let campaign = PayloadReading.string(payload["wzrk_id"]) else {
            Self.log.note("Notification Viewed not recorded: not a CleverTap push (no wzrk_id)")
            return
        }
        Self.log.wouldSend("event Notification Viewed for campaign \(campaign)")
    }

    /// The keys of an event's or a profile's properties, sorted, for the log line.
    static func keys(_ properties: [AnyHashable: Any]) -> String {
        let keys = properties.keys.map { "\($0.base)" }.sorted()
        return keys.isEmpty ? "no properties" : "properties " + keys.joined(separator: ", ")
    }
}
