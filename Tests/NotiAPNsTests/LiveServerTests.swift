import Crypto
import Foundation
import NIOCore
import NIOPosix
import Testing
import TestSupport
@testable import NotiAPNs

@Suite("Live endpoint on 127.0.0.1", .serialized, .tags(.network), .slowTier)
struct LiveServerTests {
    @Test("over TLS a 200 is one HEADERS frame with END_STREAM, no DATA, and echoes apns-id; the sink gets the push")
    func successOverTLS() async throws {
        let server = try await LiveServer.start()
        let client = try await server.tlsClient()
        let id = "0E8C3F4A-1234-4C5D-9E6F-0123456789AB"
        let response = try await client.send(
            path: server.devicePath, headers: LiveServer.topic + [("apns-id", id), ("apns-collapse-id", "score")], body: LiveServer.payload
        )
        #expect(response.status == 200)
        #expect(response.frames == ["HEADERS+END"])
        #expect(response.headers["apns-id"] == id)
        #expect(server.sink.pushes.map(\.collapseID) == ["score"])
        #expect(server.sink.pushes.first?.payload == LiveServer.payload)
        #expect(server.log.lines.count == 1)
        #expect(server.log.lines.first?.contains("\(server.token) com.example.app 200 push-1") == true)
        await client.close()
        await server.stop()
    }

