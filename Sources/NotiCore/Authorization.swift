/// What an app asks permission for (UNAuthorizationOptions).
package struct AuthorizationOptions: OptionSet, Sendable, Hashable, Codable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    package static let badge = AuthorizationOptions(rawValue: 1 << 0)
    package static let sound = AuthorizationOptions(rawValue: 1 << 1)
    package static let alert = AuthorizationOptions(rawValue: 1 << 2)
    package static let carPlay = AuthorizationOptions(rawValue: 1 << 3)
    package static let criticalAlert = AuthorizationOptions(rawValue: 1 << 4)
    package static let providesAppNotificationSettings = AuthorizationOptions(rawValue: 1 << 5)
    package static let provisional = AuthorizationOptions(rawValue: 1 << 6)
    /// Deprecated.
    package static let announcement = AuthorizationOptions(rawValue: 1 << 7)
    /// Deprecated.
    package static let timeSensitive = AuthorizationOptions(rawValue: 1 << 8)

    /// Names as written in workspace files, in a stable order.
    package static let names: [(String, AuthorizationOptions)] = [
        ("badge", .badge), ("sound", .sound), ("alert", .alert), ("carPlay", .carPlay),
        ("criticalAlert", .criticalAlert), ("providesAppNotificationSettings", .providesAppNotificationSettings),
        ("provisional", .provisional), ("announcement", .announcement), ("timeSensitive", .timeSensitive),
    ]
}

/// Where an app's permission stands (UNAuthorizationStatus).
package enum AuthorizationStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// Entitlements an app is signed with.
package struct Entitlements: OptionSet, Sendable, Hashable, Codable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }
    /// `com.apple.developer.usernotifications.critical-alerts`
    package static let criticalAlerts = Entitlements(rawValue: 1 << 0)
    /// `com.apple.developer.usernotifications.time-sensitive`
    package static let timeSensitive = Entitlements(rawValue: 1 << 1)
    /// `com.apple.developer.usernotifications.communication` (docs/rules/focus.md#communication-notifications)
    package static let communication = Entitlements(rawValue: 1 << 2)
    /// `com.apple.developer.usernotifications.filtering` (docs/rules/focus.md#filtering-entitlement)
    package static let filtering = Entitlements(rawValue: 1 << 3)

    /// Entitlement keys as written in workspace files.
    package static let keys: [(String, Entitlements)] = [
        ("com.apple.developer.usernotifications.critical-alerts", .criticalAlerts),
        ("com.apple.developer.usernotifications.time-sensitive", .timeSensitive),
        ("com.apple.developer.usernotifications.communication", .communication),
        ("com.apple.developer.usernotifications.filtering", .filtering),
    ]
}

/// How alerts appear for an app.
package enum AlertStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case none, temporary, persistent
}

/// When previews show their text.
package enum ShowPreviews: String, Sendable, Hashable, Codable, CaseIterable {
    case always, whenUnlocked, never
}

/// How the centre groups an app's notifications.
package enum GroupingSetting: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic, byApp, off
}

/// A per-app notification settings page (Settings › Notifications › App), plus the authorization state.
package struct AppNotificationSettings: Sendable, Hashable, Codable {
    package var authorizationStatus: AuthorizationStatus = .notDetermined
    /// The options the user granted.
    package var granted: AuthorizationOptions = []
    package var allowNotifications: Bool = true
    package var lockScreen: Bool = true
    package var notificationCenter: Bool = true
    package var banners: Bool = true
    package var alertStyle: AlertStyle = .temporary
    package var sounds: Bool = true
    package var badges: Bool = true
    package var showPreviews: ShowPreviews = .always
    package var grouping: GroupingSetting = .automatic
    package var criticalAlerts: Bool = false
    package var timeSensitive: Bool = true
    package var scheduledSummary: Bool = false

    package init() {}

    /// Whether notifications may be delivered at all.
    package var canDeliver: Bool {
        allowNotifications && [.authorized, .provisional, .ephemeral].contains(authorizationStatus)
    }
}
