import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// A headless notisim on the Live Scores fixture (two apps with Live Activity types) at a fixed moment.
func liveScoresScript(device: String = "iphone-15", os: String = "17", restoring saved: SavedState? = nil) throws -> ScriptRunner {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/LiveScores")
    let workspace = try Session.loadWorkspace(folder.path)
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var model = try Session.makeModel(workspace: workspace, os: os, device: device, theme: "light", environment: [:],
                                      size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
    if let saved { model.restoreLiveActivities(saved) }
    return ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
}

/// docs/rules/live-activities.md#live-activities: started, updated in and out of order and ended by push, on the lock screen and in
/// the Dynamic Island at each step.
@Suite("Live Activities by script and push")
struct LiveActivityScriptTests {
    let scores = "com.example.scores"


    @Test("a push-to-start shows the activity at the top of the lock screen, with no notification in the centre")
    func pushToStartOnTheLockScreen() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            lock
            push pushes/start.apns
            advance 90s
            expect "Seoul FC 0 – 0 Tokyo United"
            expect "1' · since 22:13 · 1:30"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "live-activity-lock-screen-started")
        #expect(runner.model.system.app(scores)?.delivered.isEmpty == true)
        #expect(logText(runner).contains("Live Activity A1 (MatchAttributes) started by push-to-start"))
        #expect(logText(runner).contains("alert \"Kick-off\" lights the screen"))
    }

    @Test("an update applies in timestamp order; an older timestamp is ignored and logged; the island shows it compact")
    func updatesInAndOutOfOrder() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            advance 23m
            push pushes/goal.apns
            push pushes/late-update.apns
            advance 10s
            expect "(1–0"
            expect "23'"
            expect-log "update ignored, its timestamp 1700000600 is not newer than 1700001380"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "live-activity-island-compact")
        #expect(runner.model.liveActivities.activity("A1")?.contentState["homeScore"] == .number(JSONNumber(1)))
    }

    @Test("an alert on the unlocked island device shows the expanded presentation for the banner time")
    func alertShowsTheExpandedPresentation() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            expect "Seoul FC vs Tokyo United"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "live-activity-island-expanded-alert")
        let later = runner.run(script: """
            advance 10s
            expect-not "Seoul FC vs Tokyo United"
            """)
        #expect(later.passed, scriptFailure(later, runner))
    }

    @Test("past its stale-date the activity draws the app's stale look, and iOS adds no label")
    func staleDateShowsTheStaleLook() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            advance 23m
            push pushes/goal.apns
            lock
            expect "since 22:13"
            expect-not "reconnecting"
            advance 30m
            expect "Score as of 23' · reconnecting…"
            expect-not "since 22:13"
            expect-not "out of date"
            expect-log "Live Activity A1 is stale"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "live-activity-lock-screen-stale")
        let island = runner.run(script: """
            unlock
            expect "● …"
            """)
        #expect(island.passed, scriptFailure(island, runner))
    }

    @Test("a type without a stale look keeps its active look past the stale date")
    func staleWithoutAStaleLookKeepsTheActiveLook() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            activity start RideAttributes driver=Kim eta=+30m stale=10m
            lock
            expect "Kim arrives in 30:00"
            advance 20m
            expect-log "Live Activity A1 is stale"
            expect "Kim arrives in 10:00"
            expect-not "out of date"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
    }

    @Test("end with a dismissal date keeps the final content on the lock screen until that date, then removes it")
    func endWithDismissalDate() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            advance 1h36m40s
            push pushes/final.apns
            lock
            expect "Seoul FC 2 – 1 Tokyo United"
            expect "Scores · ended"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "live-activity-lock-screen-ended")
        let later = runner.run(script: """
            advance 19m
            expect "Seoul FC 2 – 1"
            advance 1m
            expect-not "Seoul FC"
            expect-log "Live Activity A1 dismissed from the lock screen"
            """)
        #expect(later.passed, scriptFailure(later, runner))
    }

    @Test("a content state missing a key of the type is refused, naming the key; the activity keeps its content")
    func contentStateMustMatchTheType() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            push pushes/bad-state.apns
            expect-log "aps.content-state.awayScore: missing"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.liveActivities.activity("A1")?.contentState["minute"] == .number(JSONNumber(1)))
    }

    @Test("control sequences in a Live Activity's alert and content state never reach the screen or the log as escapes")
    func payloadTextIsCleaned() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-live-esc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"{"Simulator Target Bundle": "com.example.rides", "aps": {"event": "start", "timestamp": 1700000000, "attributes-type": "RideAttributes", "attributes": {"driver": "Min\u001b[2J"}, "content-state": {"eta": 721693100}, "alert": {"title": "Car\u001b]0;pwned\u0007", "body": "x"}}}"#
            .write(to: folder.appendingPathComponent("evil.apns"), atomically: true, encoding: .utf8)
        try #"{"apns-push-type": "liveactivity"}"#.write(to: folder.appendingPathComponent("evil.headers.json"), atomically: true, encoding: .utf8)
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push \(folder.appendingPathComponent("evil.apns").path)
            lock
            expect "arrives in"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(!runner.screenText.contains("\u{1b}") && !runner.screenText.contains("\u{07}"))
        var json: [UInt8] = []
        var last: LogEntry.LineStart?
        for entry in runner.model.log.entries { entry.appendJSONLine(to: &json, after: &last) }
        #expect(!json.contains(0x1b) && !json.contains(0x07))
    }

    @Test("two activities: the most relevant shows minimal on the island, the other detached beside it")
    func twoActivitiesShareTheIsland() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            activity start MatchAttributes home=Seoul away=Tokyo homeScore=2 awayScore=1 minute=50 kickoff=+0s relevance=50
            activity start RideAttributes driver=Min eta=+5m relevance=10
            advance 10s
            expect "(2:1 ● ) (🚕"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "live-activity-island-two-minimal")
    }

    @Test("iOS 15 has no Live Activities, iOS 16 none started by push, iOS 17 no broadcast channels: each refused with the version it needs")
    func versionsRefuseWhatTheyLack() throws {
        let fifteen = try liveScoresScript(os: "15")
        #expect(fifteen.run(script: "push pushes/start.apns\nexpect-log \"Live Activities need iOS 16.1 (the device runs iOS 15)\"").passed)
        let sixteen = try liveScoresScript(os: "16")
        let started = sixteen.run(script: """
            push pushes/start.apns
            expect-log "starting a Live Activity by push needs iOS 17.2 (the device runs iOS 16)"
            activity start RideAttributes driver=Min eta=+5m
            expect-log "Live Activity A1"
            """)
        #expect(started.passed, scriptFailure(started, sixteen))
        let seventeen = try liveScoresScript(os: "17")
        _ = seventeen.run(script: "activity start RideAttributes driver=Min eta=+5m channel=dGVzdGNoYW5uZWwxMjM0NQ==")
        #expect(seventeen.model.notice == "activity start: broadcast channels need iOS 18 (the device runs iOS 17)")
        #expect(seventeen.model.liveActivities.activities.isEmpty)
    }

    @Test("devices without a Dynamic Island draw no island strip")
    func noIslandWithoutTheHardware() throws {
        let runner = try liveScoresScript(device: "iphone-se")
        let outcome = runner.run(script: """
            activity start RideAttributes driver=Min eta=+5m
            advance 10s
            expect-not "(🚕"
            lock
            expect "Min arrives in 4:50"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
    }

    @Test("an activity ends itself after 8 hours and leaves the lock screen 4 hours later (12 in all)")
    func eightAndTwelveHourLimits() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            activity start RideAttributes driver=Min eta=+5m
            advance 7h59m
            expect-not "ended"
            lock
            advance 2m
            expect "Rides · ended"
            expect-log "ended after 8 hours"
            advance 3h58m
            expect "Min arrives"
            advance 1m
            expect-not "Min arrives"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
    }

    @Test("activity end with no dismissal keeps the activity the default 4 hours; dismiss=now removes it at once")
    func endFromTheCommandLine() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            activity start RideAttributes driver=Min eta=+5m
            activity start RideAttributes driver=Jun eta=+9m
            activity end A1
            activity end A2 dismiss=now
            lock
            expect "Min arrives"
            expect-not "Jun arrives"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.liveActivities.activity("A1")?.dismissAt == Date(timeIntervalSince1970: 1_700_000_000 + 4 * 3600))
    }
}

/// docs/rules/live-activities.md#live-activities: state survives restarts.
@Suite("Live Activities across restarts")
struct LiveActivityPersistenceTests {
    @Test("a running Live Activity and its last timestamp survive a restart; an older update is still ignored after it")
    func activitiesSurviveARestart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-live-\(UUID().uuidString)")
        let store = StateStore.forWorkspace(at: URL(fileURLWithPath: "/work/live-scores"), environment: ["XDG_STATE_HOME": folder.path])
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            advance 23m
            push pushes/goal.apns
            """)
        #expect(outcome.passed)
        try store.save(runner.model.savedState())
        let saved = try #require(try store.load())

        let restarted = try liveScoresScript(restoring: saved)
        let after = restarted.run(script: """
            push pushes/late-update.apns
            expect "(1–0"
            expect-log "update ignored"
            """)
        #expect(after.passed, "\(after.failure.map(\.message) ?? "")\n\(restarted.screenText)")
        #expect(restarted.model.liveActivities.activity("A1")?.lastTimestamp == 1_700_001_380)
    }
}

