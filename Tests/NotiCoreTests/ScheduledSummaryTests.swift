import Foundation
import Testing
@testable import NotiCore

/// 2024-01-01 07:00 UTC.
private let seven = Date(timeIntervalSince1970: 1_704_092_400)
private let utc = TimeZone(identifier: "UTC")!

private func summarySystem(apps ids: [String] = ["com.example.news", "com.example.weather"], summarised: Bool = true,
                           entitlements: Entitlements = []) -> NotificationSystem {
    let apps = ids.map { SimulatedApp(bundleID: $0, displayName: String($0.split(separator: ".").last!), entitlements: entitlements) }
    var system = NotificationSystem(apps: apps, timeZone: utc, inspectAttachment: { _ in nil })
    for id in ids {
        _ = system.requestAuthorization(id, options: [.alert, .sound, .badge])
        _ = system.updateSettings(id) { $0.scheduledSummary = summarised }
    }
    return system
}

private func request(_ id: String, relevance: Double = 0, level: InterruptionLevel = .active) -> NotificationRequest {
    var content = NotificationContent(title: id, body: "body of \(id)")
    content.relevanceScore = relevance
    content.interruptionLevel = level
    content.sound = .default
    return NotificationRequest(identifier: id, content: content)
}

// docs/rules/summary.md#scheduled-summary
@Suite("Scheduled Summary")
struct ScheduledSummaryTests {
    @Test("summary times parse as HH:MM, sorted, at most 12; bad times are refused with the reason")
    func scheduleParsing() throws {
        #expect(try SummarySchedule(parsing: "18:00, 08:00").minutes == [480, 1080])
        #expect(SummarySchedule.standard.text == "08:00, 18:00")
        #expect(throws: SummaryScheduleError.outOfRange("24:00")) { try SummarySchedule(parsing: "24:00") }
        #expect(throws: SummaryScheduleError.outOfRange("07:60")) { try SummarySchedule(parsing: "07:60") }
        #expect(throws: SummaryScheduleError.malformed("7pm")) { try SummarySchedule(parsing: "7pm") }
        #expect(throws: SummaryScheduleError.malformed("")) { try SummarySchedule(parsing: "08:00,") }
        let thirteen = (0..<13).map { String(format: "%02d:00", $0) }.joined(separator: ",")
        #expect(throws: SummaryScheduleError.tooMany(13)) { try SummarySchedule(parsing: thirteen) }
        #expect(try SummarySchedule(parsing: (0..<12).map { String(format: "%02d:30", $0) }.joined(separator: ",")).minutes.count == 12)
    }

    @Test("the settings screen's edits: a new time an hour after the last, at most 12; one time always stays; a move wraps around midnight past the times already set")
    func scheduleEditing() throws {
        let added = try #require(SummarySchedule.standard.addingTime())
        #expect(added.schedule.text == "08:00, 18:00, 19:00" && added.index == 2)
        let late = try SummarySchedule(parsing: "08:00, 23:30")
        #expect(late.addingTime()?.schedule.text == "00:30, 08:00, 23:30")
        let full = try SummarySchedule(parsing: (0..<12).map { String(format: "%02d:00", $0) }.joined(separator: ","))
        #expect(full.addingTime() == nil)
        #expect(SummarySchedule.standard.removingTime(at: 0)?.text == "18:00")
        #expect(try SummarySchedule(parsing: "08:00").removingTime(at: 0) == nil)
        let moved = try #require(SummarySchedule.standard.movingTime(at: 1, by: 15))
        #expect(moved.schedule.text == "08:00, 18:15" && moved.index == 1)
        let wrapped = try #require(try SummarySchedule(parsing: "00:00, 08:00").movingTime(at: 0, by: -15))
        #expect(wrapped.schedule.text == "08:00, 23:45" && wrapped.index == 1)
        let past = try #require(try SummarySchedule(parsing: "08:00, 08:15").movingTime(at: 0, by: 15))
        #expect(past.schedule.text == "08:15, 08:30" && past.index == 1)
    }

    @Test("the next summary time is the first one strictly after, rolling over to the next day")
    func nextTime() throws {
        let schedule = SummarySchedule.standard
        #expect(schedule.next(after: seven, timeZone: utc) == seven + 3600)
        #expect(schedule.next(after: seven + 3600, timeZone: utc) == seven + 11 * 3600)
        #expect(schedule.next(after: seven + 12 * 3600, timeZone: utc) == seven + 25 * 3600)
    }

