import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

/// An app's settings page lists only the settings the simulated iOS version has (docs/rules/authorization.md#authorization-and-settings).
@Suite("Settings rows follow the OS profile")
struct SettingsRowsTests {
    /// An app entitled to critical and time-sensitive notifications, so every row may show.
    static let entitled = SimulatedApp(bundleID: "com.example.alarm", displayName: "Alarm",
                                       entitlements: [.criticalAlerts, .timeSensitive])

    @Test("Scheduled Summary and Time Sensitive Notifications are listed from iOS 15, every other row on every version",
          arguments: OSProfile.all)
    func rowsPerVersion(os: OSProfile) {
        let rows = SettingsRow.rows(for: Self.entitled, os: os)
        #expect(rows.contains(.scheduledSummary) == os.supportsScheduledSummary)
        #expect(rows.contains(.timeSensitive) == os.supportsInterruptionLevels)
        #expect(rows.contains(.criticalAlerts) && rows.contains(.grouping) && rows.contains(.showPreviews))
        #expect(os.majorVersion >= 15 || (!rows.contains(.scheduledSummary) && !rows.contains(.timeSensitive)))
    }

    @Test("on iOS 13 the settings page has no Scheduled Summary; on iOS 15 it has")
    func settingsPageOnIOS13() throws {
        let (runner, outcome) = try runDemo("""
            os 13
            key s
            key Enter
            expect "Notification Grouping"
            expect-not "Scheduled Summary"
            os 15
            expect "Scheduled Summary"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }
}