/// docs/rules/live-activities.md#live-activities: Live Activity pushes from the endpoint are durable before their answer.
@Suite("Live Activity pushes and the push journal")
struct LiveActivityJournalTests {
    private let scores = "com.example.scores"
    private let start = Date(timeIntervalSince1970: 1_700_000_000)
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/LiveScores")

    private func runner(store: StateStore, clock: ManualClock) throws -> AppRunner {
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(folder.path), os: "17", device: "iphone-15", theme: "light",
                                          environment: [:], size: TerminalSize(cols: 80, rows: 30), now: clock.now,
                                          timeZone: TimeZone(identifier: "UTC")!)
        return AppRunner(model: model, backend: HeadlessTerminal(), clock: clock, store: store)
    }

    /// A state store for the fixture in a fresh folder (removed by the caller).
    private func temporaryStore() -> (StateStore, URL) {
        let stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-live-journal-\(UUID().uuidString)")
        return (StateStore.forWorkspace(at: folder, environment: ["XDG_STATE_HOME": stateFolder.path]), stateFolder)
    }

    /// The fixture's push file NAME as the endpoint hands it over, at `priority`.
    private func push(_ name: String, priority: Int = 5) throws -> InboundPush {
        let payload = try [UInt8](Data(contentsOf: folder.appendingPathComponent("pushes/\(name).apns")))
        return InboundPush(bundleID: scores, payload: payload, pushType: .liveactivity, collapseID: nil, apnsID: UUID().uuidString,
                           topic: "\(scores).push-type.liveactivity", priority: priority)
    }

    /// Delivers a batch as the inbox does (the model first brought to the clock's time) and waits until it is
    /// answered; whether every push was accepted.
    private func deliver(_ runner: AppRunner, _ pushes: [InboundPush]) -> Bool {
        let answered = LockedState<[InboundOutcome]?>(nil)
        runner.tick()
        runner.deliverDurably(pushes) { outcomes in answered.withLock { $0 = outcomes } }
        runner.waitForLog()
        let outcomes = answered.withLock { $0 } ?? []
        return outcomes.count == pushes.count && outcomes.allSatisfy { if case .success = $0 { true } else { false } }
    }

    @Test("a Live Activity update or end from the endpoint is journalled as the activity it leaves, and a restart without a save has it; a start is in the state file before its answer")
    func updatesAreJournalled() throws {
        let (store, stateFolder) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: stateFolder) }
        let clock = ManualClock(start)
        let first = try runner(store: store, clock: clock)
        first.start(restoring: nil)

        #expect(deliver(first, [try push("start")]))
        #expect(try store.loadSnapshot()?.liveActivities?.activity("A1")?.contentState["minute"] == .number(JSONNumber(1)),
                "a start changes the board beyond one activity: saved before its answer")
        #expect(try PushJournal.read(store.journalURL).isEmpty)

        clock.advance(by: 23 * 60)
        #expect(deliver(first, [try push("goal")]))
        let journalled = try PushJournal.read(store.journalURL)
        #expect(journalled.map(\.identifier) == ["A1"])
        #expect(journalled.first?.liveActivity?.contentState["homeScore"] == .number(JSONNumber(1)))
        #expect(try store.loadSnapshot()?.liveActivities?.activity("A1")?.contentState["homeScore"] == .number(JSONNumber(0)),
                "the state file was not rewritten for the update")

        clock.advance(by: 70 * 60)
        #expect(deliver(first, [try push("final")]))
        #expect(try PushJournal.read(store.journalURL).map { $0.liveActivity?.endedAt != nil } == [false, true])

        let saved = try #require(try store.load())
        let replayed = try #require(saved.liveActivities?.activity("A1"))
        #expect(replayed == first.model.liveActivities.activity("A1"), "the replayed activity is the one the run left")
        let second = try runner(store: store, clock: clock)
        second.start(restoring: saved)
        #expect(second.model.liveActivities.activity("A1")?.lastTimestamp == 1_700_005_800)
        #expect(second.model.liveActivities.activity("A1")?.endedAt != nil)
    }

    @Test("a Live Activity update counted against the app's hourly budget is in the state file before its answer, with the budget")
    func budgetedUpdatesAreSaved() throws {
        let (store, stateFolder) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: stateFolder) }
        let clock = ManualClock(start)
        let runner = try runner(store: store, clock: clock)
        runner.start(restoring: nil)
        #expect(deliver(runner, [try push("start")]))
        clock.advance(by: 23 * 60)
        #expect(deliver(runner, [try push("goal", priority: 10)]))
        #expect(try PushJournal.read(store.journalURL).isEmpty)
        let snapshot = try #require(try store.loadSnapshot())
        #expect(snapshot.liveActivities?.activity("A1")?.contentState["homeScore"] == .number(JSONNumber(1)))
        #expect(snapshot.liveActivityBudgets?[scores] != nil)
    }

    @Test("a Live Activity entry's journal line is byte for byte what the Codable encoder writes, and reads back as written")
    func entryLinesMatchTheCodableEncoding() throws {
        let script = try liveScoresScript()
        let outcome = script.run(script: """
            push pushes/start.apns
            advance 23m
            push pushes/goal.apns
            advance 70m
            push pushes/final.apns
            """)
        #expect(outcome.passed, scriptFailure(outcome, script))
        var activity = try #require(script.model.liveActivities.activity("A1"))
        #expect(activity.endedAt != nil && activity.dismissAt != nil && activity.lastTimestamp != nil, "ended, with its dismissal and timestamp")
        // Every optional field set, and text that needs escapes in the JSON and again in the string that holds it.
        activity.staleDate = Date(timeIntervalSince1970: 1_700_003_000.25)
        activity.channelID = #"channel "1" \ 2"#
        activity.contentState = .object([("note", .string("q\"\\\n\u{2028}é\u{1B}[31m")), ("minute", .number(JSONNumber(90)))])
        let entries = [JournalEntry(sequence: 3, liveActivity: activity)]
        var line: [UInt8] = []
        try entries[0].appendJSON(to: &line)
        #expect(String(decoding: line, as: UTF8.self) == String(decoding: try JSONLineEncoder.encode(entries[0]), as: UTF8.self))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-journal-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: file) }
        try PushJournalTests.append(entries, to: file)
        #expect(try PushJournal.read(file) == entries)
    }
}
