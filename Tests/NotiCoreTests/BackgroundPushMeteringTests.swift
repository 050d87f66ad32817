import Foundation
import NotiCore
import Testing

/// docs/rules/endpoint.md#background-pushes-as-ios-meters-them
@Suite("Background pushes as iOS meters them")
struct BackgroundPushMeteringTests {
    static let app = "com.example.news"
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    static func system(state: AppRunState = .background, result: BackgroundFetchResult = .newData) -> NotificationSystem {
        var app = SimulatedApp(bundleID: Self.app, displayName: "News")
        app.runState = state
        app.delegate.backgroundFetchResult = result
        var system = NotificationSystem(apps: [app], timeZone: TimeZone(identifier: "UTC")!, inspectAttachment: { _ in nil })
        _ = system.requestAuthorization(Self.app, options: [.alert])
        return system
    }

    static func background(_ system: inout NotificationSystem, _ id: String, at date: Date) -> [CenterEvent] {
        system.receivePush(NotificationContent(), identifier: id, bundleID: app, delivery: .wakesApp, now: date)
    }

    @Test("three background pushes an hour wake the app; the next is held until the first's hour is over, then wakes it")
    func threeAnHour() {
        var system = Self.system()
        for (index, id) in ["a", "b", "c"].enumerated() {
            let events = Self.background(&system, id, at: Self.start + Double(index) * 60)
            #expect(events == [.backgroundPush(bundleID: Self.app, identifier: id, wake: .woken(from: .background, result: .newData, count: index + 1))])
        }
        let held = Self.background(&system, "d", at: Self.start + 600)
        #expect(held == [.backgroundPush(bundleID: Self.app, identifier: "d", wake: .held(until: Self.start + 3600, replacing: nil))])
        #expect(held.first?.logLine == "com.example.news: background push \"d\" held: 3 wakes this hour already; it wakes the app at 2023-11-14T23:13:20Z")
        #expect(system.nextDeadline == Self.start + 3600)
        #expect(system.advance(to: Self.start + 3599).isEmpty)
        #expect(system.advance(to: Self.start + 3600) == [.backgroundPush(bundleID: Self.app, identifier: "d", wake: .woken(from: .background, result: .newData, count: 3))])
        #expect(system.nextDeadline == nil)
    }

    @Test("a newer background push replaces the one held back, and says so")
    func newerReplacesHeld() {
        var system = Self.system()
        for id in ["a", "b", "c"] { _ = Self.background(&system, id, at: Self.start) }
        _ = Self.background(&system, "d", at: Self.start + 10)
        let events = Self.background(&system, "e", at: Self.start + 20)
        #expect(events == [.backgroundPush(bundleID: Self.app, identifier: "e", wake: .held(until: Self.start + 3600, replacing: "d"))])
        #expect(system.advance(to: Self.start + 3600).map(\.logLine) == [
            "com.example.news: background push \"e\" → app woken (in the background), no UI; didReceiveRemoteNotification → newData; 1 of 3 wakes this hour",
        ])
    }

    @Test("the foreground app gets every background push at once, uncounted; a force-quit app none, and force-quitting drops the one held")
    func foregroundAndForceQuit() {
        var foreground = Self.system(state: .foreground, result: .noData)
        for index in 0..<5 {
            let events = Self.background(&foreground, "f\(index)", at: Self.start)
            #expect(events == [.backgroundPush(bundleID: Self.app, identifier: "f\(index)", wake: .woken(from: .foreground, result: .noData, count: nil))])
        }
        var quit = Self.system(state: .forceQuit)
        #expect(Self.background(&quit, "q", at: Self.start).map(\.logLine) == [
            "com.example.news: background push \"q\" not delivered: the user force-quit the app, and iOS does not launch it for background pushes",
        ])
        var later = Self.system()
        for id in ["a", "b", "c", "d"] { _ = Self.background(&later, id, at: Self.start) }
        let events = later.setRunState(Self.app, .forceQuit)
        #expect(events == [.appStateChanged(bundleID: Self.app, state: .forceQuit),
                           .backgroundPush(bundleID: Self.app, identifier: "d", wake: .dropped)])
        #expect(later.nextDeadline == nil)
    }

    @Test("a push launches an app that is not running, which is suspended after; the app's answer is logged")
    func launchesAndAnswers() {
        var system = Self.system(state: .notRunning, result: .failed)
        #expect(Self.background(&system, "a", at: Self.start).map(\.logLine) == [
            "com.example.news: background push \"a\" → app woken (not running), no UI; didReceiveRemoteNotification → failed; 1 of 3 wakes this hour",
        ])
        #expect(system.app(Self.app)?.runState == .suspended)
    }

    @Test("the run state and the hour's wakes outlive a restart")
    func archived() throws {
        var system = Self.system()
        for id in ["a", "b", "c", "d"] { _ = Self.background(&system, id, at: Self.start) }
        _ = system.setRunState(Self.app, .suspended)
        let data = try JSONEncoder().encode(system.archive(now: Self.start))
        var restored = Self.system()
        _ = restored.restore(try JSONDecoder().decode(NotificationArchive.self, from: data), now: Self.start)
        #expect(restored.app(Self.app)?.runState == .suspended)
        #expect(restored.nextDeadline == Self.start + 3600)
        #expect(restored.advance(to: Self.start + 3600).count == 1)
    }
}
