import Foundation
import Testing
import NotiCore

/// docs/rules/live-activities.md#live-activities: the board's rules on a manual clock.
@Suite("Live Activity rules")
struct LiveActivityBoardTests {
    let type = LiveActivityType(name: "RideAttributes", attributeKeys: ["driver"], contentStateKeys: ["eta"])
    let t0 = Date(timeIntervalSince1970: 1_700_000_000)

    private func started(_ board: inout LiveActivityBoard, relevance: Double? = nil, at date: Date? = nil) -> LiveActivity? {
        let events = board.start(LiveActivityRequest(event: .start, timestamp: 100, attributes: ["driver": "Min"], contentState: ["eta": 5],
                                                     relevanceScore: relevance),
                                 type: type, bundleID: "com.example.rides", byPush: false, now: date ?? t0)
        guard case .started(let activity, _)? = events.first else { return nil }
        return activity
    }

    @Test("an update with an older timestamp than the last applied is ignored")
    func outOfOrderUpdatesAreIgnored() throws {
        var board = LiveActivityBoard()
        let activity = try #require(started(&board))
        let newer = board.apply(LiveActivityRequest(event: .update, timestamp: 200, contentState: ["eta": 3]), to: activity.id, type: type, now: t0)
        #expect(newer.count == 1)
        let older = board.apply(LiveActivityRequest(event: .update, timestamp: 150, contentState: ["eta": 9]), to: activity.id, type: type, now: t0)
        #expect(older == [.ignoredOutOfOrder(id: activity.id, bundleID: "com.example.rides", timestamp: 150, last: 200)])
        #expect(board.activity(activity.id)?.contentState["eta"] == .number(JSONNumber(3)))
    }

    @Test("an update or end sent to a push-to-start token is ignored, naming the token and the event; a start goes ahead")
    func updatesToAPushToStartTokenAreIgnored() {
        let token = String(repeating: "ab", count: 32)
        let update = LiveActivityRequest(event: .update, timestamp: 200, contentState: ["eta": 3])
        let ignored = update.ignoredOnPushToStartToken(token, bundleID: "com.example.rides")
        #expect(ignored == .ignoredOnPushToStartToken(bundleID: "com.example.rides", token: token, event: .update))
        #expect(ignored?.logLine == "com.example.rides: Live Activity update sent to push-to-start token \(token) ignored: that token only starts activities")
        #expect(LiveActivityRequest(event: .end, timestamp: 200).ignoredOnPushToStartToken(token, bundleID: "b")?.logLine.contains("Live Activity end sent to push-to-start token") == true)
        #expect(LiveActivityRequest(event: .start, timestamp: 200).ignoredOnPushToStartToken(token, bundleID: "b") == nil)
    }

    @Test("a dismissal date is kept within four hours of the end; a past one removes the activity at once")
    func dismissalDate() throws {
        var board = LiveActivityBoard()
        let first = try #require(started(&board))
        _ = board.apply(LiveActivityRequest(event: .end, timestamp: 200, dismissalDate: t0 + 9 * 3600), to: first.id, type: type, now: t0)
        #expect(board.activity(first.id)?.dismissAt == t0 + LiveActivityBoard.endedLimit)
        let second = try #require(started(&board))
        let events = board.apply(LiveActivityRequest(event: .end, timestamp: 200, dismissalDate: t0 - 60), to: second.id, type: type, now: t0)
        #expect(events.last == .dismissed(id: second.id, bundleID: "com.example.rides"))
        #expect(board.activity(second.id) == nil)
    }

    @Test("iOS ends an activity after 8 hours and removes it 4 hours later")
    func lifetimeLimits() throws {
        var board = LiveActivityBoard()
        let activity = try #require(started(&board))
        #expect(board.advance(to: t0 + 8 * 3600 - 1).isEmpty)
        let ended = board.advance(to: t0 + 8 * 3600)
        #expect(ended.count == 1)
        #expect(board.activity(activity.id)?.phase(at: t0 + 8 * 3600) == .ended)
        #expect(board.nextDeadline(after: t0 + 8 * 3600) == t0 + 12 * 3600)
        #expect(board.advance(to: t0 + 12 * 3600) == [.dismissed(id: activity.id, bundleID: "com.example.rides")])
    }

    @Test("the most relevant activity comes first; equal scores put the newest first")
    func relevanceOrdersActivities() throws {
        var board = LiveActivityBoard()
        let low = try #require(started(&board, relevance: 1))
        let high = try #require(started(&board, relevance: 80))
        let newestLow = try #require(started(&board, relevance: 1))
        #expect(board.ordered().map(\.id) == [high.id, newestLow.id, low.id])
    }

    @Test("a content state missing a key of the type is refused naming the key; an extra key is only a warning")
    func contentStateMustMatchItsType() {
        let findings = type.check(contentState: ["speed": 3])
        #expect(findings.contains(.error("aps.content-state.eta", "missing: RideAttributes's content state needs it; iOS can't decode the update and drops it")))
        #expect(findings.contains { $0.severity == .warning && $0.path == "aps.content-state.speed" })
    }

    @Test("each activity has its own 64-hex push token; an update sent to it reaches only that activity")
    func pushTokensPickTheActivity() throws {
        var board = LiveActivityBoard()
        let first = try #require(started(&board))
        let second = try #require(started(&board))
        #expect(first.pushToken.count == 64 && first.pushToken != second.pushToken)
        #expect(board.activity(pushToken: second.pushToken.uppercased())?.id == second.id)
        #expect(board.activity(pushToken: first.pushToken)?.id == first.id)
        #expect(board.activity(pushToken: String(repeating: "0", count: 64)) == nil)
        #expect(board.activity(pushToken: String(repeating: "A", count: 64)) == nil)
    }

    @Test("the tokens the endpoint was given are still the board's until an activity starts, ends or is dismissed")
    func publishedTokensChangeWithTheActivities() throws {
        var board = LiveActivityBoard()
        #expect(board.hasPushTokens([]))
        let first = try #require(started(&board))
        var published = board.pushTokens
        #expect(!board.hasPushTokens([]) && board.hasPushTokens(published))
        _ = board.apply(LiveActivityRequest(event: .update, timestamp: 200, contentState: ["eta": 3]), to: first.id, type: type, now: t0)
        #expect(board.hasPushTokens(published))
        let second = try #require(started(&board))
        #expect(!board.hasPushTokens(published))
        published = board.pushTokens
        #expect(published.map(\.activityID) == [first.id, second.id])
        _ = board.apply(LiveActivityRequest(event: .end, timestamp: 300), to: first.id, type: type, now: t0 + 60)
        #expect(!board.hasPushTokens(published))
        published = board.pushTokens
        #expect(published.first?.endedAt == t0 + 60)
        _ = board.advance(to: t0 + LiveActivityBoard.endedLimit + 61)
        #expect(!board.hasPushTokens(published))
        #expect(board.hasPushTokens([LiveActivityPushToken(of: try #require(board.activity(second.id)))]))
    }

    @Test("bindings fill content-state keys, times and timers on the given clock (dates as seconds since 2001)")
    func bindings() {
        let kickoff = t0.timeIntervalSinceReferenceDate
        let text = LiveActivityBinding.fill("{{team}} {{score}} · {{kickoff|time}} · {{kickoff|timer}} · {{nope}}",
                                            state: ["score": 2, "kickoff": .number(JSONNumber(kickoff))], attributes: ["team": "Seoul"],
                                            now: t0 + 3725, timeZone: TimeZone(identifier: "UTC")!)
        #expect(text == "Seoul 2 · 22:13 · 1:02:05 · —")
    }
}
