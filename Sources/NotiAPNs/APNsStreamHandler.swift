import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// Serves one HTTP/2 stream: gathers the request (refusing oversized bodies before reading further), runs the provider
/// API and writes the answer — a 200 as a single HEADERS frame with END_STREAM, an error as HEADERS plus one DATA frame.
final class APNsStreamHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame.FramePayload
    typealias OutboundOut = HTTP2Frame.FramePayload

    private enum Phase {
        case awaitingHeaders
        case receivingBody(APNsRequest)
        case answering
    }

    private let configuration: APNsServerConfiguration
    private let connection: ConnectionState
    private var phase = Phase.awaitingHeaders

    init(configuration: APNsServerConfiguration, connection: ConnectionState) {
        self.configuration = configuration
        self.connection = connection
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), phase) {
        case (.headers(let headers), .awaitingHeaders):
            let request = Self.request(from: headers.headers)
            if let length = headers.headers.first(name: "content-length").flatMap(Int.init),
               length > configuration.limits.maximumBodyBytes {
                refuseOversizedBody(context: context, request: request)
                return
            }
            phase = .receivingBody(request)
            if headers.endStream { answer(context: context, request: request) }
        case (.headers(let trailers), .receivingBody(let request)):
            if trailers.endStream { answer(context: context, request: request) }
        case (.data(let frame), .receivingBody(var request)):
            if case .byteBuffer(let buffer) = frame.data {
                guard request.body.count + buffer.readableBytes <= configuration.limits.maximumBodyBytes else {
                    refuseOversizedBody(context: context, request: request)
                    return
                }
                request.body.append(contentsOf: buffer.readableBytesView)
            }
            phase = .receivingBody(request)
            if frame.endStream { answer(context: context, request: request) }
        default:
            break
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    /// Turns the request HEADERS into a request with no body yet.
    private static func request(from headers: HPACKHeaders) -> APNsRequest {
        var method = ""
        var path = ""
        var regular: [(name: String, value: String)] = []
        for (name, value, _) in headers {
            switch name {
            case ":method": method = value
            case ":path": path = value
            default:
                if !name.hasPrefix(":") { regular.append((name.lowercased(), value)) }
            }
        }
        return APNsRequest(method: method, path: path, headers: regular, body: [])
    }

    /// Answers 413 at once and resets the stream, so the rest of the body is never read.
    private func refuseOversizedBody(context: ChannelHandlerContext, request: APNsRequest) {
        phase = .answering
        let generated = APNsRequestValidator.canonicalUUID(request.header("apns-id") ?? "") ?? Self.newID()
        let response = APNsResponse.failure(.payloadTooLarge, apnsID: generated)
        write(response, for: request, context: context).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    private func answer(context: ChannelHandlerContext, request: APNsRequest) {
        phase = .answering
        let api = configuration.api
        let admission = api.admit(request, session: &connection.tokenSession, generatedID: Self.newID())
        raiseStreamLimitIfAuthenticated(context: context)
        switch admission {
        case .failure(let response):
            write(response, for: request, context: context)
        case .success(let push):
            let delivered = context.eventLoop.makeFutureWithTask { await api.deliver(push) }
            delivered.assumeIsolated().whenSuccess { response in
                self.write(response, for: request, context: context)
            }
        }
    }

    /// After the first valid provider token, advertises the full stream limit to the client.
    private func raiseStreamLimitIfAuthenticated(context: ChannelHandlerContext) {
        guard !connection.streamLimitRaised, connection.tokenSession.hasAcceptedToken, let parent = context.channel.parent else {
            return
        }
        connection.streamLimitRaised = true
        let settings = HTTP2Frame(
            streamID: .rootStream,
            payload: .settings(.settings([
                HTTP2Setting(parameter: .maxConcurrentStreams, value: configuration.limits.maximumConcurrentStreams),
            ]))
        )
        parent.writeAndFlush(settings, promise: nil)
    }

    /// Writes the response; the future completes when its last frame is handed to the connection.
    @discardableResult
    private func write(_ response: APNsResponse, for request: APNsRequest, context: ChannelHandlerContext) -> EventLoopFuture<Void> {
        var headers: HPACKHeaders = [":status": String(response.status)]
        if let apnsID = response.apnsID { headers.add(name: "apns-id", value: apnsID) }
        if let body = response.body {
            headers.add(name: "content-type", value: "application/json; charset=utf-8")
            headers.add(name: "content-length", value: String(body.utf8.count))
            context.write(wrapOutboundOut(.headers(.init(headers: headers))), promise: nil)
            let buffer = context.channel.allocator.buffer(string: body)
            log(response, for: request)
            return context.writeAndFlush(wrapOutboundOut(.data(.init(data: .byteBuffer(buffer), endStream: true))))
        }
        log(response, for: request)
        return context.writeAndFlush(wrapOutboundOut(.headers(.init(headers: headers, endStream: true))))
    }

    private func log(_ response: APNsResponse, for request: APNsRequest) {
        let prefix = "/3/device/"
        let token = request.path.hasPrefix(prefix) && request.path.count > prefix.count ? String(request.path.dropFirst(prefix.count)) : "-"
        let detail = response.reason?.rawValue ?? response.notificationID ?? "-"
        configuration.requestLog(RequestLogEntry(
            time: configuration.api.now(), token: token, topic: request.header("apns-topic") ?? "-",
            status: response.status, detail: detail
        ))
    }

    private static func newID() -> String { UUID().uuidString }
}