    @Test("held notifications are delivered at the next summary time as one card featuring the highest relevance, grouped by app")
    func summaryFeaturesHighestRelevance() throws {
        var system = summarySystem()
        var events = system.deliver(request("low", relevance: 0.2), bundleID: "com.example.news", at: seven)
        events += system.deliver(request("high", relevance: 0.9), bundleID: "com.example.weather", at: seven + 60)
        events += system.deliver(request("newest", relevance: 0.2), bundleID: "com.example.news", at: seven + 120)
        let held = events.compactMap { event -> Presentation? in if case .delivered(_, let p, _) = event { return p } else { return nil } }
        #expect(held.count == 3 && held.allSatisfy { $0.heldForSummary && !$0.banner && $0.sound == nil && !$0.list })
        #expect(system.allDelivered.isEmpty)
        #expect(system.allHeld.map(\.id) == ["low", "high", "newest"])
        #expect(system.nextDeadline == seven + 3600)

        #expect(system.advance(to: seven + 3599).isEmpty)
        let released = system.advance(to: seven + 3600)
        let card = try #require(released.compactMap { event -> SummaryCard? in if case .summaryDelivered(let c) = event { return c } else { return nil } }.first)
        #expect(card.featured.id == "high")
        #expect(card.groups.map(\.bundleID) == ["com.example.weather", "com.example.news"])
        #expect(card.groups[1].notifications.map(\.id) == ["newest", "low"])
        #expect(system.allHeld.isEmpty)
        #expect(Set(system.allDelivered.map(\.id)) == ["low", "high", "newest"])
        #expect(released.first?.logLine.contains("featured \"high\"") == true)
    }

    @Test("with equal relevance the newest is featured")
    func equalRelevanceFeaturesNewest() throws {
        var system = summarySystem()
        _ = system.deliver(request("older", relevance: 0.5), bundleID: "com.example.news", at: seven)
        _ = system.deliver(request("newer", relevance: 0.5), bundleID: "com.example.news", at: seven + 10)
        let card = system.advance(to: seven + 3600).compactMap { if case .summaryDelivered(let c) = $0 { return c } else { return nil } }.first
        #expect(card?.featured.id == "newer")
    }

    @Test("without relevance ranking (an OS without relevanceScore) the newest is featured")
    func noRelevanceRanking() throws {
        let low = DeliveredNotification(bundleID: "a", request: request("low-newest", relevance: 0.1), date: seven + 10)
        let high = DeliveredNotification(bundleID: "a", request: request("high-older", relevance: 0.9), date: seven)
        #expect(SummaryCard(date: seven, held: [high, low], ranksByRelevance: false)?.featured.id == "low-newest")
        #expect(SummaryCard(date: seven, held: [high, low], ranksByRelevance: true)?.featured.id == "high-older")
    }

    @Test("an allowed time-sensitive notification goes through at once; the log says why it was not held")
    func timeSensitiveGoesThrough() throws {
        var system = summarySystem(entitlements: .timeSensitive)
        let events = system.deliver(request("urgent", level: .timeSensitive), bundleID: "com.example.news", at: seven)
        #expect(system.allHeld.isEmpty)
        #expect(system.allDelivered.map(\.id) == ["urgent"])
        #expect(events.contains { $0.logLine.contains("time-sensitive: delivered at once despite Scheduled Summary") })
    }

    @Test("the log says a held notification was held and why")
    func heldIsLogged() throws {
        var system = summarySystem()
        let events = system.deliver(request("quiet"), bundleID: "com.example.news", at: seven)
        #expect(events.contains { $0.logLine.contains("held for Scheduled Summary (app in Scheduled Summary: active notification held for the next summary") })
    }

    @Test("iOS 14 and earlier hold nothing")
    func legacyHoldsNothing() throws {
        var system = summarySystem()
        system.os = OSProfile(majorVersion: 14)
        _ = system.deliver(request("old"), bundleID: "com.example.news", at: seven)
        #expect(system.allHeld.isEmpty)
        #expect(system.allDelivered.map(\.id) == ["old"])
    }

    @Test("changing the summary times moves the next summary")
    func scheduleChange() throws {
        var system = summarySystem()
        _ = system.deliver(request("x"), bundleID: "com.example.news", at: seven)
        _ = system.setSummarySchedule(try SummarySchedule(parsing: "07:30"))
        #expect(system.nextDeadline == seven + 1800)
    }

    @Test("held notifications survive the archive, and a summary that fell due while closed is delivered on restore")
    func heldSurvivesArchive() throws {
        var system = summarySystem()
        _ = system.deliver(request("kept", relevance: 0.4), bundleID: "com.example.news", at: seven)
        let archive = system.archive(now: seven + 60)
        let encoder = JSONEncoder()
        let decoded = try JSONDecoder().decode(NotificationArchive.self, from: encoder.encode(archive))

        var early = summarySystem()
        _ = early.restore(decoded, now: seven + 120)
        #expect(early.allHeld.map(\.id) == ["kept"])

        var late = summarySystem()
        let events = late.restore(decoded, now: seven + 7200)
        #expect(late.allHeld.isEmpty)
        #expect(late.allDelivered.map(\.id) == ["kept"])
        #expect(events.contains { if case .summaryDelivered = $0 { return true } else { return false } })
    }

