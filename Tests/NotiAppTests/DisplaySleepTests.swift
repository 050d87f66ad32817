import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// docs/rules/live-activities.md#the-screen-lights-up: the display asleep, lit by a notification or a Live Activity alert for 10 s on
/// the notisim clock, then dark again; a key wakes it.
@Suite("The screen lights up")
struct DisplaySleepTests {
    let scores = "com.example.scores"


    @Test("display sleep locks the device and draws the lock screen dark; a key only wakes it")
    func asleepIsDarkAndAKeyWakesIt() throws {
        let (runner, outcome) = try DemoScript.run("""
            display sleep
            expect "screen off"
            expect-not "Tuesday, November 14"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "display-asleep")
        #expect(runner.model.system.device.isLocked && runner.model.displayIsDark)
        #expect(logText(runner).contains("display asleep: the lock screen is dark"))
        let woken = runner.run(script: """
            key c
            expect "Tuesday, November 14"
            expect-not "Notification Centre"
            """)
        #expect(woken.passed, scriptFailure(woken, runner))
        #expect(runner.model.system.device.isLocked && !runner.model.system.device.display.asleep)
    }

    @Test("a notification reaching the lock screen lights the sleeping display for 10 s, then it dims")
    func notificationLightsTheScreen() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            display sleep
            advance 5s
            schedule final now app=\(scores) title=Full-time body=Seoul-FC-win
            expect "Seoul-FC-win"
            expect-log "display lit by \\"final\\" for 10 s"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "display-lit-by-notification")
        let later = runner.run(script: """
            advance 9s
            expect "Seoul-FC-win"
            advance 1s
            expect-not "Seoul-FC-win"
            expect "screen off"
            expect-log "display dims: asleep again"
            """)
        #expect(later.passed, scriptFailure(later, runner))
    }

    @Test("a key on a lit screen keeps the display on, then acts: Space expands the notification that lit it")
    func keyOnALitScreenKeepsItOn() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            display sleep
            schedule final now app=\(scores) title=Full-time body=Seoul-FC-win
            key Space
            advance 30s
            expect "Seoul-FC-win"
            expect-not "screen off"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(!runner.model.system.device.display.asleep && runner.model.expanded?.identifier == "final")
    }

    @Test("a passive notification and one Focus silences leave the sleeping display dark")
    func passiveAndSilencedStayDark() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            display sleep
            schedule quiet now app=\(scores) title=Quiet body=Passive level=passive
            expect-not "Passive"
            focus on
            schedule hushed now app=\(scores) title=Hushed body=Silenced
            expect-not "Silenced"
            expect "screen off"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(!logText(runner).contains("display lit by"))
    }

    @Test("a Live Activity update with an alert lights the display and shows the expanded presentation, no notification")
    func activityAlertLightsTheScreen() throws {
        let runner = try liveScoresScript()
        let outcome = runner.run(script: """
            push pushes/start.apns
            advance 20m
            display sleep
            expect "screen off"
            push pushes/goal-alert.apns
            expect "Seoul FC vs Tokyo United"
            expect-log "display lit by Live Activity A1's alert for 10 s"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        assertGolden(runner.screenText, named: "display-lit-by-activity-alert")
        #expect(runner.model.system.app("com.example.scores")?.delivered.isEmpty == true)
        let later = runner.run(script: """
            advance 10s
            expect "screen off"
            """)
        #expect(later.passed, scriptFailure(later, runner))
    }

    @Test("unlocking wakes the display; display wake shows the lock screen still locked")
    func unlockingWakes() throws {
        let (runner, outcome) = try DemoScript.run("""
            display sleep
            display wake
            expect "Tuesday, November 14"
            display sleep
            unlock
            expect-not "screen off"
            """)
        #expect(outcome.passed, scriptFailure(outcome, runner))
        #expect(!runner.model.system.device.isLocked && !runner.model.system.device.display.asleep)
        #expect(throws: CommandError.self) { try Command.parse("display off") }
    }
}
