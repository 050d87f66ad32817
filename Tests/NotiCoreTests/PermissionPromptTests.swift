import Foundation
import NotiCore
import Testing

/// docs/rules/authorization.md#the-permission-prompt
@Suite("The permission prompt")
struct PermissionPromptTests {
    static func system(_ ids: [String] = ["com.example.chat"], os: Int = 18) -> NotificationSystem {
        let apps = ids.map { id in
            var app = SimulatedApp(bundleID: id, displayName: "Chat")
            app.firstPromptAnswer = .user
            return app
        }
        var system = NotificationSystem(apps: apps, timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
        system.os = OSProfile(majorVersion: os)
        return system
    }

    @Test("an app whose workspace asks the user shows the prompt and stays not determined until the answer")
    func waitsForTheAnswer() {
        var system = Self.system()
        let (granted, events) = system.requestAuthorization("com.example.chat", options: [.alert, .sound])
        #expect(!granted)
        #expect(events.map(\.logLine) == ["com.example.chat: requestAuthorization([sound, alert]) → prompt shown; it waits for the user's answer"])
        #expect(system.app("com.example.chat")?.settings.authorizationStatus == .notDetermined)
        #expect(system.requestAuthorization("com.example.chat", options: [.alert]).events.isEmpty, "asking again while it shows adds no prompt")
        #expect(system.answerPermissionPrompt(.allow).map(\.logLine) == [
            "com.example.chat: requestAuthorization([sound, alert]) → prompt → user allowed at the prompt",
            "com.example.chat: authorization authorized [sound, alert]",
        ])
        #expect(system.permissionPrompts.isEmpty)
        #expect(system.requestAuthorization("com.example.chat", options: [.alert]).granted, "answered once, asked no more")
    }

    @Test("a workspace that gives no answer leaves it to the user at the keys; with no one there, the app is allowed")
    func unsetAnswer() {
        var app = SimulatedApp(bundleID: "com.example.chat", displayName: "Chat")
        app.firstPromptAnswer = .unset
        var atKeys = NotificationSystem(apps: [app], timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
        atKeys.someoneAnswersPrompts = true
        #expect(!atKeys.requestAuthorization("com.example.chat", options: [.alert]).granted)
        #expect(atKeys.permissionPrompts.map(\.bundleID) == ["com.example.chat"])
        #expect(atKeys.app("com.example.chat")?.settings.authorizationStatus == .notDetermined)

        var headless = NotificationSystem(apps: [app], timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
        let (granted, events) = headless.requestAuthorization("com.example.chat", options: [.alert])
        #expect(granted && headless.permissionPrompts.isEmpty)
        #expect(events.map(\.logLine) == [
            "com.example.chat: requestAuthorization([alert]) → prompt → user allowed (the workspace gives no answer and no one is at the keys)",
            "com.example.chat: authorization authorized [alert]",
        ])
    }

    @Test("Don't Allow denies; prompts of several apps wait in turn")
    func denyAndQueue() {
        var system = Self.system(["com.example.a", "com.example.b"])
        _ = system.requestAuthorization("com.example.a", options: [.alert])
        _ = system.requestAuthorization("com.example.b", options: [.alert])
        #expect(system.permissionPrompts.map(\.bundleID) == ["com.example.a", "com.example.b"])
        _ = system.answerPermissionPrompt(.deny)
        #expect(system.app("com.example.a")?.settings.authorizationStatus == .denied)
        #expect(system.permissionPrompts.map(\.bundleID) == ["com.example.b"])
        #expect(system.answerPermissionPrompt(.allow).count == 2)
        #expect(system.answerPermissionPrompt(.allow).isEmpty, "no prompt waits")
    }

    @Test("on iOS 15+ with Scheduled Summary in use the prompt offers it; answering with it turns the app's summary on")
    func scheduledSummaryVariant() {
        var system = Self.system(["com.example.news", "com.example.chat"])
        _ = system.updateSettings("com.example.news") { $0.scheduledSummary = true }
        _ = system.requestAuthorization("com.example.chat", options: [.alert])
        #expect(system.permissionPrompts.first?.buttons.map(\.title) == ["Allow Immediate Notifications", "Add to Scheduled Summary", "Don’t Allow"])
        _ = system.answerPermissionPrompt(.summary)
        #expect(system.app("com.example.chat")?.settings.scheduledSummary == true)

        var old = Self.system(["com.example.news", "com.example.chat"], os: 14)
        _ = old.updateSettings("com.example.news") { $0.scheduledSummary = true }
        _ = old.requestAuthorization("com.example.chat", options: [.alert])
        #expect(old.permissionPrompts.first?.buttons.map(\.title) == ["Don’t Allow", "Allow"])
        _ = old.answerPermissionPrompt(.summary)
        #expect(old.app("com.example.chat")?.settings.scheduledSummary == false, "a summary answer the prompt did not offer is Allow")
        #expect(old.app("com.example.chat")?.settings.authorizationStatus == .authorized)
    }

    @Test("getNotificationSettings answers every UNNotificationSettings field from the authorization and the settings page")
    func settingsAnswer() throws {
        var system = Self.system()
        var record = try #require(system.app("com.example.chat"))
        #expect(NotificationSettingsAnswer(record: record, os: system.os).description == "authorizationStatus: notDetermined, soundSetting: notSupported, badgeSetting: notSupported, alertSetting: notSupported, notificationCenterSetting: notSupported, lockScreenSetting: notSupported, carPlaySetting: notSupported, alertStyle: none, showPreviewsSetting: always, criticalAlertSetting: notSupported, providesAppNotificationSettings: false, announcementSetting: notSupported, timeSensitiveSetting: notSupported, scheduledDeliverySetting: notSupported, directMessagesSetting: notSupported")
        _ = system.requestAuthorization("com.example.chat", options: [.alert, .sound])
        _ = system.answerPermissionPrompt(.allow)
        _ = system.updateSettings("com.example.chat") { $0.sounds = false; $0.showPreviews = .whenUnlocked; $0.alertStyle = .persistent }
        record = try #require(system.app("com.example.chat"))
        #expect(NotificationSettingsAnswer(record: record, os: system.os).description == "authorizationStatus: authorized, soundSetting: disabled, badgeSetting: notSupported, alertSetting: enabled, notificationCenterSetting: enabled, lockScreenSetting: enabled, carPlaySetting: notSupported, alertStyle: alert, showPreviewsSetting: whenAuthenticated, criticalAlertSetting: notSupported, providesAppNotificationSettings: false, announcementSetting: notSupported, timeSensitiveSetting: notSupported, scheduledDeliverySetting: disabled, directMessagesSetting: notSupported")
    }
}
