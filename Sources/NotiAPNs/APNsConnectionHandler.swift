import Foundation
import NIOCore
import NIOHPACK
import NIOHTTP2

/// Serves one HTTP/2 connection at the frame level (no channel per stream): gathers each stream's request, refusing
/// oversized bodies before reading further, runs the provider API and answers — a 200 as a single HEADERS frame with
/// END_STREAM, an error as HEADERS plus one DATA frame of JSON. Also keeps the connection's provider-token session,
/// raises the stream limit after the first valid token, sends GOAWAY (`IdleTimeout`) when idle, and closes only this
/// connection on any error.
final class APNsConnectionHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    /// The connection-level receive window kept open; request bodies are tiny, so this only bounds a flood.
    private static let connectionWindow = Int(Int32.max)

    private let configuration: APNsServerConfiguration
    private var tokenSession = ProviderTokenSession()
    private var streamLimitRaised: Bool
    private var receiving: [HTTP2StreamID: APNsRequest] = [:]
    private var highestStreamID: HTTP2StreamID = .rootStream
    private var consumedBytes = 0
    private var needsFlush = false
    private var flushScheduled = false
    private var connectionWindowOpened = false
    private var deliveryExecutor: EventLoopTaskExecutor?

    init(configuration: APNsServerConfiguration, streamLimitRaised: Bool) {
        self.configuration = configuration
        self.streamLimitRaised = streamLimitRaised
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let frame = unwrapInboundIn(data)
        let id = frame.streamID
        if !connectionWindowOpened { openConnectionWindow(context: context) }
        switch frame.payload {
        case .headers(let headers):
            if let request = receiving[id] {
                if headers.endStream { answer(context: context, stream: id, request: request) }
                return
            }
            guard id > highestStreamID else { return }
            highestStreamID = id
            let request = Self.request(from: headers.headers)
            if let length = headers.headers.first(name: "content-length").flatMap(Int.init),
               length > configuration.limits.maximumBodyBytes {
                refuseOversizedBody(context: context, stream: id, request: request)
            } else if headers.endStream {
                answer(context: context, stream: id, request: request)
            } else {
                receiving[id] = request
            }
        case .data(let payload):
            replenishConnectionWindow(context: context, by: payload.data.readableBytes + (payload.paddingBytes.map { $0 + 1 } ?? 0))
            guard var request = receiving[id] else { return }
            if case .byteBuffer(let buffer) = payload.data {
                guard request.body.count + buffer.readableBytes <= configuration.limits.maximumBodyBytes else {
                    refuseOversizedBody(context: context, stream: id, request: request)
                    return
                }
                request.body.append(contentsOf: buffer.readableBytesView)
            }
            if payload.endStream {
                answer(context: context, stream: id, request: request)
            } else {
                receiving[id] = request
            }
        case .rstStream:
            receiving[id] = nil
        default:
            break
        }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if needsFlush {
            needsFlush = false
            context.flush()
        }
        context.fireChannelReadComplete()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let closed = event as? StreamClosedEvent {
            receiving[closed.streamID] = nil
        } else if event is IdleStateHandler.IdleStateEvent {
            let reason = context.channel.allocator.buffer(string: #"{"reason":"IdleTimeout"}"#)
            let goAway = HTTP2Frame(streamID: .rootStream, payload: .goAway(lastStreamID: highestStreamID, errorCode: .noError, opaqueData: reason))
            context.writeAndFlush(wrapOutboundOut(goAway)).assumeIsolated().whenComplete { _ in
                context.close(promise: nil)
            }
            return
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    /// Turns request HEADERS into a request with no body yet.
    private static func request(from headers: HPACKHeaders) -> APNsRequest {
        var method = ""
        var path = ""
        var regular: [(name: String, value: String)] = []
        regular.reserveCapacity(8)
        for (name, value, _) in headers {
            switch name {
            case ":method": method = value
            case ":path": path = value
            default:
                if !name.hasPrefix(":") { regular.append((name, value)) }
            }
        }
        return APNsRequest(method: method, path: path, headers: regular, body: [])
    }

    /// Widens the connection's receive window from the protocol's 65,535 bytes to the maximum, once.
    private func openConnectionWindow(context: ChannelHandlerContext) {
        connectionWindowOpened = true
        let increment = Self.connectionWindow - 65_535
        context.write(wrapOutboundOut(HTTP2Frame(streamID: .rootStream, payload: .windowUpdate(windowSizeIncrement: increment))), promise: nil)
        needsFlush = true
    }

    /// Tops the connection window back up once half of it has been used.
    private func replenishConnectionWindow(context: ChannelHandlerContext, by bytes: Int) {
        consumedBytes += bytes
        guard consumedBytes >= Self.connectionWindow / 2 else { return }
        context.write(wrapOutboundOut(HTTP2Frame(streamID: .rootStream, payload: .windowUpdate(windowSizeIncrement: consumedBytes))), promise: nil)
        consumedBytes = 0
        needsFlush = true
    }

    /// Answers 413 at once and resets the stream, so the rest of the body is never read.
    private func refuseOversizedBody(context: ChannelHandlerContext, stream: HTTP2StreamID, request: APNsRequest) {
        receiving[stream] = nil
        let id = APNsRequestValidator.canonicalUUID(request.header("apns-id") ?? "") ?? APNsID.generate()
        let reset = HTTP2Frame(streamID: stream, payload: .rstStream(.noError))
        // The reset must follow the answer's DATA frame out, or it would discard it from the send buffer.
        write(.failure(.payloadTooLarge, apnsID: id), stream: stream, request: request, context: context)
            .assumeIsolated().whenComplete { _ in context.writeAndFlush(self.wrapOutboundOut(reset), promise: nil) }
        context.flush()
    }

    private func answer(context: ChannelHandlerContext, stream: HTTP2StreamID, request: APNsRequest) {
        receiving[stream] = nil
        let api = configuration.api
        let admission = api.admit(request, session: &tokenSession, generatedID: APNsID.generate())
        raiseStreamLimitIfAuthenticated(context: context)
        switch admission {
        case .failure(let response):
            write(response, stream: stream, request: request, context: context)
        case .success(let push):
            let delivered = context.eventLoop.makePromise(of: APNsResponse.self)
            Task(executorPreference: taskExecutor(on: context.eventLoop)) { delivered.succeed(await api.deliver(push)) }
            delivered.futureResult.assumeIsolated().whenSuccess { response in
                self.write(response, stream: stream, request: request, context: context)
                self.scheduleFlush(context: context)
            }
        }
    }

    /// Flushes once after the deliveries already queued on the event loop, so answers leave in batches.
    private func scheduleFlush(context: ChannelHandlerContext) {
        guard !flushScheduled else { return }
        flushScheduled = true
        context.eventLoop.assumeIsolated().execute {
            self.flushScheduled = false
            if self.needsFlush {
                self.needsFlush = false
                context.flush()
            }
        }
    }

    /// The executor that runs deliveries on this connection's event loop (made on first use).
    private func taskExecutor(on eventLoop: any EventLoop) -> EventLoopTaskExecutor {
        if let deliveryExecutor { return deliveryExecutor }
        let executor = EventLoopTaskExecutor(eventLoop: eventLoop)
        deliveryExecutor = executor
        return executor
    }

    /// After the first valid provider token, advertises the full stream limit to the client.
    private func raiseStreamLimitIfAuthenticated(context: ChannelHandlerContext) {
        guard !streamLimitRaised, tokenSession.hasAcceptedToken else { return }
        streamLimitRaised = true
        let limit = HTTP2Setting(parameter: .maxConcurrentStreams, value: configuration.limits.maximumConcurrentStreams)
        context.write(wrapOutboundOut(HTTP2Frame(streamID: .rootStream, payload: .settings(.settings([limit])))), promise: nil)
        needsFlush = true
    }

    /// Writes the answer (flushed later); the future completes when its last frame is sent.
    @discardableResult
    private func write(
        _ response: APNsResponse, stream: HTTP2StreamID, request: APNsRequest, context: ChannelHandlerContext
    ) -> EventLoopFuture<Void> {
        let last = context.eventLoop.makePromise(of: Void.self)
        var headers: HPACKHeaders = [":status": String(response.status)]
        // Every apns-id is new: indexing it would only churn the peer's HPACK table.
        if let apnsID = response.apnsID { headers.add(name: "apns-id", value: apnsID, indexing: .nonIndexable) }
        if let body = response.body {
            headers.add(name: "content-type", value: "application/json; charset=utf-8")
            headers.add(name: "content-length", value: String(body.utf8.count))
            context.write(wrapOutboundOut(HTTP2Frame(streamID: stream, payload: .headers(.init(headers: headers)))), promise: nil)
            let buffer = context.channel.allocator.buffer(string: body)
            context.write(wrapOutboundOut(HTTP2Frame(streamID: stream, payload: .data(.init(data: .byteBuffer(buffer), endStream: true)))), promise: last)
        } else {
            context.write(wrapOutboundOut(HTTP2Frame(streamID: stream, payload: .headers(.init(headers: headers, endStream: true)))), promise: last)
        }
        needsFlush = true
        log(response, for: request)
        return last.futureResult
    }

    private func log(_ response: APNsResponse, for request: APNsRequest) {
        guard let requestLog = configuration.requestLog else { return }
        let prefix = "/3/device/"
        let token = request.path.hasPrefix(prefix) && request.path.count > prefix.count ? String(request.path.dropFirst(prefix.count)) : "-"
        requestLog(RequestLogEntry(
            time: configuration.api.now(), token: token, topic: request.header("apns-topic") ?? "-",
            status: response.status, detail: response.reason?.rawValue ?? response.notificationID ?? "-"
        ))
    }
}
