import Foundation
import NotiCore
import Testing
@testable import NotiAPNs

/// Live Activity push tokens on the endpoint: each activity's own token, push-to-start tokens, and what APNs answers
/// for them. docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
@Suite("Live Activity push tokens on the endpoint")
struct LiveActivityTokenTests {
    let clock = TestClock()
    let registry = DeviceRegistry(workspaceID: "ws")
    let sink = InMemoryPushSink()
    static let bundleID = "com.example.scores"
    static let activityToken = String(repeating: "ab", count: 32)

    func admit(to token: String, pushType: String?, topic: String) -> Result<InboundPush, APNsResponse> {
        let clock = self.clock
        let api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: registry, sink: sink, now: { clock.now })
        var headers = [(name: "apns-topic", value: topic)]
        if let pushType { headers.append((name: "apns-push-type", value: pushType)) }
        var session = ProviderTokenSession()
        let body = Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{}}}"#.utf8)
        return api.admit(APNsRequest(method: "POST", path: "/3/device/\(token)", headers: headers, body: body), session: &session, generatedID: "G")
    }

    func liveActivityPush(to token: String) -> Result<InboundPush, APNsResponse> {
        admit(to: token, pushType: "liveactivity", topic: Self.bundleID + ".push-type.liveactivity")
    }

    func running(endedAt: Date? = nil) -> [LiveActivityPushToken] {
        [LiveActivityPushToken(token: Self.activityToken, bundleID: Self.bundleID, activityID: "A1", endedAt: endedAt)]
    }

    @Test("a running activity's token takes liveactivity pushes to BUNDLE.push-type.liveactivity, for its app")
    func runningActivityTokenAdmitsLiveActivityPushes() throws {
        registry.registerLiveActivities(running(), deviceName: "iPhone", now: clock.now)
        let push = try liveActivityPush(to: Self.activityToken).get()
        #expect(push.bundleID == Self.bundleID)
        #expect(push.deviceToken == Self.activityToken)
        #expect(registry.install(forToken: Self.activityToken)?.deviceName == "iPhone/activity/A1")
    }

    @Test("an ended activity's token answers 410 ExpiredToken with the time it ended, in milliseconds")
    func endedActivityTokenHasExpiredSinceItsEnd() {
        let end = clock.now.addingTimeInterval(-90)
        registry.registerLiveActivities(running(endedAt: end), deviceName: "iPhone", now: clock.now)
        guard case .failure(let response) = liveActivityPush(to: Self.activityToken) else { Issue.record("admitted a push to an ended activity"); return }
        #expect(response.status == 410)
        #expect(response.reason == .expiredToken)
        #expect(response.body == #"{"reason":"ExpiredToken","timestamp":\#(Int64((end.timeIntervalSince1970 * 1000).rounded(.down)))}"#)
        #expect(response.timestampMilliseconds == Int64((end.timeIntervalSince1970 * 1000).rounded(.down)))
    }

    @Test("an activity gone from the board without an end (a reload) is retired at that moment")
    func vanishedActivityTokenIsRetiredNow() {
        registry.registerLiveActivities(running(), deviceName: "iPhone", now: clock.now)
        clock.advance(by: 30)
        registry.registerLiveActivities([], deviceName: "iPhone", now: clock.now)
        guard case .failure(let response) = liveActivityPush(to: Self.activityToken) else { Issue.record("admitted a push to a gone activity"); return }
        #expect(response.status == 410)
        #expect(response.reason == .expiredToken)
        #expect(response.timestampMilliseconds == Int64((clock.now.timeIntervalSince1970 * 1000).rounded(.down)))
    }

    @Test("an activity's or a push-to-start token with another push type is 400 DeviceTokenNotForTopic")
    func activityTokensTakeOnlyLiveActivityPushes() {
        registry.registerLiveActivities(running(), deviceName: "iPhone", now: clock.now)
        let start = registry.register(deviceName: "iPhone/push-to-start/ScoreAttributes", bundleID: Self.bundleID, kind: .pushToStart)
        for token in [Self.activityToken, start] {
            guard case .failure(let response) = admit(to: token, pushType: nil, topic: Self.bundleID) else {
                Issue.record("admitted an alert push to a Live Activity token"); continue
            }
            #expect(response.status == 400)
            #expect(response.reason == .deviceTokenNotForTopic)
        }
        #expect((try? liveActivityPush(to: start).get()) != nil, "a push-to-start token takes liveactivity pushes")
    }

    @Test("an activity's token under another app's topic is 400 DeviceTokenNotForTopic")
    func activityTokenOfAnotherApp() {
        registry.registerLiveActivities(running(), deviceName: "iPhone", now: clock.now)
        guard case .failure(let response) = admit(to: Self.activityToken, pushType: "liveactivity", topic: "com.other.push-type.liveactivity") else {
            Issue.record("admitted a push under another app's topic"); return
        }
        #expect(response.reason == .deviceTokenNotForTopic)
    }
}
