import NotiUserNotifications

/// Buttons an SDK's payload asks for, registered as a category of the app's, as SDKs do from a service extension:
/// the app's registered categories are read, the SDK's own category is added (replacing one of the same identifier),
/// and all are registered again (docs/rules/push-sdks.md#push-sdks-in-extensions).
package enum PushSDKCategories {
    /// Registers `category` beside the app's other categories; `completion` runs once it is registered.
    package static func register(_ category: UNNotificationCategory, completion: @escaping () -> Void) {
        let center = UNUserNotificationCenter.current()
        center.getNotificationCategories { registered in
            var categories = registered.filter { $0.identifier != category.identifier }
            categories.insert(category)
            center.setNotificationCategories(categories)
            completion()
        }
    }

    /// Registers `actions` as the buttons of the category `identifier`, names the category in `content`, logs it under
    /// `log`, then calls `next`; without actions it only calls `next`.
    package static func registerButtons(_ actions: [UNNotificationAction], category identifier: String, options: UNNotificationCategoryOptions = [],
                                        on content: UNMutableNotificationContent, log: PushSDKLog, then next: @escaping () -> Void) {
        guard !actions.isEmpty else {
            next()
            return
        }
        content.categoryIdentifier = identifier
        log.note("buttons \(actions.map(\.title).joined(separator: ", ")) as category \(identifier)")
        register(UNNotificationCategory(identifier: identifier, actions: actions, intentIdentifiers: [], options: options), completion: next)
    }

    /// Foreground buttons titled `titles`, each identified by `identifier` of its position.
    package static func foregroundButtons(_ titles: [String], identifier: (Int) -> String) -> [UNNotificationAction] {
        titles.enumerated().map { UNNotificationAction(identifier: identifier($0.offset), title: $0.element, options: .foreground) }
    }
}
