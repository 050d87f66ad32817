import Foundation
import NotiTerminalPort
import Testing
@testable import NotiApp
@testable import NotiAppCore
import NotiCore

/// docs/rules/live-activities.md#broadcast-push-channels: a broadcast on a channel reaches every activity subscribed to it.
@Suite("Broadcast pushes to subscribed Live Activities")
struct BroadcastLiveActivityTests {
    let scores = "com.example.scores"

    func model() throws -> AppModel {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/LiveScores")
        let workspace = try Session.loadWorkspace(folder.path)
        return try Session.makeModel(workspace: workspace, os: "18", device: "iphone-15", theme: "light", environment: [:],
                                     size: TerminalSize(cols: 80, rows: 30), now: Date(timeIntervalSince1970: 1_700_000_000),
                                     timeZone: TimeZone(identifier: "UTC")!)
    }

    func start(_ model: inout AppModel, channel: String) throws {
        let command = try Command.parseActivity(["start", "MatchAttributes", "home=Seoul", "away=Tokyo", "homeScore=0", "awayScore=0",
                                                 "minute=1", "kickoff=+0s", "channel=\(channel)"])
        guard case .activityStart(let spec) = command else { Issue.record("not a start: \(command)"); return }
        _ = model.update(.command(.activityStart(spec)))
    }

    /// A `liveactivity` push of `request` for the scores app on `channel`, through the model's one update.
    func broadcast(_ request: LiveActivityRequest, on channel: String, to model: inout AppModel) {
        let push = LoadedPush(bundleID: scores, identifier: "broadcast", destination: PushDestination(channelID: channel),
                              content: NotificationContent(), delivery: .notification, liveActivity: request)
        _ = model.update(.pushArrived(push))
    }

    @Test("an update on a channel reaches every activity subscribed to it and no other")
    func broadcastUpdatesEverySubscriber() throws {
        var model = try model()
        try start(&model, channel: "CH1")
        try start(&model, channel: "CH1")
        try start(&model, channel: "CH2")
        let state = JSONValue.object([("homeScore", .number(JSONNumber(3))), ("awayScore", .number(JSONNumber(0))),
                                      ("minute", .number(JSONNumber(30))), ("kickoff", .number(JSONNumber(721692800)))])
        broadcast(LiveActivityRequest(event: .update, timestamp: 1_700_000_100, contentState: state), on: "CH1", to: &model)
        #expect(model.liveActivities.subscribers(of: "CH1", bundleID: scores).map(\.id) == ["A1", "A2"])
        #expect(model.liveActivities.activity("A1")?.contentState["homeScore"] == .number(JSONNumber(3)))
        #expect(model.liveActivities.activity("A2")?.contentState["homeScore"] == .number(JSONNumber(3)))
        #expect(model.liveActivities.activity("A3")?.contentState["homeScore"] == .number(JSONNumber(0)))
    }

    @Test("an end on a channel ends every subscriber; a broadcast with no subscriber is logged as refused")
    func broadcastEndsEverySubscriber() throws {
        var model = try model()
        try start(&model, channel: "CH1")
        try start(&model, channel: "CH1")
        broadcast(LiveActivityRequest(event: .end, timestamp: 1_700_000_100), on: "CH1", to: &model)
        #expect(model.liveActivities.activity("A1")?.endedAt != nil)
        #expect(model.liveActivities.activity("A2")?.endedAt != nil)
        broadcast(LiveActivityRequest(event: .end, timestamp: 1_700_000_200), on: "CH9", to: &model)
        #expect(model.log.entries.map(\.text).contains { $0.contains("no running Live Activity subscribed to channel CH9") })
    }

    @Test("a push-to-start's input-push-channel subscribes the new activity to that channel")
    func pushToStartSubscribes() {
        let payload = #"{"aps":{"event":"start","timestamp":1,"attributes-type":"MatchAttributes","attributes":{},"content-state":{},"input-push-channel":"CH7"}}"#
        let decoded = PayloadDecoder.decode(Array(payload.utf8), pushType: .liveactivity)
        #expect(decoded.liveActivityRequest?.channelID == "CH7")
    }
}
