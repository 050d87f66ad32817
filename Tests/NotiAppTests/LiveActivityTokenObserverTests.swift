import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

/// docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint: the runner tells the endpoint each Live Activity's push
/// token as it starts and ends, on the loop's thread, before the push that caused it is answered.
@Suite("Live Activity tokens told to the endpoint")
struct LiveActivityTokenObserverTests {
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    func runner() throws -> AppRunner {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/LiveScores")
        let workspace = try Session.loadWorkspace(folder.path)
        let model = try Session.makeModel(workspace: workspace, os: "18", device: "iphone-15", theme: "light", environment: [:],
                                          size: TerminalSize(cols: 80, rows: 30), now: start, timeZone: TimeZone(identifier: "UTC")!)
        let runner = AppRunner(model: model, backend: HeadlessTerminal(), clock: ManualClock(start))
        runner.start(restoring: nil)
        return runner
    }

    @Test("the runner tells each activity's token when it starts and when it ends, and only on a change")
    func tokensToldOnStartAndEnd() throws {
        let runner = try runner()
        let told = LockedState<[[LiveActivityPushToken]]>([])
        runner.liveActivityTokensObserver = { tokens in told.withLock { $0.append(tokens) } }
        #expect(told.withLock { $0 } == [[]], "told the (empty) board at once")
        runner.run(try Command.parseActivity(["start", "MatchAttributes", "home=Seoul", "away=Tokyo", "homeScore=0", "awayScore=0",
                                              "minute=1", "kickoff=+0s"]))
        let started = try #require(told.withLock { $0.last })
        let activity = try #require(runner.model.liveActivities.activity("A1"))
        #expect(started == [LiveActivityPushToken(token: activity.pushToken, bundleID: "com.example.scores", activityID: "A1", endedAt: nil)])
        runner.tick()
        #expect(told.withLock { $0.count } == 2, "a tick that changes no token tells nothing")
        runner.run(try Command.parseActivity(["end", "A1"]))
        #expect(told.withLock { $0.last?.first?.endedAt } == start)
    }

    @Test("a push-to-start from the endpoint is told before its answer")
    func pushToStartToldBeforeAnswer() throws {
        let runner = try runner()
        let told = LockedState<[LiveActivityPushToken]>([])
        runner.liveActivityTokensObserver = { tokens in told.withLock { $0 = tokens } }
        let inbox = PushInbox()
        let payload = #"{"aps":{"event":"start","timestamp":1700000000,"attributes-type":"MatchAttributes","attributes":{"home":"Seoul","away":"Tokyo"},"content-state":{"homeScore":0,"awayScore":0,"minute":1,"kickoff":721692800}}}"#
        let toldAtAnswer = LockedState<Int?>(nil)
        inbox.post([InboundPush(bundleID: "com.example.scores", payload: Array(payload.utf8), pushType: .liveactivity, collapseID: nil,
                                apnsID: "00000000-0000-0000-0000-000000000001")]) { _ in
            toldAtAnswer.withLock { $0 = told.withLock { $0.count } }
        }
        runner.deliverInbox(inbox)
        #expect(toldAtAnswer.withLock { $0 } == 1)
    }
}
