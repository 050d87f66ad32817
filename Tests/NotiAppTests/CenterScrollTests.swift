import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore
import TestSupport

/// Notification Centre and the lock screen scroll only as far as the selection needs, so a new arrival at the top is
/// in view, and say how many notifications are scrolled above (docs/rules/presentation.md#notification-centre-and-lock-screen).
@Suite("Centre and lock screen: the newest stay in view")
struct CenterScrollTests {
    @Test("a new notification arriving while a lower row of the centre is selected is in view")
    func newArrivalInCentre() throws {
        let (runner, outcome) = try runDemo("""
            advance 30s
            key c
            key Down
            key Down
            key Down
            schedule fresh now app=com.example.photos title="Fresh" body="just arrived"
            expect "just arrived"
            expect "LOW BLOOD SUGAR"
            expect "New Photo"
            expect-not "more"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.selectedCenterRow?.notification.content.title == "New Photo", "the selection stays where it was")
    }

    @Test("a new notification arriving while a lower row of the lock screen is selected is in view")
    func newArrivalOnLockScreen() throws {
        let (runner, outcome) = try runDemo("""
            display-as list
            advance 30s
            lock
            schedule a now app=com.example.photos title="Alpha" body="one"
            schedule b now app=com.example.alarm title="Bravo" body="two"
            key Down
            key Down
            key Down
            schedule fresh now app=com.example.photos title="Fresh" body="just arrived"
            expect "just arrived"
            expect "Bravo"
            expect "LOW BLOOD SUGAR"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a selection too low for the screen scrolls the list, and ▲ N more counts the notifications above")
    func markerAbove() throws {
        let (runner, outcome) = try runDemo("""
            size 100x20
            advance 30s
            key c
            key Down
            key Down
            key Down
            key Down
            expect "▲ 3 more"
            expect "Hello"
            expect-not "LOW BLOOD SUGAR"
            key Up
            key Up
            key Up
            key Up
            expect-not "▲"
            expect "LOW BLOOD SUGAR"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }
}

extension CenterScrollTests {
    @Test("notifications of the same instant are listed newest first by arrival, whatever their apps' order",
          arguments: [("com.example.LocalNotificationPractice", "com.example.alarm"), ("com.example.alarm", "com.example.LocalNotificationPractice")])
    func sameInstantNewestFirst(first: String, second: String) throws {
        let (runner, outcome) = try runDemo("""
            schedule one now app=\(first) title=First body=one
            schedule two now app=\(second) title=Second body=two
            schedule three now app=\(first) title=Third body=three thread=other
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.allDelivered.map(\.content.title) == ["Third", "Second", "First"])
        #expect(runner.model.centerRows.map(\.notification.content.title) == ["Third", "Second", "First"])
    }
}
