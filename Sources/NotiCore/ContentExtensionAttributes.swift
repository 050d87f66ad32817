/// The `NSExtensionAttributes` of a Notification Content Extension's Info.plist, as the system reads them.
public struct ContentExtensionAttributes: Sendable, Hashable {
    /// `UNNotificationExtensionCategory`: the case-sensitive categories it claims.
    public var categories: [String]
    /// `UNNotificationExtensionInitialContentSizeRatio`: initial height = width × ratio (> 0).
    public var initialContentSizeRatio: Double
    /// `UNNotificationExtensionDefaultContentHidden`.
    public var defaultContentHidden: Bool
    /// `UNNotificationExtensionOverridesDefaultTitle`.
    public var overridesDefaultTitle: Bool
    /// `UNNotificationExtensionUserInteractionEnabled` (iOS 12+).
    public var userInteractionEnabled: Bool

    public init(categories: [String], initialContentSizeRatio: Double, defaultContentHidden: Bool = false,
                overridesDefaultTitle: Bool = false, userInteractionEnabled: Bool = false) {
        self.categories = categories; self.initialContentSizeRatio = initialContentSizeRatio
        self.defaultContentHidden = defaultContentHidden; self.overridesDefaultTitle = overridesDefaultTitle
        self.userInteractionEnabled = userInteractionEnabled
    }
}
