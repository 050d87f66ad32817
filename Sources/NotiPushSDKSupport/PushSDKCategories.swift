import NotiUserNotifications

/// Buttons an SDK's payload asks for, registered as a category of the app's, as SDKs do from a service extension:
/// the app's registered categories are read, the SDK's own category is added (replacing one of the same identifier),
/// and all are registered again (docs/rules.md#push-sdks-in-extensions).
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
}
