/// The `NSExtensionAttributes` of a Notification Content Extension's Info.plist, as the system reads them.
package struct ContentExtensionAttributes: Sendable, Hashable {
    /// `UNNotificationExtensionCategory`: the case-sensitive categories it claims.
    package var categories: [String]
    /// `UNNotificationExtensionInitialContentSizeRatio`: initial height = width × ratio (> 0).
    package var initialContentSizeRatio: Double
    /// `UNNotificationExtensionDefaultContentHidden`.
    package var defaultContentHidden: Bool
    /// `UNNotificationExtensionOverridesDefaultTitle`.
    package var overridesDefaultTitle: Bool
    /// `UNNotificationExtensionUserInteractionEnabled` (iOS 12+).
    package var userInteractionEnabled: Bool

    package init(categories: [String], initialContentSizeRatio: Double, defaultContentHidden: Bool = false,
                overridesDefaultTitle: Bool = false, userInteractionEnabled: Bool = false) {
        self.categories = categories; self.initialContentSizeRatio = initialContentSizeRatio
        self.defaultContentHidden = defaultContentHidden; self.overridesDefaultTitle = overridesDefaultTitle
        self.userInteractionEnabled = userInteractionEnabled
    }
}
