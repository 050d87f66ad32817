import Foundation
import NotiCore
import Testing
@testable import NotiAPNs

/// A device token belongs to the APNs environment of its app's `aps-environment`; a push sent to the other
/// environment's server is refused as APNs refuses it.
@Suite("Sandbox and production device tokens")
struct PushEnvironmentTests {
    let registry = DeviceRegistry(workspaceID: "ws")

    func api() -> ProviderAPI {
        ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: registry, sink: InMemoryPushSink(), now: { Date() })
    }

    /// The status of one push to `token` as a client that named `authority` sends it.
    func status(to token: String, authority: String?) -> Int {
        var session = ProviderTokenSession()
        let request = APNsRequest(method: "POST", path: "/3/device/\(token)", headers: [(name: "apns-topic", value: "com.example.app")],
                                  body: Array(#"{"aps":{"alert":"hi"}}"#.utf8), authority: authority)
        switch api().admit(request, session: &session, generatedID: "G") {
        case .success: return 200
        case .failure(let response): return response.status
        }
    }

    @Test("a development token pushed through api.push.apple.com is 400 BadDeviceToken; through the sandbox or notisim's own address it is taken")
    func tokenSentToTheOtherEnvironment() {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app", environment: .development)
        #expect(status(to: token, authority: "api.push.apple.com") == 400)
        #expect(status(to: token, authority: "API.PUSH.APPLE.COM:443") == 400)
        #expect(status(to: token, authority: "api.sandbox.push.apple.com:443") == 200)
        #expect(status(to: token, authority: "api.development.push.apple.com") == 200)
        #expect(status(to: token, authority: "127.0.0.1:2197") == 200)
        #expect(status(to: token, authority: nil) == 200)
        var session = ProviderTokenSession()
        let request = APNsRequest(method: "POST", path: "/3/device/\(token)", headers: [(name: "apns-topic", value: "com.example.app")],
                                  body: Array(#"{"aps":{"alert":"hi"}}"#.utf8), authority: "api.push.apple.com")
        guard case .failure(let refused) = api().admit(request, session: &session, generatedID: "G") else { return }
        #expect(refused.reason == .badDeviceToken && refused.body == #"{"reason":"BadDeviceToken"}"#)
    }

    @Test("a production token pushed through the sandbox is 400 BadDeviceToken")
    func productionTokenThroughTheSandbox() {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app", environment: .production)
        #expect(status(to: token, authority: "api.sandbox.push.apple.com") == 400)
        #expect(status(to: token, authority: "api.push.apple.com:443") == 200)
    }

    @Test("an app that names no environment takes pushes sent to either server")
    func appWithoutEnvironmentTakesEither() {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        #expect(status(to: token, authority: "api.push.apple.com") == 200)
        #expect(status(to: token, authority: "api.sandbox.push.apple.com") == 200)
    }

    @Test("a Live Activity's token belongs to its app's environment")
    func liveActivityTokensKeepTheEnvironment() {
        _ = registry.register(deviceName: "iPhone", bundleID: "com.example.app", environment: .development)
        let activityToken = String(repeating: "cd", count: 32)
        registry.registerLiveActivities([LiveActivityPushToken(token: activityToken, bundleID: "com.example.app", activityID: "A1", endedAt: nil)],
                                        deviceName: "iPhone", now: Date())
        #expect(registry.install(forToken: activityToken)?.environment == .development)
    }

    @Test("only Apple's APNs host names name an environment, with or without a port or a final dot")
    func authorityNames() {
        #expect(PushEnvironment(authority: "api.sandbox.push.apple.com.") == .development)
        #expect(PushEnvironment(authority: "api.push.apple.com:2197") == .production)
        #expect(PushEnvironment(authority: "push.apple.com") == nil)
        #expect(PushEnvironment(authority: "api.push.apple.com.example.com") == nil)
        #expect(PushEnvironment(authority: "[::1]:8443") == nil)
        #expect(PushEnvironment(authority: "") == nil)
    }
}
