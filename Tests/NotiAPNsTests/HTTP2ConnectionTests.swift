import Crypto
import Foundation
import NIOCore
import NIOEmbedded
import NIOHPACK
import NotiCore
import Testing
@testable import NotiAPNs

/// The endpoint's HTTP/2 server at the byte level: frames written by hand into an embedded channel, the server's
/// frames read back, so each rule of RFC 9113 it keeps is seen on the wire.
@Suite("HTTP/2 connection handling")
struct HTTP2ConnectionTests {
    @Test("the server speaks first: SETTINGS with its limits, and the connection window opened wide")
    func serverPreface() throws {
        let connection = try TestConnection()
        let frames = try connection.readFrames()
        #expect(frames.count == 2)
        #expect(frames[0].type == .settings && frames[0].flags == 0)
        #expect(frames[0].settings[3] == 1000 && frames[0].settings[6] == 16 * 1024 && frames[0].settings[5] == 16_384)
        #expect(frames[1].type == .windowUpdate && frames[1].stream == 0)
        #expect(frames[1].payload.getInteger(at: 0, as: UInt32.self) == UInt32(Int32.max) - 65_535)
    }

    @Test("a client SETTINGS is acknowledged and a PING is answered with its own 8 bytes")
    func settingsAndPing() throws {
        let connection = try TestConnection()
        _ = try connection.readFrames()
        try connection.send(ClientFrames.preface + ClientFrames.settings([]) + ClientFrames.frame(.ping, stream: 0, payload: [1, 2, 3, 4, 5, 6, 7, 8]))
        let frames = try connection.readFrames()
        #expect(frames.map(\.type) == [.settings, .ping])
        #expect(frames[0].flags == HTTP2Flag.ack)
        #expect(frames[1].flags == HTTP2Flag.ack && Array(frames[1].payload.readableBytesView) == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test("a header block split over CONTINUATION frames, with padding and priority, is one request answered 200")
    func continuationAndPadding() throws {
        let connection = try TestConnection()
        try connection.open()
        let block = connection.encoder.block(connection.requestHeaders())
        let half = block.count / 2
        let padded = [UInt8(3)] + [0, 0, 0, 0, 16] + Array(block[..<half]) + [0, 0, 0]
        try connection.send(ClientFrames.frame(.headers, flags: HTTP2Flag.padded | HTTP2Flag.priority, stream: 1, payload: padded)
            + ClientFrames.frame(.continuation, flags: HTTP2Flag.endHeaders, stream: 1, payload: Array(block[half...]))
            + ClientFrames.frame(.data, flags: HTTP2Flag.endStream | HTTP2Flag.padded, stream: 1, payload: [2] + TestConnection.payload + [0, 0]))
        let answer = try connection.answer(stream: 1)
        #expect(answer.status == "200")
        #expect(answer.endStream && answer.body.isEmpty)
        #expect(connection.sink.count == 1)
    }

    @Test("trailers end a request")
    func trailers() throws {
        let connection = try TestConnection()
        try connection.open()
        try connection.send(connection.headersFrame(stream: 1, connection.requestHeaders(), endStream: false)
            + ClientFrames.frame(.data, stream: 1, payload: TestConnection.payload)
            + connection.headersFrame(stream: 1, [("x-trailer", "done")], endStream: true))
        #expect(try connection.answer(stream: 1).status == "200")
    }

    @Test("requests completed by one read reach the sink as one batch, and each gets its own answer")
    func batchesPerRead() throws {
        let connection = try TestConnection()
        try connection.open()
        var bytes: [UInt8] = []
        for stream in stride(from: UInt32(1), through: 9, by: 2) { bytes += connection.request(stream: stream) }
        try connection.send(bytes)
        let answers = try connection.answers()
        #expect(answers.map(\.stream) == [1, 3, 5, 7, 9])
        #expect(answers.allSatisfy { $0.status == "200" })
        #expect(connection.sink.batchSizes == [5])
    }

    @Test("an error body waits for flow-control window and goes out after WINDOW_UPDATE")
    func errorBodyWaitsForWindow() throws {
        let connection = try TestConnection()
        _ = try connection.readFrames()
        try connection.send(ClientFrames.preface + ClientFrames.settings([(4, 0)]) + ClientFrames.frame(.settings, flags: HTTP2Flag.ack, stream: 0))
        _ = try connection.readFrames()
        try connection.send(connection.request(stream: 1, path: "/3/device/1234"))
        let before = try connection.readFrames()
        #expect(before.map(\.type) == [.headers], "the HEADERS go out, the DATA waits")
        try connection.send(ClientFrames.windowUpdate(stream: 1, increment: 100))
        let after = try connection.readFrames()
        #expect(after.map(\.type) == [.data])
        #expect(String(decoding: after[0].payload.readableBytesView, as: UTF8.self) == #"{"reason":"BadDeviceToken"}"#)
    }

    @Test("streams beyond the acknowledged limit are refused with REFUSED_STREAM")
    func streamLimit() throws {
        let key = P256.Signing.PrivateKey()
        let connection = try TestConnection(auth: .jwt, key: key)
        try connection.open()
        try connection.send(connection.headersFrame(stream: 1, connection.requestHeaders(), endStream: false)
            + connection.request(stream: 3))
        let frames = try connection.readFrames()
        #expect(frames.map(\.type) == [.rstStream])
        #expect(frames.first?.stream == 3 && frames.first?.payload.getInteger(at: 0, as: UInt32.self) == HTTP2ErrorCode.refusedStream.rawValue)
    }

    @Test("before the client acknowledges SETTINGS, streams beyond the endpoint's maximum are refused all the same")
    func streamLimitBeforeAcknowledgement() throws {
        let connection = try TestConnection(maximumStreams: 2)
        _ = try connection.readFrames()
        try connection.send(ClientFrames.preface + ClientFrames.settings([])
            + (1...3).flatMap { connection.headersFrame(stream: UInt32(2 * $0 - 1), connection.requestHeaders(), endStream: false) })
        let resets = try connection.readFrames().filter { $0.type == .rstStream }
        #expect(resets.map(\.stream) == [5])
        #expect(resets.first?.payload.getInteger(at: 0, as: UInt32.self) == HTTP2ErrorCode.refusedStream.rawValue)
    }

    @Test("a repeated block of indexed fields is the same request, until a block changes the HPACK table under it")
    func repeatedIndexedBlock() throws {
        let connection = try TestConnection()
        try connection.open()
        func literal(_ bytes: [UInt8]) -> [UInt8] { [UInt8(bytes.count)] + bytes }
        func request(_ stream: UInt32, _ block: [UInt8]) -> [UInt8] {
            ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders, stream: stream, payload: block)
                + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: stream, payload: TestConnection.payload)
        }
        let path = Array("/3/device/\(connection.token)".utf8)
        let unknownPath = Array("/3/device/\(String(repeating: "ab", count: 32))".utf8)
        // :method POST and :scheme https from the static table; :path and apns-topic added to the dynamic table
        // (apns-topic at 62, :path at 63), then referred to by index alone.
        let indexing = [0x83, 0x87, 0x44] + literal(path) + [0x40] + literal(Array("apns-topic".utf8)) + literal(Array("com.example.app".utf8))
        let indexed: [UInt8] = [0x83, 0x87, 0xBF, 0xBE]
        // Adds another :path at 62, moving apns-topic to 63 and the first :path to 64.
        let shifting = [0x83, 0x87, 0x44] + literal(unknownPath) + [0xBF]
        try connection.send(request(1, indexing) + request(3, indexed) + request(5, indexed) + request(7, shifting))
        let answers = try connection.answers().sorted { $0.stream < $1.stream }
        #expect(answers.map(\.stream) == [1, 3, 5, 7])
        #expect(answers.map(\.status) == ["200", "200", "200", "410"])
        #expect(connection.sink.count == 3)
        // The same indexed bytes now read apns-topic before :path: a pseudo-header after a regular one is malformed.
        try connection.send(request(9, indexed))
        let resets = try connection.readFrames().filter { $0.type == .rstStream }
        #expect(resets.map(\.stream) == [9])
        #expect(resets.first?.payload.getInteger(at: 0, as: UInt32.self) == HTTP2ErrorCode.protocolError.rawValue)
        #expect(connection.sink.count == 3)
    }

    @Test("a repeated block with literals kept out of the HPACK table is the same request, until the table changes")
    func repeatedBlockWithUnindexedLiterals() throws {
        let connection = try TestConnection()
        try connection.open()
        func literal(_ text: String) -> [UInt8] { [UInt8(text.utf8.count)] + Array(text.utf8) }
        func request(_ stream: UInt32, _ block: [UInt8]) -> [UInt8] {
            ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders, stream: stream, payload: block)
                + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: stream, payload: TestConnection.payload)
        }
        // apns-topic added to the dynamic table (62); :path as a literal without indexing, as nghttp2 sends it.
        let indexing = [0x83, 0x87, 0x04] + literal("/3/device/\(connection.token)") + [0x40] + literal("apns-topic") + literal("com.example.app")
        let unindexed = [0x83, 0x87, 0x04] + literal("/3/device/\(connection.token)") + [0x10] + literal("x-note") + literal("n") + [0xBE]
        // Adds another apns-topic at 62 (this request has two: DuplicateHeaders), moving the first to 63: the same
        // unindexed bytes then name the other topic.
        let shifting = [0x83, 0x87, 0x04] + literal("/3/device/\(connection.token)") + [0xBE, 0x40] + literal("apns-topic") + literal("com.example.other")
        try connection.send(request(1, indexing) + request(3, unindexed) + request(5, unindexed) + request(7, shifting) + request(9, unindexed))
        let answers = try connection.answers().sorted { $0.stream < $1.stream }
        #expect(answers.map(\.stream) == [1, 3, 5, 7, 9])
        #expect(answers.map(\.status) == ["200", "200", "200", "400", "400"])
        #expect(answers.map { String(decoding: $0.body, as: UTF8.self) }.suffix(2)
            == [#"{"reason":"DuplicateHeaders"}"#, #"{"reason":"DeviceTokenNotForTopic"}"#])
    }

    @Test("header block shapes: which representations leave the HPACK table unchanged")
    func headerBlockShapes() {
        let name: [UInt8] = [3] + Array("x-a".utf8)
        #expect(HPACKBlockShape.leavesDynamicTableUnchanged([0x82, 0x86, 0xFF, 0x00]), "indexed fields, one with a two-byte index")
        #expect(HPACKBlockShape.leavesDynamicTableUnchanged([0x04, 1, 0x2F]), "a literal without indexing, indexed name")
        #expect(HPACKBlockShape.leavesDynamicTableUnchanged([0x00] + name + [1, 0x31]), "a literal without indexing, new name")
        #expect(HPACKBlockShape.leavesDynamicTableUnchanged([0x10] + name + [0x81, 0xFF]), "never indexed, Huffman value")
        #expect(!HPACKBlockShape.leavesDynamicTableUnchanged([0x82, 0x44, 1, 0x2F]), "a literal added to the table")
        #expect(!HPACKBlockShape.leavesDynamicTableUnchanged([0x3F, 0xE1, 0x1F, 0x82]), "a table size update")
        #expect(!HPACKBlockShape.leavesDynamicTableUnchanged([0x04, 5, 0x2F]), "a value cut short")
        #expect(!HPACKBlockShape.leavesDynamicTableUnchanged([0xFF, 0x80]), "an index cut short")
    }

    @Test("malformed requests are reset with PROTOCOL_ERROR: upper-case names, missing :scheme, a wrong content-length")
    func malformedRequests() throws {
        let connection = try TestConnection()
        try connection.open()
        let upperCase = connection.requestHeaders() + [("X-Upper", "1")]
        let noScheme = connection.requestHeaders().filter { $0.0 != ":scheme" }
        let wrongLength = connection.requestHeaders() + [("content-length", "3")]
        try connection.send(connection.request(stream: 1, headers: upperCase) + connection.request(stream: 3, headers: noScheme)
            + connection.request(stream: 5, headers: wrongLength) + connection.request(stream: 7))
        let frames = try connection.readFrames()
        let resets = frames.filter { $0.type == .rstStream }
        #expect(resets.map(\.stream) == [1, 3, 5])
        #expect(resets.allSatisfy { $0.payload.getInteger(at: 0, as: UInt32.self) == HTTP2ErrorCode.protocolError.rawValue })
        #expect(connection.sink.count == 1, "only the well-formed request is delivered")
    }

    @Test("protocol errors end only this connection: GOAWAY with the error code, then close",
          arguments: [
            (ProtocolViolation.badPreface, HTTP2ErrorCode.protocolError), (.frameOverMaximumSize, .frameSizeError),
            (.evenStreamID, .protocolError), (.dataOnStreamZero, .protocolError), (.continuationWithoutHeaders, .protocolError),
            (.pushPromise, .protocolError), (.headerBlockOverLimit, .enhanceYourCalm), (.zeroWindowUpdate, .protocolError),
            (.garbageHeaderBlock, .compressionError),
          ])
    func protocolErrors(violation: ProtocolViolation, code: HTTP2ErrorCode) throws {
        let connection = try TestConnection()
        _ = try connection.readFrames()
        let opening = ClientFrames.preface + ClientFrames.settings([])
        switch violation {
        case .badPreface: try connection.send(Array("GET / HTTP/1.1\r\n\r\n".utf8))
        case .frameOverMaximumSize: try connection.send(opening + ClientFrames.frame(.data, stream: 1, payload: [UInt8](repeating: 0, count: 16_385)))
        case .evenStreamID: try connection.send(opening + connection.request(stream: 2))
        case .dataOnStreamZero: try connection.send(opening + ClientFrames.frame(.data, stream: 0, payload: [1]))
        case .continuationWithoutHeaders: try connection.send(opening + ClientFrames.frame(.continuation, flags: HTTP2Flag.endHeaders, stream: 1, payload: []))
        case .pushPromise: try connection.send(opening + ClientFrames.frame(.pushPromise, stream: 1, payload: [0, 0, 0, 2]))
        case .headerBlockOverLimit:
            try connection.send(opening + ClientFrames.frame(.headers, stream: 1, payload: [UInt8](repeating: 0x40, count: 16_000))
                + ClientFrames.frame(.continuation, stream: 1, payload: [UInt8](repeating: 0x40, count: 1_000)))
        case .zeroWindowUpdate: try connection.send(opening + ClientFrames.windowUpdate(stream: 0, increment: 0))
        case .garbageHeaderBlock: try connection.send(opening + ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders, stream: 1, payload: [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]))
        }
        let goAway = try #require(try connection.readFrames().last)
        #expect(goAway.type == .goAway)
        #expect(goAway.payload.getInteger(at: 4, as: UInt32.self) == code.rawValue)
        #expect(!connection.channel.isActive)
        #expect(connection.sink.count == 0)
    }
}

