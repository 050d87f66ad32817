import Foundation
import Testing
@testable import NotiApp

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
