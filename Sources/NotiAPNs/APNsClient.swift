import NIOCore
import NIOHPACK
import NIOHTTP2
import NIOPosix

/// The answer to one request sent with `APNsClient`.
package struct APNsClientResponse: Sendable {
    /// The `:status`.
    package var status: Int
    /// Regular response headers, lower-case names, in arrival order.
    package var headers: [(name: String, value: String)]
    /// The response body (the JSON reason of an error; empty for a 200).
    package var body: [UInt8]

    /// The first value of a header.
    package func header(_ name: String) -> String? { headers.first { $0.name == name }?.value }
}

/// Why a request got no answer.
package struct APNsClientError: Error, Sendable, CustomStringConvertible {
    /// One line naming the problem.
    package var reason: String
    package var description: String { reason }
}

/// A minimal HTTP/2 (prior knowledge, plain text) client for one provider-API request: what `notisim push` uses to
/// hand a payload to a running notisim.
package enum APNsClient {
    /// Sends `request` to `host:port` on a new connection and waits for the answer, at most `timeout`. The request's
    /// `:authority` is its own when it has one (Apple's server name, for the environment), else `host:port`.
    package static func send(_ request: APNsRequest, host: String, port: Int, timeout: TimeAmount = .seconds(10)) async throws -> APNsClientResponse {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        do {
            let response = try await exchange(request, host: host, port: port, timeout: timeout, group: group)
            try? await group.shutdownGracefully()
            return response
        } catch {
            try? await group.shutdownGracefully()
            throw error
        }
    }

    private static func exchange(_ request: APNsRequest, host: String, port: Int, timeout: TimeAmount,
                                 group: MultiThreadedEventLoopGroup) async throws -> APNsClientResponse {
        let answer = group.next().makePromise(of: APNsClientResponse.self)
        let channel: any Channel
        do {
            channel = try await ClientBootstrap(group: group)
                .connectTimeout(timeout)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(NIOHTTP2Handler(mode: .client))
                        try channel.pipeline.syncOperations.addHandler(SingleRequestHandler(request: request, authority: request.authority ?? "\(host):\(port)", answer: answer))
                    }
                }
                .connect(host: host, port: port)
                .get()
        } catch {
            answer.fail(error)
            throw APNsClientError(reason: "cannot connect to \(host):\(port) (\(error))")
        }
        let deadline = channel.eventLoop.scheduleTask(in: timeout) {
            answer.fail(APNsClientError(reason: "no answer from \(host):\(port) within \(timeout.nanoseconds / 1_000_000_000) s"))
        }
        defer {
            deadline.cancel()
            channel.close(promise: nil)
        }
        return try await answer.futureResult.get()
    }
}

/// Sends one request on stream 1 as soon as the connection is up and completes `answer` with the response.
private final class SingleRequestHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    private let request: APNsRequest
    private let authority: String
    private let answer: EventLoopPromise<APNsClientResponse>
    private let stream = HTTP2StreamID(1)
    private var response: APNsClientResponse?

    init(request: APNsRequest, authority: String, answer: EventLoopPromise<APNsClientResponse>) {
        self.request = request
        self.authority = authority
        self.answer = answer
    }

    func channelActive(context: ChannelHandlerContext) {
        var headers: HPACKHeaders = [":method": request.method, ":scheme": "http", ":path": request.path, ":authority": authority]
        for (name, value) in request.headers { headers.add(name: name, value: value) }
        let hasBody = !request.body.isEmpty
        context.write(wrapOutboundOut(HTTP2Frame(streamID: stream, payload: .headers(.init(headers: headers, endStream: !hasBody)))), promise: nil)
        if hasBody {
            let body = context.channel.allocator.buffer(bytes: request.body)
            context.write(wrapOutboundOut(HTTP2Frame(streamID: stream, payload: .data(.init(data: .byteBuffer(body), endStream: true)))), promise: nil)
        }
        context.flush()
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        guard frame.streamID == stream else {
            if case .goAway(_, let code, _) = frame.payload, response == nil {
                answer.fail(APNsClientError(reason: "the server closed the connection (\(code))"))
            }
            return
        }
        switch frame.payload {
        case .headers(let payload):
            if response == nil {
                let status = payload.headers.first(name: ":status").flatMap(Int.init) ?? 0
                let regular = payload.headers.filter { !$0.name.hasPrefix(":") }.map { (name: $0.name, value: $0.value) }
                response = APNsClientResponse(status: status, headers: regular, body: [])
            }
            if payload.endStream { finish() }
        case .data(let payload):
            if case .byteBuffer(let buffer) = payload.data { response?.body.append(contentsOf: buffer.readableBytesView) }
            if payload.endStream { finish() }
        case .rstStream(let code):
            answer.fail(APNsClientError(reason: "the server reset the request (\(code))"))
        default:
            break
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        answer.fail(APNsClientError(reason: "the connection closed before an answer"))
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        answer.fail(APNsClientError(reason: "HTTP/2 error: \(error)"))
        context.close(promise: nil)
    }

    private func finish() {
        guard let response else { return }
        answer.succeed(response)
    }
}
