import NIOCore
import NIOHPACK
import NotiCore
@testable import NotiAPNs

/// The client end of one HTTP/2 connection to the endpoint, for conformance checks written once and run against
/// the connection state machine (`MachinePeer`, fast and deterministic) or a live listener (`SocketPeer`).
protocol ConformancePeer: ServerFrameSource {
    /// The peer's HPACK encoder (one per connection, as its table is).
    var encoder: ClientHeaderEncoder { get }
    /// The path of the registered device's push endpoint.
    var devicePath: String { get }
    /// Every push the sink received so far.
    var pushes: [InboundPush] { get }
    /// Writes bytes as they are.
    func send(_ bytes: [UInt8]) async throws
    /// Whether the endpoint closed the connection.
    func closedByServer() async throws -> Bool
    /// A push on a new connection to the same endpoint is answered 200.
    func expectStillServing() async throws
    /// Ends the connection (and the endpoint it started, if any).
    func close() async
}

/// What the endpoint wrote to a client, frame by frame: a conformance peer's or a raw socket's.
protocol ServerFrameSource: AnyObject {
    /// The first frame the endpoint sent (since the connection opened) that `matches`; nil when none came.
    func frame(where matches: @escaping @Sendable (ServerFrame) -> Bool) async throws -> ServerFrame?
    /// Every frame the endpoint sent so far.
    func everyFrame() async throws -> [ServerFrame]
}

extension ServerFrameSource {
    /// The connection's GOAWAY error code, once it comes.
    func goAwayCode() async throws -> UInt32? {
        try await frame { $0.type == .goAway }?.payload.getInteger(at: 4, as: UInt32.self)
    }

    /// The error code of the RST_STREAM on `stream`, once it comes.
    func resetCode(stream: UInt32) async throws -> UInt32? {
        try await frame { $0.type == .rstStream && $0.stream == stream }?.payload.getInteger(at: 0, as: UInt32.self)
    }

    /// The `:status` of the answer on `stream`, its body and the sizes of its DATA frames, once the stream has ended.
    func answer(stream: UInt32) async throws -> (status: String?, body: [UInt8], dataFrames: [Int]) {
        _ = try await frame { $0.stream == stream && ($0.type == .headers || $0.type == .data) && $0.flags & HTTP2Flag.endStream != 0 }
        let frames = try await everyFrame().filter { $0.stream == stream }
        var status: String?
        if var block = frames.first(where: { $0.type == .headers })?.payload {
            // The endpoint's answers never use the dynamic table, so each block decodes on its own.
            var decoder = HPACKDecoder(allocator: ByteBufferAllocator())
            status = try decoder.decodeHeaders(from: &block).first(name: ":status")
        }
        let data = frames.filter { $0.type == .data }
        return (status, data.flatMap { Array($0.payload.readableBytesView) }, data.map(\.payload.readableBytes))
    }
}

extension ConformancePeer {
    /// A GET of `/`: valid HTTP/2, not the provider API (answered 405 with a JSON body).
    func get(stream: UInt32, endStream: Bool = true) -> [UInt8] {
        headers(stream: stream, [(":method", "GET"), (":scheme", "http"), (":path", "/"), (":authority", "localhost")], endStream: endStream)
    }

    func headers(stream: UInt32, _ fields: [(String, String)], endStream: Bool, flags: UInt8 = HTTP2Flag.endHeaders, prefix: [UInt8] = []) -> [UInt8] {
        ClientFrames.frame(.headers, flags: flags | (endStream ? HTTP2Flag.endStream : 0), stream: stream, payload: prefix + encoder.block(fields))
    }

    /// The provider API's POST to the registered device, without its body yet.
    func postHeaders(stream: UInt32, extra: [(String, String)] = []) -> [UInt8] {
        headers(stream: stream, [(":method", "POST"), (":scheme", "http"), (":path", devicePath), (":authority", "localhost"),
                                 ("apns-topic", "com.example.app")] + extra, endStream: false)
    }

    /// The provider API's POST to the registered device with its body.
    func post(stream: UInt32) -> [UInt8] {
        postHeaders(stream: stream) + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: stream, payload: LiveServer.payload)
    }

    /// A new connection's preface and one push to the registered device on stream 1.
    func freshConnectionPush() -> [UInt8] {
        let fields = [(":method", "POST"), (":scheme", "http"), (":path", devicePath), ("apns-topic", "com.example.app")]
        // A new connection has its own HPACK table, so its own encoder.
        return ClientFrames.preface + ClientFrames.settings([])
            + ClientFrames.frame(.headers, flags: HTTP2Flag.endHeaders, stream: 1, payload: ClientHeaderEncoder().block(fields))
            + ClientFrames.frame(.data, flags: HTTP2Flag.endStream, stream: 1, payload: LiveServer.payload)
    }
}

/// Splits bytes the endpoint wrote into frames.
struct ServerFrameReader {
    private var pending = ByteBufferAllocator().buffer(capacity: 0)

    /// Every whole frame among the bytes read so far and `bytes`.
    mutating func frames(adding bytes: ByteBuffer) -> [ServerFrame] {
        var bytes = bytes
        pending.writeBuffer(&bytes)
        var frames: [ServerFrame] = []
        while let header = HTTP2FrameHeader.peek(pending), pending.readableBytes >= HTTP2FrameHeader.size + header.length {
            pending.moveReaderIndex(forwardBy: HTTP2FrameHeader.size)
            frames.append(ServerFrame(type: HTTP2FrameType(rawValue: header.type), flags: header.flags, stream: header.streamID,
                                      payload: pending.readSlice(length: header.length)!))
        }
        return frames
    }
}
