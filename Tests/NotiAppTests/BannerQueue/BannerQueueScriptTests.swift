import Foundation
import Testing
@testable import NotiApp
@testable import NotiAppCore

/// How banners wait their turn behind the one on screen.
@Suite("banner queue in scripts")
struct BannerQueueScriptTests {
    /// A script that adds `count` notifications for `app` at once, named `b0`, `b1`, …
    private func burst(_ count: Int, app: String) -> String {
        (0..<count).map { "schedule b\($0) now app=\(app) title=Burst-\($0)" }.joined(separator: "\n")
    }

    @Test("waiting banners show back to back: after a clock jump every one that had its turn has left")
    func waitingBannersLeaveAfterJump() throws {
        let runner = try demoScript()
        let outcome = runner.run(script: burst(12, app: "com.example.LocalNotificationPractice") + "\nadvance 20s")
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        // 5 s each: b0 left at 5 s, b1 at 10 s, b2 at 15 s, b3 at 20 s; b4 is on screen since 20 s.
        let identifiers = runner.model.banners.map(\.identifier).filter { $0.hasPrefix("b") }
        #expect(identifiers == (4..<12).map { "b\($0)" })
        #expect(runner.model.banners.first?.identifier == "b4")
        #expect(runner.model.bannerQueue.shown?.since == runner.model.now)
        #expect(runner.run(script: "advance 1h").passed)
        #expect(runner.model.banners.filter { $0.identifier.hasPrefix("b") }.isEmpty)
    }

    @Test("at most 20 banners wait behind a persistent one; the oldest waiting ones are skipped but stay in the centre")
    func waitingBannersAreBounded() throws {
        let runner = try demoScript()
        let outcome = runner.run(script: burst(30, app: "com.example.alarm"))
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        let identifiers = runner.model.banners.map(\.identifier)
        #expect(identifiers.count == 1 + BannerQueue.waitingLimit)
        #expect(identifiers.first == "b0")
        #expect(Array(identifiers.dropFirst()) == (10..<30).map { "b\($0)" })
        #expect(runner.model.system.app("com.example.alarm")?.delivered.count == 30)
    }
}

extension BannerQueueScriptTests {
    @Test("a notification scheduled again with the identifier of the banner on screen shows again at once; the waiting one still gets its turn")
    func replacementOnScreenKeepsTheQueueMoving() throws {
        let runner = try demoScript()
        let app = "com.example.LocalNotificationPractice"
        let outcome = runner.run(script: """
            schedule r0 now app=\(app) title=First
            schedule r1 now app=\(app) title=Second
            advance 2s
            schedule r0 now app=\(app) title=First-again
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))")
        #expect(runner.model.visibleBanner?.identifier == "r0")
        #expect(runner.model.bannerQueue.shown?.since == runner.model.now)
        #expect(runner.run(script: "advance 5s").passed)
        #expect(runner.model.visibleBanner?.identifier == "r1")
        #expect(runner.run(script: "advance 5s").passed)
        #expect(runner.model.banners.filter { $0.identifier.hasPrefix("r") }.isEmpty)
    }
}

extension BannerQueueScriptTests {
    @Test("a banner held back by a persistent one is counted on the status line and logged as waiting behind it")
    func waitingBannerIsShown() throws {
        let (runner, outcome) = try runDemo("""
            advance 20s
            expect "낮잠 알람"
            expect-not "waiting"
            schedule later now app=com.example.photos title=Later body=held
            expect "1 banner waiting"
            expect-log "\\"later\\" banner waiting behind \\"alarm-nap\\""
            expect "낮잠 알람"
            expect-not "held"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
    }

    @Test("a critical or time-sensitive banner shows at once over a persistent one, which waits first in line")
    func urgentBannerGoesFirst() throws {
        let (runner, outcome) = try runDemo("""
            advance 20s
            schedule later now app=com.example.photos title=Later body=held
            advance 10s
            expect "LOW BLOOD SUGAR"
            expect "2 banners waiting"
            """)
        #expect(outcome.passed, "\(String(describing: outcome.failure))\n\(runner.screenText)")
        #expect(runner.model.bannerQueue.waiting.map(\.identifier) == ["alarm-nap", "later"])
        let urgent = runner.run(script: """
            key x
            expect "낮잠 알람"
            schedule standup now app=com.example.alarm title=Stand-up body="Room 4" level=time-sensitive
            expect "Room 4"
            """)
        #expect(urgent.passed, "\(String(describing: urgent.failure))\n\(runner.screenText)")
        #expect(runner.model.visibleBanner?.identifier == "standup")
    }
}
