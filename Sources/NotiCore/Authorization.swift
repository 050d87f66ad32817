/// What an app asks permission for (UNAuthorizationOptions).
public struct AuthorizationOptions: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let badge = AuthorizationOptions(rawValue: 1 << 0)
    public static let sound = AuthorizationOptions(rawValue: 1 << 1)
    public static let alert = AuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = AuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = AuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = AuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = AuthorizationOptions(rawValue: 1 << 6)
    /// Deprecated.
    public static let announcement = AuthorizationOptions(rawValue: 1 << 7)
    /// Deprecated.
    public static let timeSensitive = AuthorizationOptions(rawValue: 1 << 8)

    /// Names as written in workspace files, in a stable order.
    public static let names: [(String, AuthorizationOptions)] = [
        ("badge", .badge), ("sound", .sound), ("alert", .alert), ("carPlay", .carPlay),
        ("criticalAlert", .criticalAlert), ("providesAppNotificationSettings", .providesAppNotificationSettings),
        ("provisional", .provisional), ("announcement", .announcement), ("timeSensitive", .timeSensitive),
    ]
}

/// Where an app's permission stands (UNAuthorizationStatus).
public enum AuthorizationStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// Entitlements an app is signed with.
public struct Entitlements: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// `com.apple.developer.usernotifications.critical-alerts`
    public static let criticalAlerts = Entitlements(rawValue: 1 << 0)
    /// `com.apple.developer.usernotifications.time-sensitive`
    public static let timeSensitive = Entitlements(rawValue: 1 << 1)
    /// `com.apple.developer.usernotifications.communication` (docs/rules.md#communication-notifications)
    public static let communication = Entitlements(rawValue: 1 << 2)
    /// `com.apple.developer.usernotifications.filtering` (docs/rules.md#filtering-entitlement)
    public static let filtering = Entitlements(rawValue: 1 << 3)

    /// Entitlement keys as written in workspace files.
    public static let keys: [(String, Entitlements)] = [
        ("com.apple.developer.usernotifications.critical-alerts", .criticalAlerts),
        ("com.apple.developer.usernotifications.time-sensitive", .timeSensitive),
        ("com.apple.developer.usernotifications.communication", .communication),
        ("com.apple.developer.usernotifications.filtering", .filtering),
    ]
}

/// How alerts appear for an app.
public enum AlertStyle: String, Sendable, Hashable, Codable, CaseIterable {
    case none, temporary, persistent
}

/// When previews show their text.
public enum ShowPreviews: String, Sendable, Hashable, Codable, CaseIterable {
    case always, whenUnlocked, never
}

/// How the centre groups an app's notifications.
public enum GroupingSetting: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic, byApp, off
}

/// A per-app notification settings page (Settings › Notifications › App), plus the authorization state.
public struct AppNotificationSettings: Sendable, Hashable, Codable {
    public var authorizationStatus: AuthorizationStatus = .notDetermined
    /// The options the user granted.
    public var granted: AuthorizationOptions = []
    public var allowNotifications: Bool = true
    public var lockScreen: Bool = true
    public var notificationCenter: Bool = true
    public var banners: Bool = true
    public var alertStyle: AlertStyle = .temporary
    public var sounds: Bool = true
    public var badges: Bool = true
    public var showPreviews: ShowPreviews = .always
    public var grouping: GroupingSetting = .automatic
    public var criticalAlerts: Bool = false
    public var timeSensitive: Bool = true
    public var scheduledSummary: Bool = false

    public init() {}

    /// Whether notifications may be delivered at all.
    public var canDeliver: Bool {
        allowNotifications && [.authorized, .provisional, .ephemeral].contains(authorizationStatus)
    }
}
