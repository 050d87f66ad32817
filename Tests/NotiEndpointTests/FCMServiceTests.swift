import _CryptoExtras
import Foundation
import Glibc
import NotiAPNs
import NotiCore
import NotiEndpoint
import NotiFCM
import Testing
import TestSupport

/// The FCM endpoint's service without sockets: the token endpoint, messages:send over the APNs provider API, and the
/// Instance ID batch API (docs/rules/fcm.md).
@Suite("The FCM endpoint's service")
struct FCMServiceTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// Takes every push at once, as an app loop that accepts them would, and keeps them.
    final class AcceptingSink: PushSink {
        let pushes = LockedState<[InboundPush]>([])
        func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
            self.pushes.withLock { $0 += pushes }
            answer(pushes.map { .accepted(notificationID: $0.apnsID) })
        }
    }

    /// A service over three installs with a fresh service account, its sink, and the account's signing key.
    static func service(log: @escaping @Sendable ([String]) -> Void = { _ in }) throws
        -> (service: FCMService, sink: AcceptingSink, key: _RSA.Signing.PrivateKey, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notisim-fcm-\(UUID().uuidString)")
        let account = try FCMServiceAccount.loadOrCreate(directory: folder.path, projectID: FCMServiceAccount.projectID(workspaceName: "FCM Tests"))
        let document = try JSONParser.parse(account.fileContents)
        let key = try _RSA.Signing.PrivateKey(pemRepresentation: try #require(document["private_key"]?.stringValue))
        let registry = DeviceRegistry(workspaceID: "fcm-tests")
        for bundleID in ["com.example.shop", "com.example.news", "com.example.mail"] {
            _ = registry.register(deviceName: "iPhone", bundleID: bundleID)
        }
        let sink = AcceptingSink()
        let api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: registry, sink: sink, now: { Self.start })
        let service = FCMService(account: account, api: api, subscriptionsFile: folder.appendingPathComponent("fcm-topics.json").path, log: log)
        return (service, sink, key, folder)
    }

    /// A JWT-bearer grant's form body for a JWT `key` signs with `claims` changed as given.
    static func grantBody(_ service: FCMService, key: _RSA.Signing.PrivateKey, issuedAt: Date = start, audience: String = FCMServiceAccount.tokenURI) throws -> [UInt8] {
        let header = Base64URL.encode(Array(#"{"alg":"RS256","typ":"JWT","kid":"\#(service.account.privateKeyID)"}"#.utf8))
        let iat = Int(issuedAt.timeIntervalSince1970)
        let claims = Base64URL.encode(Array(#"{"iss":"\#(service.account.clientEmail)","scope":"https://www.googleapis.com/auth/firebase.messaging","aud":"\#(audience)","iat":\#(iat),"exp":\#(iat + 3600)}"#.utf8))
        let signature = try key.signature(for: Array("\(header).\(claims)".utf8), padding: .insecurePKCS1v1_5)
        let jwt = "\(header).\(claims).\(Base64URL.encode(signature.rawRepresentation))"
        return Array("grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=\(jwt)".utf8)
    }

    /// An access token from the service's token endpoint.
    static func accessToken(_ service: FCMService, key: _RSA.Signing.PrivateKey) async throws -> String {
        let answer = await service.handle(FCMHTTPRequest(method: "POST", path: "/token", headers: [], body: try grantBody(service, key: key)))
        #expect(answer.status == 200, "\(String(decoding: answer.body, as: UTF8.self))")
        return try #require(try JSONParser.parse(answer.body)["access_token"]?.stringValue)
    }

    static func send(_ service: FCMService, token: String?, _ message: String) async -> (status: Int, body: JSONValue?) {
        let headers = token.map { [(name: "authorization", value: "Bearer \($0)")] } ?? []
        let answer = await service.handle(FCMHTTPRequest(method: "POST", path: "/v1/projects/\(service.account.projectID)/messages:send",
                                                         headers: headers, body: Array(message.utf8)))
        return (answer.status, try? JSONParser.parse(answer.body))
    }

    @Test("the token endpoint grants an access token for a JWT the service account signed, and refuses another key's or an expired one")
    func tokenEndpoint() async throws {
        let (service, _, key, folder) = try Self.service()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = try await Self.accessToken(service, key: key)
        #expect(token.hasPrefix("ya29.") && service.accessTokens.accepts(authorization: "Bearer \(token)"))
        #expect(!service.accessTokens.accepts(authorization: "Bearer ya29.forged"))
        let stranger = try _RSA.Signing.PrivateKey(keySize: .bits2048)
        let forged = await service.handle(FCMHTTPRequest(method: "POST", path: "/token", headers: [], body: try Self.grantBody(service, key: stranger)))
        #expect(forged.status == 400 && String(decoding: forged.body, as: UTF8.self).contains("Invalid JWT Signature."))
        let stale = await service.handle(FCMHTTPRequest(method: "POST", path: "/token", headers: [],
                                                        body: try Self.grantBody(service, key: key, issuedAt: Self.start.addingTimeInterval(-7200))))
        #expect(stale.status == 400 && String(decoding: stale.body, as: UTF8.self).contains("invalid_grant"))
    }

    @Test("messages:send delivers to the install the registration token names as FCM's APNs request; an unknown token is UNREGISTERED, no access token UNAUTHENTICATED, another project SENDER_ID_MISMATCH")
    func sendToToken() async throws {
        let (service, sink, key, folder) = try Self.service()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = try await Self.accessToken(service, key: key)
        let tokens = service.installsByRegistrationToken
        let shop = try #require(tokens.first { $0.value.bundleID == "com.example.shop" }?.key)
        let sent = await Self.send(service, token: token, #"{"message": {"token": "\#(shop)", "notification": {"title": "Sale", "body": "20% off", "image": "https://example.com/a.png"}, "data": {"order": "7"}}}"#)
        #expect(sent.status == 200)
        #expect(sent.body?["name"]?.stringValue?.hasPrefix("projects/\(service.account.projectID)/messages/0:") == true)
        let push = try #require(sink.pushes.withLock { $0 }.first)
        #expect(push.bundleID == "com.example.shop")
        let payload = try JSONParser.parse(push.payload)
        #expect(payload["aps"]?["alert"]?["title"]?.stringValue == "Sale")
        #expect(payload["order"]?.stringValue == "7")
        #expect(payload["fcm_options"]?["image"]?.stringValue == "https://example.com/a.png")
        #expect(payload["google.c.sender.id"]?.stringValue == service.account.projectNumber)

        let unknown = String(shop.dropLast(4)) + (shop.hasSuffix("aaaa") ? "bbbb" : "aaaa")
        let unregistered = await Self.send(service, token: token, #"{"message": {"token": "\#(unknown)", "notification": {"title": "x"}}}"#)
        #expect(unregistered.status == 404 && unregistered.body.map { $0.serialized().contains(#""errorCode":"UNREGISTERED""#) } == true)
        let anonymous = await Self.send(service, token: nil, #"{"message": {"token": "\#(shop)"}}"#)
        #expect(anonymous.status == 401 && anonymous.body?["error"]?["status"]?.stringValue == "UNAUTHENTICATED")
        let elsewhere = await service.handle(FCMHTTPRequest(method: "POST", path: "/v1/projects/someone-else/messages:send",
                                                            headers: [(name: "authorization", value: "Bearer \(token)")], body: Array(#"{"message": {"token": "\#(shop)"}}"#.utf8)))
        #expect(elsewhere.status == 403 && String(decoding: elsewhere.body, as: UTF8.self).contains("SENDER_ID_MISMATCH"))
        #expect(sink.pushes.withLock { $0.count } == 1, "nothing refused reached the device")
    }

    @Test("topics: batchAdd subscribes known tokens and answers NOT_FOUND and INVALID_ARGUMENT per token; a topic message reaches its subscribers, a condition those it matches, validate_only none")
    func topics() async throws {
        let (service, sink, key, folder) = try Self.service()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = try await Self.accessToken(service, key: key)
        let tokens = service.installsByRegistrationToken
        func registration(_ bundleID: String) throws -> String { try #require(tokens.first { $0.value.bundleID == bundleID }?.key) }
        let (shop, news) = (try registration("com.example.shop"), try registration("com.example.news"))
        let unknown = String(shop.dropLast(4)) + (shop.hasSuffix("aaaa") ? "bbbb" : "aaaa")
        let added = await service.handle(FCMHTTPRequest(method: "POST", path: "/iid/v1:batchAdd",
                                                        headers: [(name: "authorization", value: "Bearer \(token)"), (name: "access_token_auth", value: "true")],
                                                        body: Array(#"{"to": "/topics/news", "registration_tokens": ["\#(shop)", "\#(news)", "\#(unknown)", "nope"]}"#.utf8)))
        #expect(added.status == 200)
        #expect(String(decoding: added.body, as: UTF8.self) == #"{"results":[{},{},{"error":"NOT_FOUND"},{"error":"INVALID_ARGUMENT"}]}"#)

        #expect(await Self.send(service, token: token, #"{"message": {"topic": "news", "notification": {"title": "Topic"}}}"#).status == 200)
        #expect(sink.pushes.withLock { $0.map(\.bundleID) }.sorted() == ["com.example.news", "com.example.shop"])
        _ = await service.handle(FCMHTTPRequest(method: "POST", path: "/iid/v1:batchRemove",
                                                headers: [(name: "authorization", value: "Bearer \(token)")],
                                                body: Array(#"{"to": "/topics/news", "registration_tokens": ["\#(shop)"]}"#.utf8)))
        sink.pushes.withLock { $0 = [] }
        #expect(await Self.send(service, token: token, #"{"message": {"condition": "'news' in topics && !('sports' in topics)", "notification": {"title": "Cond"}}}"#).status == 200)
        #expect(sink.pushes.withLock { $0.map(\.bundleID) } == ["com.example.news"])
        sink.pushes.withLock { $0 = [] }
        let dryRun = await Self.send(service, token: token, #"{"validate_only": true, "message": {"topic": "news", "notification": {"title": "Dry"}}}"#)
        #expect(dryRun.body?["name"]?.stringValue == "projects/\(service.account.projectID)/messages/fake_message_id")
        #expect(sink.pushes.withLock { $0.isEmpty })
    }

    @Test("the v1 topic-subscription API: create answers the subscription and ALREADY_EXISTS after, an installation ID names the install too, delete needs allowMissing for a topic not subscribed")
    func topicSubscriptionResources() async throws {
        let (service, sink, key, folder) = try Self.service()
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = try await Self.accessToken(service, key: key)
        let news = try #require(service.installsByRegistrationToken.first { $0.value.bundleID == "com.example.news" }?.key)
        let fid = FCMRegistrationToken.installationID(of: news)
        func call(_ method: String, _ suffix: String) async -> FCMHTTPResponse {
            await service.handle(FCMHTTPRequest(method: method, path: "/v1/projects/\(service.account.projectID)/registrations/\(suffix)",
                                                headers: [(name: "authorization", value: "Bearer \(token)")], body: Array("{}".utf8)))
        }
        let created = await call("POST", "\(news)/topicSubscriptions?topic_name=weather")
        #expect(created.status == 200 && String(decoding: created.body, as: UTF8.self).contains(#""topic_name":"weather""#))
        #expect(await call("POST", "\(fid)/topicSubscriptions?topicName=weather").status == 409)
        #expect(String(decoding: await call("GET", "\(fid)/topicSubscriptions").body, as: UTF8.self).contains("topicSubscriptions/weather"))
        #expect(await Self.send(service, token: token, #"{"message": {"topic": "weather", "notification": {"title": "Rain"}}}"#).status == 200)
        #expect(sink.pushes.withLock { $0.map(\.bundleID) } == ["com.example.news"])
        #expect(await call("DELETE", "\(news)/topicSubscriptions/weather").status == 200)
        #expect(await call("DELETE", "\(news)/topicSubscriptions/weather").status == 404)
        #expect(await call("DELETE", "\(news)/topicSubscriptions/weather?allow_missing=true").status == 200)
        #expect(await call("POST", "nope/topicSubscriptions?topic_name=weather").status == 400)
        let byFID = await Self.send(service, token: token, #"{"message": {"fid": "\#(fid)", "notification": {"title": "Direct"}}}"#)
        #expect(byFID.status == 200 && sink.pushes.withLock { $0.count } == 2)
    }

    @Test("what a sender wrote reaches the endpoint's log escaped, never as control sequences")
    func logIsEscaped() async throws {
        let lines = LockedState<[String]>([])
        let (service, _, key, folder) = try Self.service { new in lines.withLock { $0 += new } }
        defer { try? FileManager.default.removeItem(at: folder) }
        let token = try await Self.accessToken(service, key: key)
        _ = await Self.send(service, token: token, #"{"message": {"topic": "news", "\u001b[2Jboom": 1}}"#)
        _ = await service.handle(FCMHTTPRequest(method: "POST", path: "/token", headers: [], body: Array("grant_type=%1B%5B31m".utf8)))
        let logged = lines.withLock { $0 }
        #expect(logged.count >= 2)
        #expect(logged.allSatisfy { line in !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } }, "\(logged)")
        #expect(logged.contains { $0.contains(#"Unknown name "\x1B[2Jboom""#) }, "\(logged)")
    }

    @Test("APNs refusals of FCM's request come back as FCM's errors: a gone token UNREGISTERED, a device over its rate QUOTA_EXCEEDED, APNs auth THIRD_PARTY_AUTH_ERROR, a payload over 4 KB INVALID_ARGUMENT")
    func apnsRefusals() {
        func code(_ reason: APNsReason) -> String? { FCMService.error(for: .failure(reason, apnsID: nil)).errorCode }
        #expect(code(.unregistered) == "UNREGISTERED" && code(.badDeviceToken) == "UNREGISTERED")
        #expect(code(.tooManyRequests) == "QUOTA_EXCEEDED")
        #expect(code(.invalidProviderToken) == "THIRD_PARTY_AUTH_ERROR")
        #expect(FCMService.error(for: .failure(.payloadTooLarge, apnsID: nil)).status == "INVALID_ARGUMENT")
        #expect(code(.serviceUnavailable) == "UNAVAILABLE")
    }
}

/// The FCM server on a socket (docs/rules/fcm.md#pointing-a-firebase-sdk-at-notisim).
@Suite("The FCM server on 127.0.0.1", .tags(.network), .slowTier)
struct FCMServerTests {
    @Test("a connection silent for the idle timeout is closed, so idle clients hold nothing")
    func idleConnectionsAreClosed() async throws {
        let (service, _, _, folder) = try FCMServiceTests.service()
        defer { try? FileManager.default.removeItem(at: folder) }
        let certificates = try CertificateStore.loadOrCreate(directory: folder.path, hosts: [], now: Date())
        let server = try await FCMServer.start(plain: APNsServerConfiguration.Listener(parsing: "127.0.0.1:0"), tls: nil, service: service,
                                               certificates: certificates, idleTimeout: .milliseconds(200))
        let port = try #require(server.plainPort)
        #expect(Self.closedByPeer(port: port, within: 5), "the server closed the silent connection")
        await server.shutdown()
    }

    /// Connects to 127.0.0.1:`port`, sends nothing, and answers whether the peer closed the connection within
    /// `seconds` (a read returning end of file).
    static func closedByPeer(port: Int, within seconds: Int) -> Bool {
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return false }
        defer { Glibc.close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return false }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var byte: UInt8 = 0
        return Glibc.recv(descriptor, &byte, 1, 0) == 0
    }
}
