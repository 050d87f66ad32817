import Foundation
import NIOCore
import Testing
import TestSupport
@testable import NotiAPNs

/// Abuse limits of the HTTP/2 server: per-connection budgets for frames that cost work but bring no request,
/// answered with GOAWAY ENHANCE_YOUR_CALM; resets that do not free what they cannot call back; the handshake timeout.
/// Budgets are made small here and the endpoint's clock is moved by hand.
@Suite("HTTP/2 flood limits")
struct FloodLimitTests {
    static let limit = 10

    /// A connection whose every flood budget is `limit` per 10-second window, on a clock the test moves.
    static func connection(clock: TestClock = TestClock(), maximumStreams: Int = 1000) throws -> TestConnection {
        let connection = try TestConnection(maximumStreams: maximumStreams, clock: clock) { limits in
            limits.maximumResetsPerWindow = limit
            limits.maximumPingsPerWindow = limit
            limits.maximumSettingsPerWindow = limit
            limits.maximumEmptyFramesPerWindow = limit
            // Room for the empty CONTINUATION flood in one block, so the empty-frame budget is what stops it here.
            limits.maximumContinuationFrames = 2 * limit
        }
        try connection.open()
        return connection
    }

    static func goAwayCode(_ frames: [ServerFrame]) -> UInt32? {
        frames.last { $0.type == .goAway }?.payload.getInteger(at: 4, as: UInt32.self)
    }