enum ProtocolViolation: CaseIterable, Sendable {
    case badPreface, frameOverMaximumSize, evenStreamID, dataOnStreamZero, continuationWithoutHeaders, pushPromise, headerBlockOverLimit,
         zeroWindowUpdate, garbageHeaderBlock
}

/// A sink that accepts everything and remembers how many pushes each call brought; with `holdsAnswers` it keeps
/// the answers until `releaseAnswers()`, as a slow centre would.
final class BatchRecordingSink: PushSink, @unchecked Sendable {
    private let lock = NSLock()
    private var sizes: [Int] = []
    private var held: [@Sendable () -> Void] = []
    var holdsAnswers = false

    func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void) {
        let outcomes: [PushOutcome] = pushes.map { .accepted(notificationID: $0.apnsID) }
        let hold = lock.withLock {
            sizes.append(pushes.count)
            if holdsAnswers { held.append { answer(outcomes) } }
            return holdsAnswers
        }
        if !hold { answer(outcomes) }
    }

    /// Gives every held answer.
    func releaseAnswers() {
        let answers = lock.withLock {
            defer { held.removeAll() }
            return held
        }
        for answer in answers { answer() }
    }

    var batchSizes: [Int] { lock.withLock { sizes } }

    /// Pushes delivered so far.
    var count: Int { batchSizes.reduce(0, +) }
}

