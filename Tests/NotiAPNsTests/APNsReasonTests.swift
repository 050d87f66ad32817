import Crypto
import Foundation
import NotiCore
import Testing
@testable import NotiAPNs

/// The answers APNs gives for a device token pushed too often and for a topic the provider's team may not push to.
@Suite("TooManyRequests and TopicDisallowed, as APNs answers them")
struct APNsReasonTests {
    let clock = TestClock()
    let registry = DeviceRegistry(workspaceID: "ws")

    func api(limit: TokenRateLimit? = nil, auth: APNsAuthMode = .none, keys: [ProviderKey] = []) -> ProviderAPI {
        let clock = self.clock
        return ProviderAPI(authMode: auth, verifier: ProviderTokenVerifier(keys: keys), registry: registry, sink: InMemoryPushSink(),
                           now: { clock.now }, tokenRateLimiter: limit.map(TokenRateLimiter.init))
    }

    func push(to token: String, topic: String = "com.example.app", authorization: String? = nil) -> APNsRequest {
        var headers = [(name: "apns-topic", value: topic)]
        if let authorization { headers.append((name: "authorization", value: authorization)) }
        return APNsRequest(method: "POST", path: "/3/device/\(token)", headers: headers, body: Array(#"{"aps":{"alert":"hi"}}"#.utf8))
    }

    /// The statuses of pushes sent one after another to `token` through `api`, on one connection.
    func statuses(_ api: ProviderAPI, to token: String, count: Int) -> [Int] {
        var session = ProviderTokenSession()
        return (0..<count).map { index in
            switch api.admit(push(to: token), session: &session, generatedID: "G\(index)") {
            case .success: 200
            case .failure(let response): response.status
            }
        }
    }

    @Test("past its limit a device token's push is 429 TooManyRequests; the budget comes back over the limit's seconds")
    func tooManyRequestsForOneToken() throws {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        let api = api(limit: TokenRateLimit(pushes: 3, seconds: 60))
        #expect(statuses(api, to: token, count: 5) == [200, 200, 200, 429, 429])
        var session = ProviderTokenSession()
        guard case .failure(let refused) = api.admit(push(to: token), session: &session, generatedID: "X") else {
            Issue.record("admitted past the limit"); return
        }
        #expect(refused.reason == .tooManyRequests && refused.apnsID == "X")
        #expect(refused.body == #"{"reason":"TooManyRequests"}"#)
        clock.advance(by: 20)
        #expect(statuses(api, to: token, count: 2) == [200, 429], "20 s give back one push of three a minute")
        clock.advance(by: 3600)
        #expect(statuses(api, to: token, count: 4) == [200, 200, 200, 429], "the budget refills to the burst, no further")
    }

    @Test("each device token has its own budget, and a refused push spends none of it")
    func budgetsArePerToken() {
        let first = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        let other = registry.register(deviceName: "iPad", bundleID: "com.example.app")
        let api = api(limit: TokenRateLimit(pushes: 2, seconds: 10))
        #expect(statuses(api, to: first, count: 4) == [200, 200, 429, 429])
        #expect(statuses(api, to: other, count: 2) == [200, 200])
        clock.advance(by: 5)
        #expect(statuses(api, to: first, count: 2) == [200, 429], "the refused pushes took nothing from the refill")
    }

    @Test("without a limit no push is refused for its rate")
    func noLimit() {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        #expect(Set(statuses(api(), to: token, count: 2000)) == [200])
    }

    @Test("a limit reads as COUNT/SECONDS; anything else is refused")
    func limitParsing() {
        #expect(TokenRateLimit(parsing: "5/60") == TokenRateLimit(pushes: 5, seconds: 60))
        #expect(TokenRateLimit(parsing: "1000/0.5") == TokenRateLimit(pushes: 1000, seconds: 0.5))
        for bad in ["", "5", "5/", "/60", "0/60", "5/0", "-1/60", "5/-1", "5/nan", "5/inf", "a/b", "5/60/1", "5000000/1"] {
            #expect(TokenRateLimit(parsing: bad) == nil, "\(bad)")
        }
        #expect(TokenRateLimit.standard.description == "1000/10")
    }

    @Test("a provider token of another team than the app's is 400 TopicDisallowed; the app's own team is admitted")
    func topicDisallowedForAnotherTeam() throws {
        let key = P256.Signing.PrivateKey(), otherKey = P256.Signing.PrivateKey()
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app", teamID: "TEAM000001")
        let api = api(auth: .jwt, keys: [ProviderKey(teamID: "TEAM000001", keyID: "KEY0000001", publicKey: key.publicKey),
                                         ProviderKey(teamID: "TEAM000002", keyID: "KEY0000002", publicKey: otherKey.publicKey)])
        var own = ProviderTokenSession(), other = ProviderTokenSession()
        let ownJWT = TestJWT.make(key: key, keyID: "KEY0000001", teamID: "TEAM000001", issuedAt: clock.now)
        let otherJWT = TestJWT.make(key: otherKey, keyID: "KEY0000002", teamID: "TEAM000002", issuedAt: clock.now)
        _ = try api.admit(push(to: token, authorization: "bearer \(ownJWT)"), session: &own, generatedID: "A").get()
        guard case .failure(let refused) = api.admit(push(to: token, authorization: "bearer \(otherJWT)"), session: &other, generatedID: "B") else {
            Issue.record("admitted another team's push"); return
        }
        #expect(refused.status == 400 && refused.reason == .topicDisallowed)
        #expect(refused.body == #"{"reason":"TopicDisallowed"}"#)
    }

    @Test("an app whose team is not named takes any known team's provider token")
    func appWithoutTeamTakesAnyTeam() throws {
        let key = P256.Signing.PrivateKey()
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        let api = api(auth: .jwt, keys: [ProviderKey(teamID: "TEAM000002", keyID: "KEY0000002", publicKey: key.publicKey)])
        var session = ProviderTokenSession()
        let jwt = TestJWT.make(key: key, keyID: "KEY0000002", teamID: "TEAM000002", issuedAt: clock.now)
        _ = try api.admit(push(to: token, authorization: "bearer \(jwt)"), session: &session, generatedID: "A").get()
    }

    @Test("a Live Activity's token belongs to its app's team: another team's liveactivity push is 400 TopicDisallowed")
    func liveActivityTokensKeepTheTeam() {
        let key = P256.Signing.PrivateKey()
        _ = registry.register(deviceName: "iPhone", bundleID: "com.example.app", teamID: "TEAM000001")
        let activityToken = String(repeating: "ab", count: 32)
        registry.registerLiveActivities([LiveActivityPushToken(token: activityToken, bundleID: "com.example.app", activityID: "A1", endedAt: nil)],
                                        deviceName: "iPhone", now: clock.now)
        #expect(registry.install(forToken: activityToken)?.teamID == "TEAM000001")
        let api = api(auth: .jwt, keys: [ProviderKey(teamID: "TEAM000002", keyID: "KEY0000002", publicKey: key.publicKey)])
        var session = ProviderTokenSession()
        let jwt = TestJWT.make(key: key, keyID: "KEY0000002", teamID: "TEAM000002", issuedAt: clock.now)
        let request = APNsRequest(method: "POST", path: "/3/device/\(activityToken)",
                                  headers: [(name: "apns-topic", value: "com.example.app.push-type.liveactivity"), (name: "apns-push-type", value: "liveactivity"),
                                            (name: "authorization", value: "bearer \(jwt)")],
                                  body: Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{}}}"#.utf8))
        guard case .failure(let refused) = api.admit(request, session: &session, generatedID: "A") else { Issue.record("admitted"); return }
        #expect(refused.reason == .topicDisallowed)
    }
}
