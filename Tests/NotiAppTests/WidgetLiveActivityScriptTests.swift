import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// A headless notisim on a workspace whose app has a widget extension (the Locker project's, built from its own
/// sources) at a fixed moment.
func lockerWidgetsScript(device: String = "iphone-15") throws -> ScriptRunner {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/LockerWidgets")
    let workspace = try Session.loadWorkspace(folder.path)
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let model = try Session.makeModel(workspace: workspace, os: "26", device: device, theme: "light", environment: [:],
                                      size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
    return ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
}

/// docs/rules/widgets.md#live-activities-of-the-apps-widget-extension: the app's own views on the lock screen and in
/// the Dynamic Island, started by push, updated in and out of order, refused by the app's types, stale and ended.
@Suite("Live Activities drawn by the app's widget extension")
struct WidgetLiveActivityScriptTests {
    @Test("a push-to-start shows the widget extension's own lock-screen view, its timer counting on notisim's clock")
    func pushToStartDrawsTheAppsOwnView() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            lock
            push pushes/start.apns
            advance 10s
            expect "Compartment B12: 3 parcels"
            expect "59:50"
            advance 1m
            expect "58:50"
            expect-log "LockerWidgetsExtension started; it declares widget LockerWidget, live-activity LockerAttributes"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "widget-live-activity-lock-screen-started")
        #expect(runner.model.widgetDrawings.drawn["A1"] != nil)
    }

    @Test("updates apply in timestamp order and are drawn again; JSON the app's ContentState cannot decode is dropped and the content before stays")
    func updatesAndARefusedUpdate() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            advance 10m
            push pushes/update.apns
            push pushes/late.apns
            push pushes/bad.apns
            advance 1s
            expect "◇"
            expect "2)"
            expect-log "update ignored, its timestamp 1700000300 is not newer than 1700000600"
            expect-log "content-state.parcels: expected a number, got a string; iOS can't decode the update and drops it, keeping the content before"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "widget-live-activity-island-compact")
        #expect(runner.model.liveActivities.activity("A1")?.contentState["parcels"] == .number(JSONNumber(2)))
    }

    @Test("the alert shows the expanded island with the app's four regions")
    func alertShowsTheExpandedRegions() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            expect "B12"
            expect "Station Square"
            expect "1:00:00"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "widget-live-activity-island-expanded")
    }

    @Test("a tap on the Live Activity opens its app with the widgetURL its widget extension's views set: activity tap A1, or Enter on the island")
    func tapOpensTheAppWithTheActivitysURL() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            expect "B12"
            advance 1m
            key Enter
            expect-log "Locker opens with locker://compartments/B12"
            background com.example.locker
            activity tap A1
            expect-log "tapped Live Activity A1"
            activity tap A9
            expect "activity tap: no running Live Activity"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.log.entries.filter { $0.text.contains("opens with locker://compartments/B12") }.count == 2)
        #expect(runner.model.system.app("com.example.locker")?.isForeground == true)
    }

    @Test("a Live Activity's Button(intent:) is pressed from the keyboard: its LiveActivityIntent runs in the widget extension with the activity in Activity.activities, and its update shows; a button it lacks is refused and the extension goes on")
    func liveActivityButtonRunsItsIntent() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            lock
            push pushes/start.apns
            advance 10s
            expect "59:50"
            expect "1 Keep one more day"
            key 1
            expect-log "pressed button 1 of Live Activity A1"
            expect-log "Live Activity A1: “Keep one more day” pressed; its intent updated the activity through ActivityKit"
            expect "24:59:50"
            activity press A1 2
            expect "Live Activity A1's lock-screen view has 1 button"
            unlock
            key 1
            expect-log "pressed button 1 of Live Activity A1 in the Dynamic Island"
            expect "Live Activity A1's expanded view has no buttons"
            activity press A9 1
            expect "activity press: no running Live Activity"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.log.entries.filter { $0.text.contains("started; it declares") }.count == 1, "a refused press leaves the extension running")
        let state = runner.model.liveActivities.activity("A1")?.contentState
        #expect(state?["pickupBefore"] == .number(JSONNumber(721_696_400 + 86_400)))
        #expect(state?["holdWindow"] == .array([.number(JSONNumber(721_692_800)), .number(JSONNumber(721_696_400 + 86_400))]))
        #expect(throws: CommandError("activity press: expected ID N [island], N a button's number from 1")) { try Command.parseActivity(["press", "A1", "0"]) }
        #expect(throws: CommandError("activity press: expected island, got \"dock\"")) { try Command.parseActivity(["press", "A1", "1", "dock"]) }
        #expect(try Command.parseActivity(["press", "A1", "2", "island"]) == .activityPress(id: "A1", button: 2, island: true))
    }

    @Test("the widget extension is asked only for the presentations on screen: the expanded view while the alert is up, then the lock screen and compact views; without an island the lock-screen view alone")
    func onlyShownPresentationsAreDrawn() throws {
        let runner = try lockerWidgetsScript()
        let alerted = runner.run(script: """
            push pushes/start.apns
            expect "B12"
            """)
        #expect(alerted.passed, scriptFailure(alerted, runner))
        #expect(runner.model.widgetDrawings.asked["A1"]?.presentations == [.lockScreen, .compactLeading, .compactTrailing, .expanded])
        let settled = runner.run(script: """
            advance 1m
            expect-not "Compartment B12"
            """)
        #expect(settled.passed, scriptFailure(settled, runner))
        #expect(runner.model.widgetDrawings.asked["A1"]?.presentations == [.lockScreen, .compactLeading, .compactTrailing])
        #expect(runner.model.widgetDrawings.drawn["A1"]?.layout.view(.minimal, isStale: false) == .spacer, "the minimal view is not drawn")

        let plain = try lockerWidgetsScript(device: "iphone-se")
        let started = plain.run(script: """
            push pushes/start.apns
            advance 1m
            """)
        #expect(started.passed, scriptFailure(started, plain))
        #expect(plain.model.widgetDrawings.asked["A1"]?.presentations == [.lockScreen])
    }

    @Test("past its stale-date the app's own stale look is drawn; ended with a dismissal date it stays until then")
    func staleThenEndedWithADismissalDate() throws {
        let runner = try lockerWidgetsScript()
        let stale = runner.run(script: """
            lock
            push pushes/start.apns
            advance 31m
            expect "Locker status may be out of date"
            expect-not "3 parcels"
            """)
        #expect(stale.passed, scriptFailure(stale, runner))
        assertGolden(runner.screenText, named: "widget-live-activity-lock-screen-stale")
        let ended = runner.run(script: """
            push pushes/end.apns
            advance 1s
            expect "Locker · ended"
            expect "0 parcels"
            advance 12m
            expect "Station Square"
            advance 1m
            expect-not "Station Square"
            expect-log "Live Activity A1 dismissed from the lock screen"
            """)
        #expect(ended.passed, scriptFailure(ended, runner))
    }

    @Test("the widgets page shows the app's own widget from its provider's timeline, and a widgets push reloads it")
    func widgetsPageAndPush() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            widgets
            expect "Station"
            expect "Square"
            expect "2 parcels"
            expect "Locker · LockerWidget"
            push pushes/reload-widgets.apns
            expect-log "WidgetKit: a widgets push reloads com.example.locker's widgets"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        let slot = WidgetPage.Slot(bundleID: "com.example.locker", kind: "LockerWidget", family: "systemSmall")
        #expect(runner.model.widgetPage.loaded[slot]?.timeline.entries.count == 3)
    }

    @Test("on the widgets page Enter taps the selected widget, opening its app with the widget's widgetURL, and a digit presses its Button(intent:): the intent runs in the extension and the widget reloads")
    func widgetTapAndIntentButton() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            widgets
            expect "2 parcels"
            expect "1 Collected"
            key Enter
            expect-log "Locker opens with locker://lockers/Station-Square"
            key 1
            expect-log "pressed “Collected” on the LockerWidget widget"
            expect-log "WidgetKit: the LockerWidget widget's intent ran; the app's widgets reload"
            expect "1 parcel"
            key 2
            expect "the LockerWidget widget has 1 button"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(runner.model.system.app("com.example.locker")?.isForeground == true, "a tap opens the app")
    }

    @Test("a start whose attributes the app's type cannot decode never starts the activity")
    func undecodableStartNeverStarts() throws {
        let runner = try lockerWidgetsScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        let bad = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/LockerWidgets/pushes/start.apns"), encoding: .utf8)
            .replacingOccurrences(of: "\"compartment\": \"B12\"", with: "\"compartment\": 12")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-locker-bad-start-\(getpid()).apns")
        try bad.write(to: file, atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/LockerWidgets/pushes/start.headers.json"),
                                         to: file.deletingPathExtension().appendingPathExtension("headers.json"))
        defer {
            try? FileManager.default.removeItem(at: file)
            try? FileManager.default.removeItem(at: file.deletingPathExtension().appendingPathExtension("headers.json"))
        }
        let refused = runner.run(script: """
            push \(file.path)
            advance 1s
            expect-log "attributes.compartment: expected a string, got a number; iOS can't decode it and never starts the activity"
            """)
        #expect(refused.passed, scriptFailure(refused, runner))
        #expect(runner.model.liveActivities.activities.map(\.id) == ["A1"])
    }
}
