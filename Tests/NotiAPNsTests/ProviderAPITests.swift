import Crypto
import Foundation
import NotiCore
import Testing
@testable import NotiAPNs

/// A sink that refuses every push with `reason`, as the app does for a payload without `aps`.
private struct RefusingSink: PushSink {
    var reason = APNsReason.payloadEmpty

    func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        answer(pushes.map { _ in .refused(reason) })
    }
}

@Suite("Devices, tokens and the provider API")
struct ProviderAPITests {
    let clock = TestClock()
    let registry = DeviceRegistry(workspaceID: "ws")
    let sink = InMemoryPushSink()

    func api(auth: APNsAuthMode = .none, keys: [ProviderKey] = [], sink: (any PushSink)? = nil) -> ProviderAPI {
        let clock = self.clock
        return ProviderAPI(authMode: auth, verifier: ProviderTokenVerifier(keys: keys), registry: registry,
                           sink: sink ?? self.sink, now: { clock.now })
    }

    func push(to token: String, topic: String? = "com.example.app", extra: [(String, String)] = []) -> APNsRequest {
        var headers = extra.map { (name: $0.0, value: $0.1) }
        if let topic { headers.append((name: "apns-topic", value: topic)) }
        return APNsRequest(method: "POST", path: "/3/device/\(token)", headers: headers, body: Array(#"{"aps":{}}"#.utf8))
    }

    @Test("device tokens are 64 hex digits of SHA-256 over the install, the same on every run")
    func deterministicTokens() {
        let token = DeviceToken.make(workspaceID: "ws", deviceName: "iPhone", bundleID: "com.example.app")
        #expect(token.count == 64)
        #expect(DeviceToken.normalized(token) == token)
        #expect(token == DeviceToken.make(workspaceID: "ws", deviceName: "iPhone", bundleID: "com.example.app"))
        #expect(token != DeviceToken.make(workspaceID: "ws", deviceName: "iPad", bundleID: "com.example.app"))
        let expected = SHA256.hash(data: Array("notisim-device-token|ws|iPhone|com.example.app".utf8))
            .map { String(format: "%02x", $0) }.joined()
        #expect(token == expected)
    }

    @Test("the registry lists installs sorted by bundle then device")
    func registryListing() {
        registry.register(deviceName: "iPhone", bundleID: "com.b")
        registry.register(deviceName: "iPad", bundleID: "com.a")
        registry.register(deviceName: "iPhone", bundleID: "com.a")
        #expect(registry.allInstalls.map { "\($0.bundleID) \($0.deviceName)" } == ["com.a iPad", "com.a iPhone", "com.b iPhone"])
        #expect(registry.token(deviceName: "iPad", bundleID: "com.a") != nil)
        #expect(registry.token(deviceName: "iPad", bundleID: "com.b") == nil)
    }

    @Test("a push to a registered token is admitted and delivered; the 200 carries the notification id")
    func delivered() async throws {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        var session = ProviderTokenSession()
        let admitted = try api().admit(push(to: token, extra: [("apns-collapse-id", "c1")]), session: &session, generatedID: "G").get()
        #expect(admitted.bundleID == "com.example.app")
        #expect(admitted.collapseID == "c1")
        let response = await api().deliver(admitted)
        #expect(response.status == 200)
        #expect(response.notificationID == "push-1")
        #expect(sink.pushes.map(\.deviceToken) == [token])
    }

    @Test("a topic spelled differently from the install's bundle id but canonically equal is admitted under the install's own spelling")
    func canonicallyEqualTopic() throws {
        // The Kelvin sign (U+212A) in the install's id is canonically a plain K, which the (ASCII) topic has.
        let installed = "com.example.\u{212A}app", sent = "com.example.Kapp"
        #expect(installed == sent && !installed.utf8.elementsEqual(sent.utf8))
        let token = registry.register(deviceName: "iPhone", bundleID: installed)
        var session = ProviderTokenSession()
        let admitted = try api().admit(push(to: token, topic: sent), session: &session, generatedID: "G").get()
        #expect(admitted.bundleID.utf8.elementsEqual(installed.utf8))
    }

    @Test("an omitted topic (no token auth) defaults to the install's bundle id")
    func omittedTopic() throws {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        var session = ProviderTokenSession()
        let admitted = try api().admit(push(to: token, topic: nil), session: &session, generatedID: "G").get()
        #expect(admitted.topic == "com.example.app")
    }

    @Test("an unknown well-formed token is 410 Unregistered with the clock's time in milliseconds")
    func unregistered() {
        var session = ProviderTokenSession()
        let result = api().admit(push(to: String(repeating: "0", count: 64)), session: &session, generatedID: "G")
        guard case .failure(let response) = result else { Issue.record("accepted an unknown token"); return }
        #expect(response.status == 410)
        #expect(response.reason == .unregistered)
        #expect(response.timestampMilliseconds == Int64(clock.now.timeIntervalSince1970 * 1000))
    }

    @Test("a token of another app is 400 DeviceTokenNotForTopic")
    func notForTopic() {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.other.app")
        var session = ProviderTokenSession()
        let result = api().admit(push(to: token), session: &session, generatedID: "G")
        guard case .failure(let response) = result else { Issue.record("accepted a token of another app"); return }
        #expect(response.reason == .deviceTokenNotForTopic)
        #expect(response.status == 400)
    }

    @Test("with JWT, a missing token is refused before the device is looked up")
    func jwtRequired() {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        var session = ProviderTokenSession()
        let result = api(auth: .jwt).admit(push(to: token), session: &session, generatedID: "G")
        guard case .failure(let response) = result else { Issue.record("accepted without a token"); return }
        #expect(response.reason == .missingProviderToken)
        #expect(response.status == 403)
    }

    @Test("with JWT, a valid token admits the push and authenticates the session")
    func jwtAccepted() throws {
        let key = P256.Signing.PrivateKey()
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        var session = ProviderTokenSession()
        let jwt = TestJWT.make(key: key, keyID: "K", teamID: "T", issuedAt: clock.now)
        let api = api(auth: .jwt, keys: [ProviderKey(teamID: "T", keyID: "K", publicKey: key.publicKey)])
        _ = try api.admit(push(to: token, extra: [("authorization", "bearer \(jwt)")]), session: &session, generatedID: "G").get()
        #expect(session.hasAcceptedToken)
    }

    @Test("a sink's refusal becomes the response status and reason")
    func sinkRefusal() async throws {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        var session = ProviderTokenSession()
        let api = api(sink: RefusingSink())
        let admitted = try api.admit(push(to: token), session: &session, generatedID: "G").get()
        let response = await api.deliver(admitted)
        #expect(response.status == 400)
        #expect(response.reason == .payloadEmpty)
    }

    @Test("a sink's Unregistered is 410 with the time the app side found the token gone")
    func sinkUnregistered() async throws {
        let token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        var session = ProviderTokenSession()
        let api = api(sink: RefusingSink(reason: .unregistered))
        let admitted = try api.admit(push(to: token), session: &session, generatedID: "G").get()
        clock.advance(by: 5)
        let response = await api.deliver(admitted)
        #expect(response.status == 410)
        #expect(response.body == #"{"reason":"Unregistered","timestamp":\#(Int64(clock.now.timeIntervalSince1970 * 1000))}"#)
    }

    @Test("the request log line shows time, token, topic, status and detail")
    func logLine() {
        let entry = RequestLogEntry(time: Date(timeIntervalSince1970: 0), token: "abc", topic: "com.x", status: 200, detail: "push-1")
        #expect(entry.line == "1970-01-01T00:00:00.000Z abc com.x 200 push-1")
    }

    @Test("a batch of request log lines gives each entry its own time, to the millisecond")
    func batchLogLines() {
        let times = [0, 0.0004, 0.0011, 0.0011, 1.5, 0.0004]
        let entries = times.enumerated().map { index, seconds in
            RequestLogEntry(time: Date(timeIntervalSince1970: 1_700_000_000 + seconds), token: "t\(index)", topic: "com.x",
                            status: 200, detail: "d")
        }
        #expect(RequestLogEntry.lines(entries) == entries.map(\.line))
        #expect(RequestLogEntry.lines(entries).map { $0.prefix(24) } == [
            "2023-11-14T22:13:20.000Z", "2023-11-14T22:13:20.000Z", "2023-11-14T22:13:20.001Z", "2023-11-14T22:13:20.001Z",
            "2023-11-14T22:13:21.500Z", "2023-11-14T22:13:20.000Z",
        ])
    }

    @Test("the request log as bytes is its lines, each ended by a newline, escaped alike")
    func logLinesAsBytes() {
        let entries = [
            RequestLogEntry(time: Date(timeIntervalSince1970: 1_700_000_000), token: "ab\u{1B}[2J", topic: "com.x\nforged", status: 400, detail: "BadDeviceToken"),
            RequestLogEntry(time: Date(timeIntervalSince1970: 1_700_000_000.0004), token: "t", topic: "com.x", status: 200, detail: "4A1B-済\u{85}"),
            RequestLogEntry(time: Date(timeIntervalSince1970: 1_700_000_002), token: "-", topic: "-", status: 405, detail: "MethodNotAllowed"),
        ]
        var bytes: [UInt8] = Array("kept\n".utf8)
        RequestLogEntry.appendLines(entries, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "kept\n" + RequestLogEntry.lines(entries).map { $0 + "\n" }.joined())
        #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == 4)
        var none: [UInt8] = []
        RequestLogEntry.appendLines([], to: &none)
        #expect(none.isEmpty)
    }
}