/// One frame the server wrote.
struct ServerFrame {
    var type: HTTP2FrameType?
    var flags: UInt8
    var stream: UInt32
    var payload: ByteBuffer

    /// A SETTINGS frame's values by identifier.
    var settings: [UInt16: UInt32] {
        var values: [UInt16: UInt32] = [:]
        var rest = payload
        while let id = rest.readInteger(as: UInt16.self), let value = rest.readInteger(as: UInt32.self) { values[id] = value }
        return values
    }
}

/// A decoded answer on one stream.
struct StreamAnswer {
    var stream: UInt32
    var status: String?
    var endStream: Bool
    var body: [UInt8]
}

/// Client frames written byte by byte.
enum ClientFrames {
    static let preface = Array("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n".utf8)

    static func frame(_ type: HTTP2FrameType, flags: UInt8 = 0, stream: UInt32, payload: [UInt8] = []) -> [UInt8] {
        let length = payload.count
        return [UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF), type.rawValue, flags,
                UInt8(stream >> 24), UInt8(stream >> 16 & 0xFF), UInt8(stream >> 8 & 0xFF), UInt8(stream & 0xFF)] + payload
    }

    static func settings(_ values: [(UInt16, UInt32)]) -> [UInt8] {
        frame(.settings, stream: 0, payload: values.flatMap { id, value in
            [UInt8(id >> 8), UInt8(id & 0xFF), UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        })
    }

    static func windowUpdate(stream: UInt32, increment: UInt32) -> [UInt8] {
        frame(.windowUpdate, stream: stream, payload: [UInt8(increment >> 24), UInt8(increment >> 16 & 0xFF), UInt8(increment >> 8 & 0xFF), UInt8(increment & 0xFF)])
    }
}

