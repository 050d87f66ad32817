import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

/// The usage guide's Scheduled Summary script (the ```notisim block naming `summary at` in docs/usage.md), as a QA
/// person copies it.
func summaryUsageScript() throws -> String {
    let guide = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/usage.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    let blocks = text.components(separatedBy: "```notisim\n").dropFirst().map { $0.components(separatedBy: "\n```")[0] }
    return try #require(blocks.first { $0.contains("summary at 08:00") }) + "\n"
}

// docs/rules/summary.md#scheduled-summary
@Suite("Scheduled Summary in scripts")
struct ScheduledSummaryScriptTests {
    @Test("summary at 08:00 features the highest relevance")
    func summaryFeaturesHighestRelevance() throws {
        let (runner, outcome) = try runDemo(try summaryUsageScript())
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        let card = try #require(runner.model.summary.card)
        #expect(card.featured.id == "high")
        #expect(card.groups.first?.bundleID == "com.example.alarm")
    }

    @Test("on iOS 14 nothing is held: the summarised app's notification shows at once")
    func legacyHoldsNothing() throws {
        let (runner, outcome) = try runDemo("""
            summary com.example.photos on
            schedule now1 in 1m app=com.example.photos title=Now body=now
            advance 1m
            expect-log "delivered \\"now1\\" → banner+list"
            """, os: "14")
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.allHeld.isEmpty)
    }

    @Test("bad summary times are refused with the reason; summary, ringer, badge and auth take their words")
    func commandParsing() throws {
        #expect(try Command.parse("summary at 08:00,18:30") == .summaryAt(try SummarySchedule(parsing: "08:00,18:30")))
        #expect(try Command.parse("summary com.example.photos off") == .summaryApp("com.example.photos", false))
        #expect(try Command.parse("ringer off") == .ringer(false))
        #expect(try Command.parse("badge com.example.photos 0") == .badge("com.example.photos", 0))
        #expect(try Command.parse("auth reset com.example.photos") == .authReset("com.example.photos"))
        #expect(throws: CommandError("summary at: \"25:00\" is out of range (00:00–23:59)")) { try Command.parse("summary at 25:00") }
        #expect(throws: CommandError.self) { try Command.parse("ringer loud") }
        #expect(throws: CommandError.self) { try Command.parse("badge com.example.photos -1") }
    }

    @Test("m and ringer off silence the sound; a critical alert still sounds")
    func ringerSwitch() throws {
        let (runner, outcome) = try runDemo("""
            ringer off
            schedule quiet in 1m app=com.example.photos title=Quiet body=quiet sound=default
            advance 1m
            expect-log "ringer muted: no sound"
            key m
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.device.ringerMuted == false)
    }

    @Test("badge APP N is setBadgeCount: the badge shows, and 0 clears it")
    func badgeCommand() throws {
        let (runner, outcome) = try runDemo("""
            badge com.example.photos 5
            expect-log "com.example.photos: badge 5"
            badge com.example.photos 0
            """)
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.app("com.example.photos")?.badge == 0)
    }

    @Test("auth reset forgets the answer")
    func authReset() throws {
        let (runner, outcome) = try runDemo("auth reset com.example.photos\n")
        #expect(outcome.failure == nil, "\(String(describing: outcome.failure))")
        #expect(runner.model.system.app("com.example.photos")?.settings.authorizationStatus == .notDetermined)
    }

    @Test("a held push is journalled as held, so it survives a SIGKILL before the next state save")
    func heldPushIsJournalled() throws {
        let (runner, _) = try runDemo("summary com.example.photos on\n")
        var model = runner.model
        let push = LoadedPush(bundleID: "com.example.photos", identifier: "push-held", content: NotificationContent(title: "Held", body: "held push"),
                              delivery: .notification)
        let entries = model.update(.pushArrived(push)).compactMap { effect -> JournalEntry? in
            if case .journal(let entry) = effect { entry } else { nil }
        }
        let entry = try #require(entries.first)
        #expect(entries.count == 1)
        #expect(entry.held?.id == "push-held")
        var archive = runner.model.savedState().archive
        archive.apply(entry)
        #expect(archive.apps["com.example.photos"]?.held?.map(\.id) == ["push-held"])
    }

    @Test("a push the runner keeps no journal for (--ephemeral) is delivered the same, with no journal entry made for it")
    func unjournalledPushMakesNoEntry() throws {
        let (runner, _) = try runDemo("")
        func deliver(_ identifier: String, journalled: Bool) -> (model: AppModel, entries: Int) {
            var model = runner.model
            let push = LoadedPush(bundleID: "com.example.photos", identifier: identifier, content: NotificationContent(title: "T", body: identifier),
                                  delivery: .notification)
            let entries = model.update(.pushArrived(push, journalled: journalled)).filter { if case .journal = $0 { true } else { false } }
            return (model, entries.count)
        }
        let journalled = deliver("push-kept", journalled: true), ephemeral = deliver("push-ephemeral", journalled: false)
        #expect(journalled.entries == 1)
        #expect(ephemeral.entries == 0)
        #expect(ephemeral.model.system.app("com.example.photos")?.delivered.first?.id == "push-ephemeral")
    }
}