    @Test("an archive from before the summary (no held key) still loads")
    func oldArchiveLoads() throws {
        let json = #"{"savedAt":0,"apps":{"a":{"settings":{"authorizationStatus":"authorized","granted":7,"allowNotifications":true,"lockScreen":true,"notificationCenter":true,"banners":true,"alertStyle":"temporary","sounds":true,"badges":true,"showPreviews":"always","grouping":"automatic","criticalAlerts":false,"timeSensitive":true,"scheduledSummary":false},"pending":[],"delivered":[],"badge":0,"hasPrompted":true,"categories":[]}},"device":{"isLocked":false,"focusActive":false,"ringerMuted":false,"supportsInterruptionLevels":true}}"#
        let archive = try JSONDecoder().decode(NotificationArchive.self, from: Data(json.utf8))
        #expect(archive.apps["a"]?.held == nil)
    }
}

// docs/rules/summary.md#badges, docs/rules/summary.md#authorization-reset, docs/rules/summary.md#ephemeral-authorization
@Suite("Badges, authorization reset and App Clips")
struct DeviceSwitchSystemTests {
    @Test("setBadgeCount sets the badge and 0 clears it; without the badge permission it changes nothing")
    func setBadgeCount() throws {
        var system = summarySystem(apps: ["com.example.news"], summarised: false)
        #expect(system.setBadgeCount("com.example.news", 7) == [.badgeChanged(bundleID: "com.example.news", badge: 7)])
        #expect(system.setBadgeCount("com.example.news", 0) == [.badgeChanged(bundleID: "com.example.news", badge: 0)])
        _ = system.updateSettings("com.example.news") { $0.badges = false }
        let refused = system.setBadgeCount("com.example.news", 4)
        #expect(system.app("com.example.news")?.badge == 0)
        #expect(refused.first?.logLine.contains("badges are not allowed") == true)
    }

    @Test("auth reset forgets the answer: the next request prompts again")
    func authorizationReset() throws {
        var system = summarySystem(apps: ["com.example.news"], summarised: false)
        #expect(!system.requestAuthorization("com.example.news", options: [.alert]).events.contains {
            if case .authorizationPrompted = $0 { return true } else { return false } })
        _ = system.resetAuthorization("com.example.news")
        #expect(system.app("com.example.news")?.settings.authorizationStatus == .notDetermined)
        #expect(system.requestAuthorization("com.example.news", options: [.alert]).events.contains {
            if case .authorizationPrompted = $0 { return true } else { return false } })
    }

    @Test("\"Allow in Scheduled Summary\" authorizes and turns the app's summary on (iOS 15+)")
    func allowInSummary() throws {
        var app = SimulatedApp(bundleID: "com.example.news", displayName: "News")
        app.firstPromptAnswer = .preset(.summary)
        var system = NotificationSystem(apps: [app], timeZone: utc, inspectAttachment: { _ in nil })
        _ = system.requestAuthorization("com.example.news", options: [.alert, .sound])
        #expect(system.app("com.example.news")?.settings.authorizationStatus == .authorized)
        #expect(system.app("com.example.news")?.settings.scheduledSummary == true)
    }

    @Test("an App Clip may deliver for 8 hours after each launch on the notisim clock, then not until it launches again")
    func appClipEphemeral() throws {
        var clip = SimulatedApp(bundleID: "com.example.clip", displayName: "Clip")
        clip.isAppClip = true
        var system = NotificationSystem(apps: [clip], timeZone: utc, inspectAttachment: { _ in nil })
        _ = system.launchAppClip("com.example.clip", now: seven)
        #expect(system.app("com.example.clip")?.settings.authorizationStatus == .ephemeral)
        _ = system.deliver(request("within"), bundleID: "com.example.clip", at: seven + 8 * 3600 - 1)
        let late = system.deliver(request("after"), bundleID: "com.example.clip", at: seven + 8 * 3600)
        #expect(system.allDelivered.map(\.id) == ["within"])
        #expect(late.first?.logLine.contains("ephemeral authorization ended 8 hours after") == true)
        _ = system.launchAppClip("com.example.clip", now: seven + 9 * 3600)
        _ = system.deliver(request("relaunched"), bundleID: "com.example.clip", at: seven + 9 * 3600)
        #expect(system.allDelivered.first?.id == "relaunched")
    }
}