/// HPACK-encodes client header blocks (NIOHPACK's encoder, as a real client would).
final class ClientHeaderEncoder {
    private var encoder = HPACKEncoder(allocator: ByteBufferAllocator())

    func block(_ headers: [(String, String)]) -> [UInt8] {
        var buffer = ByteBufferAllocator().buffer(capacity: 256)
        try? encoder.encode(headers: HPACKHeaders(headers), to: &buffer)
        return Array(buffer.readableBytesView)
    }
}

/// An APNs connection handler in an embedded channel, with a registered install and a sink.
final class TestConnection {
    static let payload = Array(#"{"aps":{"alert":"hello"}}"#.utf8)

    let channel = EmbeddedChannel()
    let sink = BatchRecordingSink()
    let encoder = ClientHeaderEncoder()
    let token: String
    private let key: P256.Signing.PrivateKey?
    private var decoder = HPACKDecoder(allocator: ByteBufferAllocator())
    private var reader = ServerFrameReader()

    init(auth: APNsAuthMode = .none, key: P256.Signing.PrivateKey? = nil, maximumStreams: Int = 1000, clock: TestClock? = nil,
         adjust: (inout APNsServerConfiguration.Limits) -> Void = { _ in }) throws {
        let registry = DeviceRegistry(workspaceID: "frames")
        token = registry.register(deviceName: "iPhone", bundleID: "com.example.app")
        self.key = key
        let keys = key.map { [ProviderKey(teamID: LiveServer.teamID, keyID: LiveServer.keyID, publicKey: $0.publicKey)] } ?? []
        var now: @Sendable () -> Date = { Date() }
        if let clock { now = { clock.now } }
        let api = ProviderAPI(authMode: auth, verifier: ProviderTokenVerifier(keys: keys), registry: registry, sink: sink, now: now)
        var configuration = APNsServerConfiguration(tls: nil, h2c: .init(host: "127.0.0.1", port: 0), stateDirectory: "/nonexistent", api: api)
        configuration.limits.maximumConcurrentStreams = maximumStreams
        adjust(&configuration.limits)
        try channel.pipeline.syncOperations.addHandler(APNsConnectionHandler(configuration: configuration))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    }

    /// Preface and SETTINGS both ways, acknowledged, so the server's limits apply.
    func open() throws {
        _ = try readFrames()
        try send(ClientFrames.preface + ClientFrames.settings([]) + ClientFrames.frame(.settings, flags: HTTP2Flag.ack, stream: 0))
        _ = try readFrames()
    }

    func send(_ bytes: [UInt8]) throws {
        try channel.writeInbound(channel.allocator.buffer(bytes: bytes))  // channelRead, then channelReadComplete
        channel.embeddedEventLoop.run()
    }

    func requestHeaders(path: String? = nil) -> [(String, String)] {
        var headers = [(":method", "POST"), (":scheme", "https"), (":path", path ?? "/3/device/\(token)"), (":authority", "localhost"),
                       ("apns-topic", "com.example.app")]
        if let key {
            let jwt = TestJWT.make(key: key, keyID: LiveServer.keyID, teamID: LiveServer.teamID, issuedAt: Date())
            headers.append(("authorization", "bearer \(jwt)"))
        }
        return headers
    }

    func headersFrame(stream: UInt32, _ headers: [(String, String)], endStream: Bool) -> [UInt8] {
        ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders | (endStream ? HTTP2Flag.endStream : 0), stream: stream, payload: encoder.block(headers))
    }