    @Test("HTTP/2 starts right after TLS even when the client offers no ALPN")
    func noALPN() async throws {
        let server = try await LiveServer.start()
        let client = try await server.tlsClient(alpn: false)
        let response = try await client.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload)
        #expect(response.status == 200)
        #expect(response.headers["apns-id"]?.count == 36)
        await client.close()
        await server.stop()
    }

    @Test("the CA a TLS server reports can be copied out for clients (--ca-out)")
    func copiesCA() async throws {
        let server = try await LiveServer.start()
        let copy = server.directory + "/exported-ca.pem"
        try server.running.copyCACertificate(to: copy)
        let original = try String(contentsOfFile: try #require(server.running.caCertificatePath), encoding: .utf8)
        #expect(try String(contentsOfFile: copy, encoding: .utf8) == original)
        #expect(original.hasPrefix("-----BEGIN CERTIFICATE-----"))
        await server.stop()
    }

    @Test("an error is HEADERS then one DATA frame of JSON; 410 Unregistered carries a timestamp")
    func errorsOverH2C() async throws {
        let server = try await LiveServer.start(tls: false)
        let client = try await server.h2cClient()
        let bad = try await client.send(path: "/3/device/xyz", headers: LiveServer.topic, body: LiveServer.payload)
        #expect(bad.status == 400)
        #expect(bad.frames == ["HEADERS", "DATA+END"])
        #expect(bad.body == #"{"reason":"BadDeviceToken"}"#)
        let gone = try await client.send(path: "/3/device/" + String(repeating: "1", count: 64), headers: LiveServer.topic, body: LiveServer.payload)
        #expect(gone.status == 410)
        #expect(gone.body.hasPrefix(#"{"reason":"Unregistered","timestamp":"#))
        let get = try await client.send(method: "GET", path: server.devicePath, headers: [], body: [])
        #expect(get.status == 405)
        #expect(server.sink.count == 0)
        await client.close()
        await server.stop()
    }

    @Test("over TLS a channel is created (201, apns-channel-id), broadcast to (200, apns-request-id, the sink gets the channel's push), listed and deleted (204)")
    func broadcastChannelOverTLS() async throws {
        let server = try await LiveServer.start()
        let client = try await server.tlsClient()
        let created = try await client.send(
            path: "/1/apps/com.example.app/channels", headers: [],
            body: Array(#"{"message-storage-policy":0,"push-type":"LiveActivity"}"#.utf8)
        )
        #expect(created.status == 201)
        let channel = try #require(created.headers["apns-channel-id"])
        #expect(created.headers["apns-request-id"] != nil)
        let id = "0E8C3F4A-1234-4C5D-9E6F-0123456789AB"
        let sent = try await client.send(
            path: "/4/broadcasts/apps/com.example.app",
            headers: [("apns-channel-id", channel), ("apns-push-type", "liveactivity"), ("apns-request-id", id)],
            body: Array(#"{"aps":{"event":"update","timestamp":1,"content-state":{}}}"#.utf8)
        )
        #expect(sent.status == 200)
        #expect(sent.frames == ["HEADERS+END"])
        #expect(sent.headers["apns-request-id"] == id)
        #expect(sent.headers["apns-id"] == nil)
        #expect(server.sink.pushes.map(\.channelID) == [channel])
        let listed = try await client.send(method: "GET", path: "/1/apps/com.example.app/all-channels", headers: [], body: [])
        #expect(listed.body == #"{"channels":["\#(channel)"]}"#)
        let deleted = try await client.send(method: "DELETE", path: "/1/apps/com.example.app/channels", headers: [("apns-channel-id", channel)], body: [])
        #expect(deleted.status == 204)
        let gone = try await client.send(
            path: "/4/broadcasts/apps/com.example.app", headers: [("apns-channel-id", channel), ("apns-push-type", "liveactivity")],
            body: Array(#"{"aps":{"event":"end","timestamp":2}}"#.utf8)
        )
        #expect(gone.status == 400)
        #expect(gone.body == #"{"reason":"ChannelNotRegistered"}"#)
        await client.close()
        await server.stop()
    }

    @Test("a body beyond the limit gets 413 PayloadTooLarge without the rest being read, by DATA size or content-length")
    func oversizedBody() async throws {
        let server = try await LiveServer.start(tls: false)
        let client = try await server.h2cClient()
        let big = try await client.send(path: server.devicePath, headers: LiveServer.topic, body: [UInt8](repeating: 0x20, count: 9000))
        #expect(big.status == 413)
        #expect(big.body == #"{"reason":"PayloadTooLarge"}"#)
        // 100,000 bytes exceed the stream's 65,535-byte window: the answer can only come from the headers alone.
        let declared = try await client.send(
            path: server.devicePath, headers: LiveServer.topic + [("content-length", "100000")], body: [UInt8](repeating: 0x20, count: 100_000)
        )
        #expect(declared.status == 413)
        let fine = try await client.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload)
        #expect(fine.status == 200)
        await client.close()
        await server.stop()
    }

    @Test("with JWT a connection allows one stream until a valid token, then 1000")
    func streamLimitRaisedAfterToken() async throws {
        let key = P256.Signing.PrivateKey()
        let server = try await LiveServer.start(auth: .jwt, key: key, tls: false)
        let client = try await server.h2cClient()
        let forged = TestJWT.make(key: P256.Signing.PrivateKey(), keyID: LiveServer.keyID, teamID: LiveServer.teamID, issuedAt: Date())
        let refused = try await client.send(path: server.devicePath, headers: LiveServer.topic + [("authorization", "bearer \(forged)")], body: LiveServer.payload)
        #expect(refused.status == 403)
        #expect(refused.body == #"{"reason":"InvalidProviderToken"}"#)
        #expect(client.connectionFrames.maxConcurrentStreams == [1])
        let jwt = TestJWT.make(key: key, keyID: LiveServer.keyID, teamID: LiveServer.teamID, issuedAt: Date())
        let accepted = try await client.send(path: server.devicePath, headers: LiveServer.topic + [("authorization", "bearer \(jwt)")], body: LiveServer.payload)
        #expect(accepted.status == 200)
        // The raised limit comes in a SETTINGS frame of its own: wait for it, with a deadline.
        let deadline = ContinuousClock.now + .seconds(5)
        while client.connectionFrames.maxConcurrentStreams.count < 2 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(client.connectionFrames.maxConcurrentStreams == [1, 1000])
        await client.close()
        await server.stop()
    }

    @Test("200 concurrent pushes on one connection all get 200 and all reach the sink")
    func concurrentPushes() async throws {
        let server = try await LiveServer.start()
        let client = try await server.tlsClient()
        let path = server.devicePath
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<200 {
                group.addTask { try await client.send(path: path, headers: LiveServer.topic, body: LiveServer.payload).status }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(statuses.count == 200)
        #expect(statuses.allSatisfy { $0 == 200 })
        #expect(server.sink.count == 200)
        #expect(Set(server.sink.pushes.map(\.apnsID)).count == 200)
        await client.close()
        await server.stop()
    }

    @Test("TLS garbage, malformed HTTP/2 and abrupt disconnects cost only that connection")
    func hostileConnections() async throws {
        let server = try await LiveServer.start()
        for port in [server.running.tlsPort, server.running.h2cPort].compactMap({ $0 }) {
            try await RawSocket.sendAndDrop(port: port, bytes: Array("GET / HTTP/1.1\r\n\r\n\u{0}\u{1}\u{2}garbage".utf8))
            try await RawSocket.sendAndDrop(port: port, bytes: Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8) + [0, 0, 4, 0xFF, 0, 0, 0, 0, 7, 1, 2, 3, 4])
            try await RawSocket.sendAndDrop(port: port, bytes: [])
        }
        let client = try await server.tlsClient()
        #expect(try await client.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        await client.close()
        let plain = try await server.h2cClient()
        #expect(try await plain.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        await plain.close()
        await server.stop()
    }

    @Test("a header list over the limit is refused and costs only that connection")
    func headerListLimit() async throws {
        let server = try await LiveServer.start(tls: false) { $0.limits.maximumHeaderListSize = 4096 }
        let client = try await server.h2cClient()
        // A first exchange makes sure the client has acknowledged the server's SETTINGS, which is when limits apply.
        #expect(try await client.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        let huge = LiveServer.topic + [("x-padding", String(repeating: "p", count: 8192))]
        let refused = try? await client.send(path: server.devicePath, headers: huge, body: LiveServer.payload)
        #expect(refused?.status != 200)
        #expect(server.sink.count == 1)
        await client.close()
        let next = try await server.h2cClient()
        #expect(try await next.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        await next.close()
        await server.stop()
    }

    @Test("an idle connection gets GOAWAY with IdleTimeout and is closed")
    func idleTimeout() async throws {
        let server = try await LiveServer.start(tls: false) { $0.limits.idleTimeout = .milliseconds(300) }
        let client = try await server.h2cClient()
        #expect(try await client.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        try await client.waitForClose()
        #expect(client.connectionFrames.goAways == [#"{"reason":"IdleTimeout"}"#])
        await client.close()
        await server.stop()
    }

    @Test("a connection past the limit takes the slot of the connection quiet longest, which is closed; the new one is served")
    func connectionLimit() async throws {
        let server = try await LiveServer.start(tls: false) { $0.limits.maximumConnections = 1 }
        let first = try await server.h2cClient()
        #expect(try await first.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        let second = try await server.h2cClient()
        #expect(try await second.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        try await first.waitForClose()
        await second.close()
        await first.close()
        await server.stop()
    }

    @Test("a non-loopback address is refused without the allow flag and warned about with it")
    func loopbackOnly() async throws {
        let api = ProviderAPI(authMode: .none, verifier: ProviderTokenVerifier(keys: []), registry: DeviceRegistry(workspaceID: "w"),
                              sink: InMemoryPushSink(), now: { Date() })
        var configuration = APNsServerConfiguration(tls: nil, h2c: .init(host: "0.0.0.0", port: 0), stateDirectory: "/nonexistent", api: api)
        await #expect(throws: APNsServerError.self) { _ = try await APNsServer.start(configuration) }
        let warnings = LogCollector()
        configuration.allowNonLoopback = true
        configuration.warning = { warnings.append($0) }
        let running = try await APNsServer.start(configuration)
        #expect(warnings.lines.count == 1)
        #expect(warnings.lines.first?.contains("0.0.0.0") == true)
        await running.shutdown()
    }
}

/// A plain TCP client that writes bytes and hangs up, to play a broken peer.
enum RawSocket {
    static func sendAndDrop(port: Int, bytes: [UInt8]) async throws {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let channel = try await ClientBootstrap(group: group).connect(host: "127.0.0.1", port: port).get()
        if !bytes.isEmpty {
            try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes))
        }
        try? await Task.sleep(for: .milliseconds(50))
        try? await channel.close()
        try await group.shutdownGracefully()
    }
}
