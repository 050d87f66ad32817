import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2
import NIOPosix
import NIOSSL

/// What a test client saw on one stream.
struct TestResponse: Sendable {
    /// The `:status`.
    var status: Int
    /// Response headers (pseudo-headers included).
    var headers: [String: String]
    /// The body bytes as text.
    var body: String
    /// Frames in arrival order: "HEADERS" or "DATA", with "+END" when END_STREAM was set.
    var frames: [String]
}

/// A real HTTP/2 client (swift-nio-http2 in client mode) for live-socket tests, over TLS trusting a CA file or h2c.
final class TestHTTP2Client: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let streams: NIOLoopBound<NIOHTTP2Handler.StreamMultiplexer>
    let connectionFrames: ConnectionFrameLog

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, streams: NIOLoopBound<NIOHTTP2Handler.StreamMultiplexer>, frames: ConnectionFrameLog) {
        self.group = group
        self.channel = channel
        self.streams = streams
        self.connectionFrames = frames
    }

    /// Connects to `127.0.0.1:port`; with `caPath`, over TLS (ALPN h2 unless `alpn` is false) trusting that CA.
    static func connect(port: Int, caPath: String?, alpn: Bool = true) async throws -> TestHTTP2Client {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let sslContext: NIOSSLContext? = try caPath.map { caPath in
            var tls = TLSConfiguration.makeClientConfiguration()
            tls.trustRoots = .file(caPath)
            if alpn { tls.applicationProtocols = ["h2"] }
            return try NIOSSLContext(configuration: tls)
        }
        let frames = ConnectionFrameLog()
        let ready = group.next().makePromise(of: NIOLoopBound<NIOHTTP2Handler.StreamMultiplexer>.self)
        // Handlers go in before the connection is active, so no byte of the server's preface is missed.
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let pipeline = channel.pipeline.syncOperations
                    if let sslContext {
                        try pipeline.addHandler(NIOSSLClientHandler(context: sslContext, serverHostname: "localhost"))
                    }
                    var connection = NIOHTTP2Handler.ConnectionConfiguration()
                    connection.contentLengthValidation = .disabled  // so tests can send a lying content-length
                    let multiplexer = try pipeline.configureHTTP2Pipeline(
                        mode: .client, connectionConfiguration: connection, streamConfiguration: .init()
                    ) { stream in stream.eventLoop.makeSucceededVoidFuture() }
                    try pipeline.addHandler(ConnectionFrameRecorder(log: frames))
                    ready.succeed(NIOLoopBound(multiplexer, eventLoop: channel.eventLoop))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        let streams = try await ready.futureResult.get()
        return TestHTTP2Client(group: group, channel: channel, streams: streams, frames: frames)
    }

    /// Sends one request and waits for the whole response (or the stream's end).
    func send(method: String = "POST", path: String, headers: [(String, String)], body: [UInt8]) async throws -> TestResponse {
        let channel = self.channel
        let promise = channel.eventLoop.makePromise(of: TestResponse.self)
        let streams = self.streams
        try await channel.eventLoop.flatSubmit {
            let created = channel.eventLoop.makePromise(of: (any Channel).self)
            streams.value.createStreamChannel(promise: created) { stream in
                stream.eventLoop.makeCompletedFuture {
                    try stream.pipeline.syncOperations.addHandler(ResponseCollector(promise: promise))
                }
            }
            return created.futureResult.flatMap { stream in
                var requestHeaders: HPACKHeaders = [":method": method, ":path": path, ":scheme": "https", ":authority": "localhost"]
                for (name, value) in headers { requestHeaders.add(name: name, value: value) }
                stream.write(HTTP2Frame.FramePayload.headers(.init(headers: requestHeaders, endStream: body.isEmpty)), promise: nil)
                if !body.isEmpty {
                    let buffer = stream.allocator.buffer(bytes: body)
                    stream.write(HTTP2Frame.FramePayload.data(.init(data: .byteBuffer(buffer), endStream: true)), promise: nil)
                }
                stream.flush()
                return channel.eventLoop.makeSucceededVoidFuture()
            }
        }.get()
        return try await promise.futureResult.get()
    }

    /// Whether the connection is still open.
    var isActive: Bool { channel.isActive }

    /// Waits until the server closes the connection.
    func waitForClose() async throws {
        try await channel.closeFuture.get()
    }

    /// Closes the connection and the client's thread.
    func close() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
    }
}

/// Root-stream frames the client received (SETTINGS values and GOAWAY debug data).
final class ConnectionFrameLog: @unchecked Sendable {
    private let lock = NSLock()
    private var maxConcurrentStreamsValues: [Int] = []
    private var goAwayData: [String] = []

    func recordSettings(_ settings: HTTP2Settings) {
        lock.withLock {
            for setting in settings where setting.parameter == .maxConcurrentStreams {
                maxConcurrentStreamsValues.append(setting.value)
            }
        }
    }

    func recordGoAway(_ text: String) { lock.withLock { goAwayData.append(text) } }

    /// Every SETTINGS_MAX_CONCURRENT_STREAMS value received, in order.
    var maxConcurrentStreams: [Int] { lock.withLock { maxConcurrentStreamsValues } }
    /// The debug data of every GOAWAY received.
    var goAways: [String] { lock.withLock { goAwayData } }
}

private final class ConnectionFrameRecorder: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    let log: ConnectionFrameLog

    init(log: ConnectionFrameLog) { self.log = log }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        switch frame.payload {
        case .settings(.settings(let settings)): log.recordSettings(settings)
        case .goAway(_, _, let opaque): log.recordGoAway(opaque.map { String(buffer: $0) } ?? "")
        default: break
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

private final class ResponseCollector: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    private let promise: EventLoopPromise<TestResponse>
    private var response = TestResponse(status: 0, headers: [:], body: "", frames: [])
    private var done = false

    init(promise: EventLoopPromise<TestResponse>) { self.promise = promise }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .headers(let headers):
            response.frames.append(headers.endStream ? "HEADERS+END" : "HEADERS")
            for (name, value, _) in headers.headers { response.headers[name] = value }
            response.status = Int(response.headers[":status"] ?? "") ?? 0
            if headers.endStream { finish() }
        case .data(let data):
            response.frames.append(data.endStream ? "DATA+END" : "DATA")
            if case .byteBuffer(let buffer) = data.data { response.body += String(buffer: buffer) }
            if data.endStream { finish() }
        default:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !done { finish() }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if !done {
            done = true
            promise.fail(error)
        }
    }

    private func finish() {
        guard !done else { return }
        done = true
        promise.succeed(response)
    }
}