    /// HEADERS then one DATA frame with the payload, ending the stream.
    func request(stream: UInt32, path: String? = nil, headers: [(String, String)]? = nil) -> [UInt8] {
        headersFrame(stream: stream, headers ?? requestHeaders(path: path), endStream: false)
            + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: stream, payload: Self.payload)
    }

    /// Every whole frame the server wrote since the last call.
    func readFrames() throws -> [ServerFrame] {
        var frames: [ServerFrame] = []
        while let buffer = try channel.readOutbound(as: ByteBuffer.self) { frames += reader.frames(adding: buffer) }
        return frames
    }

    /// The answers (HEADERS and any DATA) the server wrote since the last read, stream by stream in order.
    func answers() throws -> [StreamAnswer] {
        var answers: [StreamAnswer] = []
        for frame in try readFrames() {
            switch frame.type {
            case .headers:
                var block = frame.payload
                let headers = try decoder.decodeHeaders(from: &block)
                answers.append(StreamAnswer(stream: frame.stream, status: headers.first(name: ":status"),
                                            endStream: frame.flags & HTTP2Flag.endStream != 0, body: []))
            case .data:
                if let index = answers.lastIndex(where: { $0.stream == frame.stream }) {
                    answers[index].body += Array(frame.payload.readableBytesView)
                    answers[index].endStream = frame.flags & HTTP2Flag.endStream != 0
                }
            default: break
            }
        }
        return answers
    }

    func answer(stream: UInt32) throws -> StreamAnswer {
        try #require(try answers().first { $0.stream == stream })
    }
}
