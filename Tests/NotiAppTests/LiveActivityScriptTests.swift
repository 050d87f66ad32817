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
