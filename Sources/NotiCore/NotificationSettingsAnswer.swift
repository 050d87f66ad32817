/// What `getNotificationSettings` answers an app: every `UNNotificationSettings` field, from its authorization and
/// its settings page. docs/rules/authorization.md#the-permission-prompt.
package struct NotificationSettingsAnswer: Sendable, Hashable, CustomStringConvertible {
    /// `UNNotificationSetting`.
    package enum Setting: String, Sendable, Hashable { case notSupported, disabled, enabled }

    /// The fields in the order Apple's reference lists them, each with its value as Swift prints it.
    package private(set) var fields: [(name: String, value: String)] = []

    /// The answer for `record` on `os`.
    package init(record: AppRecord, os: OSProfile) {
        let settings = record.settings
        let decided = settings.authorizationStatus != .notDetermined
        /// An option the app was granted, on or off by its switch; one it was not granted, not supported.
        func setting(_ option: AuthorizationOptions, on: Bool) -> Setting {
            guard decided, settings.granted.contains(option) else { return .notSupported }
            return on && settings.allowNotifications ? .enabled : .disabled
        }
        let alertStyle = !decided || settings.granted.isDisjoint(with: .alert) ? "none"
            : settings.alertStyle == .persistent ? "alert" : settings.alertStyle == .temporary && settings.banners ? "banner" : "none"
        let previews = switch settings.showPreviews {
        case .always: "always"
        case .whenUnlocked: "whenAuthenticated"
        case .never: "never"
        }
        let entitled = { (entitlement: Entitlements, on: Bool) -> Setting in
            guard decided, record.app.entitlements.contains(entitlement), os.supportsInterruptionLevels else { return .notSupported }
            return on && settings.allowNotifications ? .enabled : .disabled
        }
        fields = [
            ("authorizationStatus", settings.authorizationStatus.rawValue),
            ("soundSetting", setting(.sound, on: settings.sounds).rawValue),
            ("badgeSetting", setting(.badge, on: settings.badges).rawValue),
            ("alertSetting", setting(.alert, on: settings.banners || settings.lockScreen || settings.notificationCenter).rawValue),
            ("notificationCenterSetting", setting(.alert, on: settings.notificationCenter).rawValue),
            ("lockScreenSetting", setting(.alert, on: settings.lockScreen).rawValue),
            ("carPlaySetting", setting(.carPlay, on: true).rawValue),
            ("alertStyle", alertStyle),
            ("showPreviewsSetting", previews),
            ("criticalAlertSetting", setting(.criticalAlert, on: settings.criticalAlerts).rawValue),
            ("providesAppNotificationSettings", String(decided && settings.granted.contains(.providesAppNotificationSettings))),
            ("announcementSetting", Setting.notSupported.rawValue),
            ("timeSensitiveSetting", entitled(.timeSensitive, settings.timeSensitive).rawValue),
            ("scheduledDeliverySetting", (!decided || !os.supportsScheduledSummary ? Setting.notSupported
                                          : settings.scheduledSummary ? .enabled : .disabled).rawValue),
            ("directMessagesSetting", entitled(.communication, true).rawValue),
        ]
    }

    /// `authorizationStatus: authorized, soundSetting: enabled, …`.
    package var description: String { fields.map { "\($0.name): \($0.value)" }.joined(separator: ", ") }

    package static func == (a: Self, b: Self) -> Bool { a.description == b.description }
    package func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