    /// `count` frames of one flood, opening streams from `firstStream` on where the flood needs streams.
    static func flood(_ kind: String, count: Int, firstStream: UInt32 = 1, connection: TestConnection) -> [UInt8] {
        let streams = (0..<UInt32(count)).map { firstStream + 2 * $0 }
        switch kind {
        case "PING": return (0..<count).flatMap { _ in ClientFrames.frame(.ping, stream: 0, payload: Array(1...8)) }
        case "SETTINGS": return (0..<count).flatMap { _ in ClientFrames.settings([]) }
        case "empty DATA":
            return connection.headersFrame(stream: firstStream, connection.requestHeaders(), endStream: false)
                + (0..<count).flatMap { _ in ClientFrames.frame(.data, stream: firstStream) }
        case "empty HEADERS":
            return streams.flatMap { ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders | HTTP2Flag.endStream, stream: $0) }
        case "empty CONTINUATION":
            return ClientFrames.frame(.headers, stream: firstStream, payload: [0x82]) + (0..<count).flatMap { _ in ClientFrames.frame(.continuation, stream: firstStream) }
        default:
            return streams.flatMap { connection.request(stream: $0) + ClientFrames.frame(.rstStream, stream: $0, payload: [0, 0, 0, 8]) }
        }
    }

    /// How many of the budget opening the connection spent (its own SETTINGS).
    static func spentByOpening(_ kind: String) -> Int { kind == "SETTINGS" ? 1 : 0 }

    static let kinds = ["PING", "SETTINGS", "empty DATA", "empty HEADERS", "empty CONTINUATION", "RST_STREAM (rapid reset)"]

    @Test("a flood of frames that bring no request is answered GOAWAY ENHANCE_YOUR_CALM once over its budget, not before", arguments: kinds)
    func floodIsCalmed(kind: String) throws {
        let within = try Self.connection()
        try within.send(Self.flood(kind, count: Self.limit - Self.spentByOpening(kind), connection: within))
        #expect(Self.goAwayCode(try within.readFrames()) == nil)
        #expect(within.channel.isActive)

        let over = try Self.connection()
        try over.send(Self.flood(kind, count: Self.limit + 1 - Self.spentByOpening(kind), connection: over))
        #expect(Self.goAwayCode(try over.readFrames()) == HTTP2ErrorCode.enhanceYourCalm.rawValue)
        #expect(!over.channel.isActive)
    }

    @Test("the budget is per window: the same frames spread over windows are served", arguments: ["PING", "SETTINGS", "RST_STREAM (rapid reset)"])
    func budgetRenewsPerWindow(kind: String) throws {
        let clock = TestClock()
        let connection = try Self.connection(clock: clock)
        for round in 0..<3 {
            let count = Self.limit - (round == 0 ? Self.spentByOpening(kind) : 0)
            try connection.send(Self.flood(kind, count: count, firstStream: UInt32(1 + 2 * Self.limit * round), connection: connection))
            clock.advance(by: 11)
        }
        #expect(Self.goAwayCode(try connection.readFrames()) == nil)
        #expect(connection.channel.isActive)
        try connection.send(Self.flood(kind, count: Self.limit + 1, firstStream: UInt32(1 + 2 * Self.limit * 3), connection: connection))
        #expect(Self.goAwayCode(try connection.readFrames()) == HTTP2ErrorCode.enhanceYourCalm.rawValue)
    }

    @Test("rapid reset: a push reset while it is with the centre still counts against the stream limit until its answer is back")
    func resetStreamsStillCount() throws {
        let connection = try Self.connection(maximumStreams: 2)
        connection.sink.holdsAnswers = true
        try connection.send(connection.request(stream: 1) + ClientFrames.frame(.rstStream, stream: 1, payload: [0, 0, 0, 8])
            + connection.request(stream: 3) + ClientFrames.frame(.rstStream, stream: 3, payload: [0, 0, 0, 8]) + connection.request(stream: 5))
        let refused = try connection.readFrames().filter { $0.type == .rstStream }
        #expect(refused.map(\.stream) == [5])
        #expect(refused.first?.payload.getInteger(at: 0, as: UInt32.self) == HTTP2ErrorCode.refusedStream.rawValue)
        connection.sink.releaseAnswers()
        connection.channel.embeddedEventLoop.run()
        #expect(try connection.answers().isEmpty, "answers to reset streams are dropped")
        try connection.send(connection.request(stream: 7))
        connection.sink.releaseAnswers()
        connection.channel.embeddedEventLoop.run()
        #expect(try connection.answer(stream: 7).status == "200", "the slots are free again")
        #expect(connection.sink.count == 3)
    }

    @Test("a header block in more CONTINUATION frames than the limit (nghttp2's 8) is a flood however small they are: GOAWAY ENHANCE_YOUR_CALM; the limit itself is served",
          .tags(.network), .slowTier, arguments: [0, 1])
    func continuationFramesPerHeaderBlock(overLimit: Int) async throws {
        let continuations = APNsServerConfiguration.Limits().maximumContinuationFrames + overLimit
        let server = try await LiveServer.start(tls: false)
        let socket = try await RawHTTP2Socket.connect(port: server.running.h2cPort ?? 0)
        let block = ClientHeaderEncoder().block([(":method", "POST"), (":scheme", "http"), (":path", server.devicePath), ("apns-topic", "com.example.app")])
        let parts = continuations + 1
        let fragments = (0..<parts).map { Array(block[($0 * block.count / parts)..<(($0 + 1) * block.count / parts)]) }
        #expect(!fragments.contains { $0.isEmpty }, "every fragment carries part of the block")
        var frames = ClientFrames.frame(.headers, stream: 1, payload: fragments[0])
        for index in 1..<parts {
            frames += ClientFrames.frame(.continuation, flags: index == continuations ? HTTP2Flag.endHeaders : 0, stream: 1, payload: fragments[index])
        }
        try await socket.send(ClientFrames.preface + ClientFrames.settings([]) + frames
            + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: 1, payload: LiveServer.payload))
        if overLimit == 0 {
            #expect(try await socket.answer(stream: 1).status == "200")
        } else {
            #expect(try await socket.goAwayCode() == HTTP2ErrorCode.enhanceYourCalm.rawValue)
            #expect(try await socket.closedByServer())
        }
        await socket.close()
        await server.stop()
    }

    /// What a client that never reads may write before the endpoint must have stopped reading it: ten times what the
    /// kernel buffers of both ends took on loopback (about 3 MB), and what an endpoint that never stops reads anyway.
    static let unreadCeiling = 32 << 20

    @Test("back-pressure: the endpoint stops reading a client that sends PINGs and never reads once the answers cannot be written, and acknowledges every PING once the client reads", .tags(.network), .slowTier)
    func stopsReadingWhileAnswersCannotBeWritten() async throws {
        // No PING budget, so the flood limit cannot be what stops the client: only the endpoint's reading stopping.
        let server = try await LiveServer.start(tls: false) { $0.limits.maximumPingsPerWindow = .max }
        let socket = try PlainSocket(port: server.running.h2cPort ?? 0, bufferBytes: 4096)
        let ping = ClientFrames.frame(.ping, stream: 0, payload: Array(1...8))
        let opening = ClientFrames.preface + ClientFrames.settings([])
        var openingSent = 0
        while openingSent < opening.count { openingSent += try socket.send(opening[openingSent...], waitingUpTo: 10_000) }
        let batch = Array(repeating: ping, count: 4096).flatMap { $0 }
        var sent = 0
        while sent < Self.unreadCeiling {
            let written = try socket.send(batch[(sent % batch.count)...], waitingUpTo: 2000)
            guard written > 0 else { break }  // no room came: the endpoint has stopped reading
            sent += written
        }
        #expect(sent < Self.unreadCeiling, "the endpoint read \(sent) bytes of PINGs from a client that reads nothing")

        // Reading lets the endpoint write, then read again: every whole PING sent is acknowledged, none refused.
        let pings = sent / ping.count
        var acknowledged = 0
        var goAway = false
        var pending: [UInt8] = []
        while acknowledged < pings, !goAway, let bytes = try socket.receive(waitingUpTo: 10_000), !bytes.isEmpty {
            pending += bytes
            var offset = 0
            while pending.count - offset >= 9 {
                let length = Int(pending[offset]) << 16 | Int(pending[offset + 1]) << 8 | Int(pending[offset + 2])
                guard pending.count - offset >= 9 + length else { break }
                let type = HTTP2FrameType(rawValue: pending[offset + 3])
                if type == .ping, pending[offset + 4] & HTTP2Flag.ack != 0 { acknowledged += 1 }
                if type == .goAway { goAway = true }
                offset += 9 + length
            }
            pending.removeFirst(offset)
        }
        #expect(!goAway)
        #expect(acknowledged == pings)
        await server.stop()
    }

    @Test("a connection that has not sent its preface and SETTINGS within the handshake timeout is closed; one that has stays")
    func handshakeTimeout() throws {
        let silent = try TestConnection { $0.handshakeTimeout = .seconds(5) }
        _ = try silent.readFrames()
        try silent.send(Array(ClientFrames.preface.prefix(10)))
        silent.channel.embeddedEventLoop.advanceTime(by: .seconds(4))
        #expect(silent.channel.isActive)
        silent.channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!silent.channel.isActive)
        #expect(try silent.readFrames().last.map { String(buffer: $0.payload.getSlice(at: 8, length: $0.payload.readableBytes - 8)!) }
            == #"{"reason":"HandshakeTimeout"}"#)

        let greeted = try TestConnection { $0.handshakeTimeout = .seconds(5) }
        try greeted.open()
        greeted.channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(greeted.channel.isActive)
    }

    @Test("over the channel handler, a request trickled a byte every 4 s is closed 10 s after its first byte, long before the idle timeout")
    func trickledRequestIsClosed() throws {
        let connection = try TestConnection { $0.incompleteFrameTimeout = .seconds(10) }
        try connection.open()
        // Past the handshake deadline, so the only timer armed is the idle one, 600 s on.
        connection.channel.embeddedEventLoop.advanceTime(by: .seconds(30))
        _ = try connection.readFrames()
        let request = connection.request(stream: 1)
        for index in 0..<3 {
            try connection.send([request[index]])
            connection.channel.embeddedEventLoop.advanceTime(by: .seconds(4))
            #expect(connection.channel.isActive == (index < 2), "\(4 * (index + 1)) s after the first byte")
        }
        #expect(try connection.readFrames().last.map { String(buffer: $0.payload.getSlice(at: 8, length: $0.payload.readableBytes - 8)!) }
            == #"{"reason":"IncompleteFrameTimeout"}"#)
    }

    @Test("idle connections that finished the handshake filling the listener's slots keep no client out: the new client's push is answered 200 and the quietest connection gets GOAWAY ConnectionEvicted", .tags(.network), .slowTier)
    func idleConnectionsAreEvicted() async throws {
        let server = try await LiveServer.start { configuration in
            configuration.limits.maximumConnections = 3
            // The only timer here should be the eviction: on a machine loaded by the other suites, a handshake
            // deadline could close an idle connection before the test speaks on it again.
            configuration.limits.handshakeTimeout = .seconds(300)
        }
        let port = server.running.h2cPort ?? 0
        var idle: [RawHTTP2Socket] = []
        for _ in 0..<3 {
            let socket = try await RawHTTP2Socket.connect(port: port)
            try await socket.send(ClientFrames.preface + ClientFrames.settings([]))
            _ = try await socket.frame { $0.type == .settings }
            idle.append(socket)
        }
        // The second and third connections speak again, so the first is the quietest.
        for socket in idle.dropFirst() { try await socket.send(ClientFrames.frame(.ping, stream: 0, payload: Array(1...8))) }
        for socket in idle.dropFirst() { _ = try await socket.frame { $0.type == .ping } }
        let client = try await server.h2cClient()
        #expect(try await client.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        let goAway = try await idle[0].frame { $0.type == .goAway }
        #expect(goAway.map { String(buffer: $0.payload.getSlice(at: 8, length: $0.payload.readableBytes - 8)!) } == #"{"reason":"ConnectionEvicted"}"#)
        #expect(try await idle[0].closedByServer())
        for socket in idle.dropFirst() { #expect(try await socket.everyFrame().allSatisfy { $0.type != .goAway }, "only the quietest leaves") }
        await client.close()
        for socket in idle { await socket.close() }
        await server.stop()
    }

    @Test("silent TCP connections filling the TLS listener's slots lock out neither the h2c listener nor TLS clients", .tags(.network), .slowTier)
    func silentConnectionsPerListener() async throws {
        let server = try await LiveServer.start { configuration in
            configuration.limits.maximumConnections = 2
            configuration.limits.handshakeTimeout = .seconds(2)
        }
        let silent = [try await RawHTTP2Socket.connect(port: server.running.tlsPort ?? 0), try await RawHTTP2Socket.connect(port: server.running.tlsPort ?? 0)]
        let h2c = try await server.h2cClient()
        #expect(try await h2c.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        let tls = try await server.tlsClient()
        #expect(try await tls.send(path: server.devicePath, headers: LiveServer.topic, body: LiveServer.payload).status == 200)
        await tls.close()
        await h2c.close()
        for socket in silent { await socket.close() }
        await server.stop()
    }
}
