import Foundation
import NotiCore
import NotiTerminalPort
import TestSupport
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// docs/rules/endpoint.md#a-device-that-is-offline: while the device is offline APNs keeps one push per app, the
/// newest, until its expiration, and delivers it when the device is back.
@Suite("A device that is offline")
struct OfflineDeviceTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func runner() throws -> ScriptRunner {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/OfflineDevice")
        let model = try Session.makeModel(workspace: try Session.loadWorkspace(folder.path), os: "17", device: "iphone-15", theme: "light",
                                          environment: [:], size: TerminalSize(cols: 80, rows: 30), now: start,
                                          timeZone: TimeZone(identifier: "UTC")!)
        return ScriptRunner(model: model, clock: ManualClock(start), baseDirectory: folder)
    }

    @Test("offline, APNs keeps the newest push per app and logs the one it replaces; back online, it delivers what it kept, oldest first")
    func newestPerAppDeliveredOnReconnect() throws {
        let runner = try Self.runner()
        let outcome = runner.run(script: """
            network off
            expect "offline"
            push pushes/mail-1.apns
            push pushes/chat-soon.apns
            advance 1m
            push pushes/mail-2.apns
            expect-log "stored: the device is offline; kept until 2023-12-14T22:14:20Z"
            expect-log "(APNs keeps one per app)"
            expect-not "Invoice"
            key c
            expect-not "Invoice"
            network on
            expect-log "delivered, held since 2023-11-14T22:13:20Z while the device was offline"
            expect "Invoice 2"
            expect "Lunch?"
            expect-not "Invoice 1"
            expect-not "offline"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.system.app("com.example.mail")?.delivered.count == 1)
        assertGolden(runner.screenText, named: "offline-device-back-online")
    }

    @Test("apns-expiration 0 is not stored while offline; a stored push whose expiration passes is dropped at that time, logged")
    func expiration() throws {
        let runner = try Self.runner()
        let outcome = runner.run(script: """
            network off
            push pushes/chat-now-or-never.apns
            expect-log "not stored: the device is offline and apns-expiration asks for delivery now or never"
            push pushes/chat-soon.apns
            advance 59m59s
            expect-not "dropped undelivered"
            advance 1s
            expect-log "dropped undelivered: its expiration passed while the device was offline"
            network on
            key c
            expect-not "Lunch?"
            expect-not "Call now"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("online, apns-expiration 0 delivers at once; local notifications fire offline, since they never pass through APNs")
    func onlineAndLocal() throws {
        let runner = try Self.runner()
        let outcome = runner.run(script: """
            push pushes/chat-now-or-never.apns
            expect "Call now"
            network off
            schedule memo in 5s app=com.example.mail title="Local memo" body="No network needed"
            advance 5s
            expect "Local memo"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("the n key turns the network off and on")
    func key() throws {
        let runner = try Self.runner()
        #expect(runner.run(script: "key n\nexpect \"offline\"\nexpect-log \"network off\"\nkey n\nexpect-not \"offline\"\nexpect-log \"network on\"").passed)
    }
}

@Suite("What APNs holds for a device that is offline")
struct OfflinePushStoreTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func push(_ id: String, app: String = "com.example.mail") -> LoadedPush {
        LoadedPush(bundleID: app, identifier: id, content: NotificationContent(title: id), delivery: .notification)
    }

    @Test("one push per app: a newer one replaces the one kept, and names it; another app's is kept beside it")
    func onePerApp() {
        var store = OfflinePushStore()
        #expect(store.offer(push("a"), expiration: nil, now: now) == .stored(expiresAt: now + OfflinePushStore.longestKept, replacing: nil))
        #expect(store.offer(push("c", app: "com.example.chat"), expiration: nil, now: now + 1) != .notStored)
        #expect(store.offer(push("b"), expiration: nil, now: now + 2) == .stored(expiresAt: now + 2 + OfflinePushStore.longestKept, replacing: "a"))
        #expect(store.all.map(\.push.identifier) == ["c", "b"])
    }

    @Test("expiration 0 or a time already past is not stored; a later one is kept until then, and never past 30 days")
    func expirations() {
        var store = OfflinePushStore()
        let seconds = Int(now.timeIntervalSince1970)
        #expect(store.offer(push("zero"), expiration: 0, now: now) == .notStored)
        #expect(store.offer(push("past"), expiration: seconds - 1, now: now) == .notStored)
        #expect(store.offer(push("now"), expiration: seconds, now: now) == .notStored)
        #expect(store.isEmpty)
        #expect(store.offer(push("hour"), expiration: seconds + 3600, now: now) == .stored(expiresAt: now + 3600, replacing: nil))
        #expect(store.offer(push("year"), expiration: seconds + 365 * 86_400, now: now) == .stored(expiresAt: now + 30 * 86_400, replacing: "hour"))
    }

    @Test("expiring drops only what is due, oldest first; taking all leaves the store empty and skips the expired")
    func expireAndTake() {
        var store = OfflinePushStore()
        let seconds = Int(now.timeIntervalSince1970)
        _ = store.offer(push("m"), expiration: seconds + 60, now: now)
        _ = store.offer(push("c", app: "com.example.chat"), expiration: seconds + 120, now: now)
        #expect(store.nextExpiry == now + 60)
        #expect(store.expire(now: now + 59).isEmpty)
        #expect(store.expire(now: now + 60).map(\.push.identifier) == ["m"])
        #expect(store.takeAll(now: now + 120).isEmpty, "c expired at the moment it was taken")
        #expect(store.isEmpty && store.nextExpiry == nil)
    }
}

/// docs/rules/endpoint.md#background-pushes-as-ios-meters-them, from a script.
@Suite("Background pushes and the app's state, by script")
struct BackgroundPushScriptTests {
    @Test("app-state force-quit keeps a background push from waking the app; opened again, the fourth push in an hour is held")
    func forceQuitThenBudget() throws {
        let (runner, outcome) = try runDemo("""
            app-state com.example.news force-quit
            expect-log "com.example.news: app force-quit by the user"
            push pushes/news-background-refresh.apns
            expect-log "not delivered: the user force-quit the app"
            app-state com.example.news suspended
            push pushes/news-background-refresh.apns
            push pushes/news-background-refresh.apns
            push pushes/news-background-refresh.apns
            expect-log "3 of 3 wakes this hour"
            push pushes/news-background-refresh.apns
            expect-log "held: 3 wakes this hour already"
            advance 1h
            expect-log "app woken (suspended)"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(throws: CommandError.self) { _ = try Command.parse("app-state com.example.news asleep") }
    }
}
