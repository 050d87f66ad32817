import NotiPushSDKSupport
import NotiUserNotifications

/// The buttons of a push Klaviyo sent (`body.action_buttons`), registered as the push's own category
/// `com.klaviyo.dynamic.<body._k>` beside the app's categories (docs/rules/push-sdks.md#klaviyo).
enum KlaviyoActionButtons {
    static let categoryPrefix = "com.klaviyo.dynamic."

    /// Registers the push's buttons and names their category in `content`, then calls `then`. A push that is not
    /// Klaviyo's, one whose request already has a category, and one without valid buttons go on unchanged.
    static func register(for request: UNNotificationRequest, content: UNMutableNotificationContent, then: @escaping () -> Void) {
        let body = PayloadReading.dictionary(PayloadReading.payload(content.userInfo)["body"])
        guard let notificationID = PayloadReading.string(body?["_k"]), request.content.categoryIdentifier.isEmpty,
              let actions = actions(PayloadReading.array(body?["action_buttons"]) ?? []) else {
            then()
            return
        }
        let category = UNNotificationCategory(identifier: categoryPrefix + notificationID, actions: actions, intentIdentifiers: [],
                                              options: .customDismissAction)
        PushSDKCategories.register(category) {
            content.categoryIdentifier = category.identifier
            KlaviyoExtensionSDK.log.note("buttons \(actions.map(\.title).joined(separator: ", ")) registered as category \(category.identifier)")
            then()
        }
    }

    /// The buttons as actions that open the app: each needs an `id`, a `label` and an `action` of `open_app` (with
    /// no `url`) or `deep_link`; others are skipped. Two buttons swap places, the confirming one going right, as
    /// Klaviyo lays them out. nil when none is valid.
    static func actions(_ definitions: [Any]) -> [UNNotificationAction]? {
        let actions = definitions.compactMap { definition -> UNNotificationAction? in
            guard let button = PayloadReading.dictionary(definition), let id = PayloadReading.string(button["id"]),
                  let label = PayloadReading.string(button["label"]) else { return nil }
            switch PayloadReading.string(button["action"]) {
            case "open_app"? where button["url"] == nil, "deep_link"?:
                return UNNotificationAction(identifier: id, title: label, options: .foreground)
            default:
                return nil
            }
        }
        guard !actions.isEmpty else { return nil }
        return actions.count == 2 ? actions.reversed() : actions
    }
}
