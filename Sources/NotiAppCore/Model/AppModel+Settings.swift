import NotiCore
import NotiTerminalPort

/// One editable line of an app's notification settings page.
package enum SettingsRow: String, Sendable, Hashable, CaseIterable {
    case allowNotifications = "Allow Notifications"
    case lockScreen = "Lock Screen"
    case notificationCenter = "Notification Centre"
    case banners = "Banners"
    case bannerStyle = "Banner Style"
    case sounds = "Sounds"
    case badges = "Badges"
    case showPreviews = "Show Previews"
    case grouping = "Notification Grouping"
    case criticalAlerts = "Critical Alerts"
    case timeSensitive = "Time Sensitive Notifications"
    case scheduledSummary = "Scheduled Summary"

    /// The value as the settings page shows it.
    package func value(in settings: AppNotificationSettings) -> String {
        func onOff(_ flag: Bool) -> String { flag ? "On" : "Off" }
        switch self {
        case .allowNotifications: return onOff(settings.allowNotifications)
        case .lockScreen: return onOff(settings.lockScreen)
        case .notificationCenter: return onOff(settings.notificationCenter)
        case .banners: return onOff(settings.banners)
        case .bannerStyle:
            switch settings.alertStyle {
            case .none: return "None"
            case .temporary: return "Temporary"
            case .persistent: return "Persistent"
            }
        case .sounds: return onOff(settings.sounds)
        case .badges: return onOff(settings.badges)
        case .showPreviews:
            switch settings.showPreviews {
            case .always: return "Always"
            case .whenUnlocked: return "When Unlocked"
            case .never: return "Never"
            }
        case .grouping:
            switch settings.grouping {
            case .automatic: return "Automatic"
            case .byApp: return "By App"
            case .off: return "Off"
            }
        case .criticalAlerts: return onOff(settings.criticalAlerts)
        case .timeSensitive: return onOff(settings.timeSensitive)
        case .scheduledSummary: return onOff(settings.scheduledSummary)
        }
    }

    /// Toggles a switch or steps to the next choice.
    package func change(_ settings: inout AppNotificationSettings) {
        func next<T: CaseIterable & Equatable>(_ value: T) -> T {
            let all = Array(T.allCases)
            let index = all.firstIndex(of: value) ?? all.startIndex
            return all[(index + 1) % all.count]
        }
        switch self {
        case .allowNotifications: settings.allowNotifications.toggle()
        case .lockScreen: settings.lockScreen.toggle()
        case .notificationCenter: settings.notificationCenter.toggle()
        case .banners: settings.banners.toggle()
        case .bannerStyle: settings.alertStyle = next(settings.alertStyle)
        case .sounds: settings.sounds.toggle()
        case .badges: settings.badges.toggle()
        case .showPreviews: settings.showPreviews = next(settings.showPreviews)
        case .grouping: settings.grouping = next(settings.grouping)
        case .criticalAlerts: settings.criticalAlerts.toggle()
        case .timeSensitive: settings.timeSensitive.toggle()
        case .scheduledSummary: settings.scheduledSummary.toggle()
        }
    }

    /// The rows an app's page shows on `os`: critical and time-sensitive only for apps entitled to them, and each
    /// row only on the versions that have its setting (time-sensitive and Scheduled Summary from iOS 15).
    package static func rows(for app: SimulatedApp, os: OSProfile) -> [SettingsRow] {
        allCases.filter { row in
            switch row {
            case .criticalAlerts: return app.entitlements.contains(.criticalAlerts)
            case .timeSensitive: return os.supportsInterruptionLevels && app.entitlements.contains(.timeSensitive)
            case .scheduledSummary: return os.supportsScheduledSummary
            default: return true
            }
        }
    }
}

extension AppModel {
    /// Keys of the settings screen: the app list, then an app's page.
    mutating func handleSettings(_ key: Key) -> [AppEffect] {
        if summary.settingsSelection != nil || (navigation.settingsPage == nil && (selectedAppIndex ?? 0) == 0 && key == .up && system.os.supportsScheduledSummary) {
            return handleSummarySettings(key)
        }
        guard let bundleID = currentAppID, let record = system.app(bundleID) else { return key == .escape ? show(.device) : [] }
        let rows = SettingsRow.rows(for: record.app, os: system.os)
        guard let page = navigation.settingsPage else {
            switch key {
            case .up: navigation.update(.moveAmongApps(by: -1, apps: appIDs))
            case .down: navigation.update(.moveAmongApps(by: 1, apps: appIDs))
            case .enter, .space, .right: navigation.update(.openSettingsPage(rows: rows))
            case .escape: return show(.device)
            default: break
            }
            return []
        }
        switch key {
        case .up: navigation.update(.moveInSettingsPage(by: -1, rows: rows))
        case .down: navigation.update(.moveInSettingsPage(by: 1, rows: rows))
        case .escape, .left: navigation.update(.closeSettingsPage)
        case .enter, .space:
            guard let index = page.index(in: rows) else { return [] }
            let changed = rows[index]
            var effects = apply(system.updateSettings(bundleID) { changed.change(&$0) })
            note(.user, "\(changed.rawValue): \(changed.value(in: system.app(bundleID)?.settings ?? record.settings))", app: bundleID)
            if changed == .allowNotifications, system.app(bundleID)?.settings.allowNotifications == true,
               system.app(bundleID)?.settings.authorizationStatus == .denied {
                effects += apply(system.updateSettings(bundleID) {
                    $0.authorizationStatus = .authorized
                    $0.granted.formUnion([.alert, .sound, .badge])
                })
            }
            return effects
        case KeyMap.addKey:
            return apply(system.openAppSettings(bundleID, notificationID: nil))
        default: break
        }
        return []
    }
}
