import Foundation
import Testing
@testable import NotiCore

/// The table of what each simulated iOS version does (docs/rules/versions.md#ios-versions-at-a-glance).
@Suite("OS profiles")
struct OSProfileTests {
    @Test("Default content order is attachment, title, body on iOS 12–14 and title, body, attachment on 15+")
    func contentOrder() throws {
        for version in 12...14 { #expect(try OSProfile.named("\(version)").defaultContentOrder == [.attachment, .title, .body]) }
        for version in 15...18 { #expect(try OSProfile.named("\(version)").defaultContentOrder == [.title, .body, .attachment]) }
    }

    @Test("The header survives DefaultContentHidden on iOS ≤ 14 and is hidden on 15+")
    func headerUnderDefaultContentHidden() throws {
        #expect(try OSProfile.named("13").keepsHeaderWhenDefaultContentHidden)
        #expect(try !OSProfile.named("15").keepsHeaderWhenDefaultContentHidden)
    }

    @Test("Interruption levels, relevance, action icons arrive and summary arguments are ignored from iOS 15")
    func iOS15Features() throws {
        let old = try OSProfile.named("14"), new = try OSProfile.named("15")
        #expect(!old.supportsInterruptionLevels && new.supportsInterruptionLevels)
        #expect(!old.supportsRelevanceScore && new.supportsRelevanceScore)
        #expect(!old.supportsActionIcons && new.supportsActionIcons)
        #expect(!old.ignoresSummaryArguments && new.ignoresSummaryArguments)
    }

    @Test("Named Focus modes arrive with iOS 15 and apps' Focus filters with iOS 16")
    func focusFeatures() {
        #expect(OSProfile.all.map(\.supportsFocusModes) == (Array(12...18) + [26]).map { $0 >= 15 })
        #expect(OSProfile.all.map(\.supportsFilterCriteria) == (Array(12...18) + [26]).map { $0 >= 16 })
    }

    @Test("Dynamic actions and user interaction exist on every simulated version (12+)")
    func iOS12Features() {
        #expect(OSProfile.all.allSatisfy { $0.supportsDynamicActions && $0.supportsUserInteraction })
        #expect(OSProfile.all.map(\.majorVersion) == Array(12...18) + [26])
    }

    @Test("Live Activities from 16, push-to-start from 17, broadcast channels and controls pushes from 18, WidgetKit pushes from 26")
    func liveActivityAndPushTypeVersions() {
        let versions = OSProfile.all.map(\.majorVersion)
        #expect(OSProfile.all.map(\.supportsLiveActivities) == versions.map { $0 >= 16 })
        #expect(OSProfile.all.map(\.supportsPushToStart) == versions.map { $0 >= 17 })
        #expect(OSProfile.all.map(\.supportsBroadcastChannels) == versions.map { $0 >= 18 })
        #expect(OSProfile.all.map(\.supportsWidgetPushes) == versions.map { $0 >= 26 })
        for (major, delivered) in [(18, false), (26, true)] {
            var system = NotificationSystem(apps: [SimulatedApp(bundleID: "com.example.app", displayName: "App")],
                                            timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
            system.os = OSProfile(majorVersion: major)
            let events = system.receivePush(NotificationContent(), identifier: "w", bundleID: "com.example.app",
                                            delivery: .handedOff(.widgets), now: Date(timeIntervalSince1970: 0))
            #expect(events == (delivered ? [.pushHandedOff(bundleID: "com.example.app", identifier: "w", pushType: .widgets)]
                                         : [.notDelivered(bundleID: "com.example.app", identifier: "w", reason: "WidgetKit push notifications need iOS 26 (the device runs iOS 18)")]))
        }
    }

    @Test("Temporary banners leave after about 5 seconds")
    func bannerDismissal() { #expect(OSProfile.all.allSatisfy { $0.bannerDismissSeconds == 5 }) }

    @Test("OS names accept 15, 15.4, iOS 15; unknown names list the valid ones")
    func osLookup() throws {
        #expect(try OSProfile.named("15.4").majorVersion == 15)
        #expect(try OSProfile.named("iOS 17").majorVersion == 17)
        #expect(throws: ProfileLookupError.self) { try OSProfile.named("11") }
        let error = #expect(throws: ProfileLookupError.self) { try OSProfile.named("9") }
        #expect(error?.description == "unknown OS version \"9\"; valid: 12, 13, 14, 15, 16, 17, 18, 26")
    }
}

/// The notification system decides by its own OS profile; nothing copies the version's facts into it.
@Suite("The notification system follows its OS profile")
struct SystemOSProfileTests {
    private static func system(os: Int) -> NotificationSystem {
        var system = NotificationSystem(apps: [SimulatedApp(bundleID: "com.example.news", displayName: "News")],
                                        timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
        system.os = OSProfile(majorVersion: os)
        _ = system.requestAuthorization("com.example.news", options: [.alert, .sound, .badge])
        return system
    }

    private static func passive(_ id: String) -> NotificationRequest {
        var content = NotificationContent(title: id, body: "body")
        content.interruptionLevel = .passive
        return NotificationRequest(identifier: id, content: content)
    }

    @Test("on iOS 14 a passive notification is delivered as active; on iOS 15 it stays passive")
    func interruptionLevelsFollowTheProfile() {
        for (version, expected) in [(14, InterruptionLevel.active), (15, .passive)] {
            var system = Self.system(os: version)
            let events = system.deliver(Self.passive("p"), bundleID: "com.example.news", at: Date(timeIntervalSince1970: 0))
            let levels = events.compactMap { event -> InterruptionLevel? in
                if case let .delivered(_, presentation, _) = event { return presentation.effectiveLevel } else { return nil }
            }
            #expect(levels == [expected], "iOS \(version)")
        }
    }

    @Test("changing the system's OS changes the next decision: Focus modes and filters follow the version")
    func focusFollowsTheProfile() {
        var system = Self.system(os: 18)
        system.device.focus = FocusMode(name: "Work", allowedApps: ["com.example.news"])
        let work = system.deliver(Self.passive("w"), bundleID: "com.example.news", at: Date(timeIntervalSince1970: 0))
        system.os = OSProfile(majorVersion: 14)
        let legacy = system.deliver(Self.passive("l"), bundleID: "com.example.news", at: Date(timeIntervalSince1970: 1))
        #expect(work.contains { $0.logLine.contains("Work") })
        #expect(legacy.contains { $0.logLine.contains("Do Not Disturb") })
    }
}
