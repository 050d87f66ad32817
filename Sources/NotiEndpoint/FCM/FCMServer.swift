import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOTLS
import NotiAPNs
import NotiCore

/// The FCM endpoint's HTTP server: HTTP/1.1 and HTTP/2 (by ALPN over TLS, by prior knowledge in plain text). HTTP/1.1
/// goes through NIO's HTTP/1.1 codec; HTTP/2 through the APNs endpoint's own connection (`HTTP2Connection` serving
/// a `ForwardingRequestService`; see FCMHTTP2Session.swift), so it costs what an APNs connection costs and keeps the
/// same limits and defences.
/// The plain listener serves the API itself and is also an HTTPS proxy for Google's API hosts only: a `CONNECT` to
/// `fcm.googleapis.com`, `iid.googleapis.com` or `oauth2.googleapis.com` is answered by notisim itself over TLS with
/// a certificate its CA issued for that name, so a Firebase Admin SDK whose URLs are fixed reaches notisim through
/// `HTTPS_PROXY` (docs/rules/fcm.md#pointing-a-firebase-sdk-at-notisim). The TLS listener serves the API directly.
package final class FCMServer: Sendable {
    /// The bound plain-text port (API and proxy), when one was asked for.
    package let plainPort: Int?
    /// The bound TLS port, when one was asked for.
    package let tlsPort: Int?
    /// The CA certificate (PEM) clients trust for the TLS listener and the proxy's tunnels.
    package let caCertificatePath: String
    private let group: MultiThreadedEventLoopGroup
    private let channels: [any Channel]

    /// The hosts the proxy answers for; `CONNECT` to any other is refused, so notisim is no open proxy.
    package static let proxiedHosts: Set<String> = ["fcm.googleapis.com", "iid.googleapis.com", "oauth2.googleapis.com"]
    /// The largest request body read; a larger one is answered 413 and the connection closed.
    static let maximumBody = 1 << 20
    /// How long a connection may stay silent before it is closed by default, as the APNs listener's idle timeout.
    package static let defaultIdleTimeout = TimeAmount.seconds(600)

    /// The HTTP/2 connections' limits: the APNs endpoint's, with FCM's body limit and the server's idle timeout.
    static func http2Limits(idleTimeout: TimeAmount) -> APNsServerConfiguration.Limits {
        var limits = APNsServerConfiguration.Limits()
        limits.maximumBodyBytes = maximumBody
        limits.idleTimeout = .nanoseconds(idleTimeout.nanoseconds)
        return limits
    }

    private init(group: MultiThreadedEventLoopGroup, channels: [any Channel], plainPort: Int?, tlsPort: Int?, caCertificatePath: String) {
        self.group = group; self.channels = channels; self.plainPort = plainPort; self.tlsPort = tlsPort
        self.caCertificatePath = caCertificatePath
    }

    /// Starts the listeners asked for (port 0 picks a free one) with the server certificate of `certificates` on
    /// `threads` event-loop threads; a connection silent for `idleTimeout` is closed.
    package static func start(plain: APNsServerConfiguration.Listener?, tls: APNsServerConfiguration.Listener?, service: FCMService,
                              certificates: CertificateStore, idleTimeout: TimeAmount = defaultIdleTimeout,
                              threads: Int = APNsServerConfiguration.defaultThreads) async throws -> FCMServer {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(certificates.serverCertificatePEM.utf8)).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(certificates.serverKeyPEM.utf8), format: .pem)))
        configuration.applicationProtocols = ["h2", "http/1.1"]
        let tlsContext = try NIOSSLContext(configuration: configuration)
        // As many threads as the APNs endpoint's; each thread's connections' messages of one event-loop turn go to the
        // app loop as one batch, through that thread's batcher.
        let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
        let limits = http2Limits(idleTimeout: idleTimeout)
        let batchers = group.makeIterator().map { FCMDeliveryBatcher(loop: $0, service: service, http2Limits: limits) }
        var channels: [any Channel] = []
        do {
            if let plain {
                channels.append(try await bind(plain, group: group, batchers: batchers, tlsContext: tlsContext, terminatesTLS: false, idleTimeout: idleTimeout))
            }
            if let tls {
                channels.append(try await bind(tls, group: group, batchers: batchers, tlsContext: tlsContext, terminatesTLS: true, idleTimeout: idleTimeout))
            }
        } catch {
            for channel in channels { try? await channel.close() }
            try? await group.shutdownGracefully()
            throw error
        }
        var ports = channels.map { $0.localAddress?.port }
        let plainPort = plain == nil ? nil : ports.removeFirst()
        return FCMServer(group: group, channels: channels, plainPort: plainPort, tlsPort: tls == nil ? nil : ports.first ?? nil,
                         caCertificatePath: certificates.caCertificatePath)
    }

    private static func bind(_ listener: APNsServerConfiguration.Listener, group: MultiThreadedEventLoopGroup, batchers: [FCMDeliveryBatcher],
                             tlsContext: NIOSSLContext, terminatesTLS: Bool, idleTimeout: TimeAmount) async throws -> any Channel {
        try await ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // The initializer runs on the connection's own thread: its batcher is that thread's.
                    guard let batcher = batchers.first(where: { $0.loop.inEventLoop }) else { throw ChannelError.ioOnClosedChannel }
                    try channel.pipeline.syncOperations.addHandler(IdleStateHandler(allTimeout: idleTimeout))
                    try channel.pipeline.syncOperations.addHandler(FCMIdleCloser())
                    if terminatesTLS {
                        try FCMHTTPHandler.addTLS(to: channel, context: tlsContext, batcher: batcher)
                    } else {
                        try channel.pipeline.syncOperations.addHandler(FCMProtocolSniffer(batcher: batcher, proxyTLS: tlsContext))
                    }
                }
            }
            .bind(host: listener.host, port: listener.port)
            .get()
    }

    /// Stops listening, closes every connection and frees the thread.
    package func shutdown() async {
        for channel in channels { try? await channel.close() }
        try? await group.shutdownGracefully()
    }
}

/// One connection's HTTP/1.1 requests, each read whole and answered by the service in order; a `CONNECT` to one of
/// Google's API hosts turns the connection into a TLS tunnel answered by notisim.
final class FCMHTTPHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private static let codecNames = ["fcm-http-encoder", "fcm-http-decoder", "fcm-http-pipelining"]
    private let batcher: FCMDeliveryBatcher
    /// The TLS context a `CONNECT` tunnel is answered with; nil inside a tunnel or on the TLS listener.
    private let proxyTLS: NIOSSLContext?
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false

    init(batcher: FCMDeliveryBatcher, proxyTLS: NIOSSLContext?) {
        self.batcher = batcher
        self.proxyTLS = proxyTLS
    }

    /// Adds the HTTP/1.1 codec and a handler to `pipeline`.
    static func addHTTP(to pipeline: ChannelPipeline.SynchronousOperations, batcher: FCMDeliveryBatcher, proxyTLS: NIOSSLContext?) throws {
        try pipeline.addHandler(HTTPResponseEncoder(), name: codecNames[0])
        try pipeline.addHandler(ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)), name: codecNames[1])
        try pipeline.addHandler(HTTPServerPipelineHandler(), name: codecNames[2])
        try pipeline.addHandler(FCMHTTPHandler(batcher: batcher, proxyTLS: proxyTLS))
    }

    /// Adds HTTP/2 to `pipeline`: back-pressure (no reading while the socket cannot take more), then the endpoint's
    /// own HTTP/2 connection serving FCM.
    static func addHTTP2(to pipeline: ChannelPipeline.SynchronousOperations, batcher: FCMDeliveryBatcher) throws {
        try pipeline.addHandler(BackPressureHandler())
        try pipeline.addHandler(batcher.http2Handler())
    }

    /// Adds TLS with `context` to `channel`, then HTTP/2 or HTTP/1.1 as ALPN settles.
    static func addTLS(to channel: any Channel, context: NIOSSLContext, batcher: FCMDeliveryBatcher) throws {
        try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: context))
        try channel.pipeline.syncOperations.addHandler(ApplicationProtocolNegotiationHandler { result, channel in
            channel.eventLoop.makeCompletedFuture {
                if case .negotiated("h2") = result {
                    try addHTTP2(to: channel.pipeline.syncOperations, batcher: batcher)
                } else {
                    try addHTTP(to: channel.pipeline.syncOperations, batcher: batcher, proxyTLS: nil)
                }
            }
        })
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let requestHead):
            head = requestHead
            body = []
            tooLarge = false
        case .body(var buffer):
            if body.count + buffer.readableBytes > FCMServer.maximumBody { tooLarge = true; return }
            body += buffer.readBytes(length: buffer.readableBytes) ?? []
        case .end:
            guard let head else { return }
            self.head = nil
            if tooLarge {
                respond(context: context, head: head, response: .bodyTooLarge, close: true)
            } else if head.method == .CONNECT {
                connect(context: context, head: head)
            } else {
                let request = FCMHTTPRequest(method: head.method.rawValue, path: head.uri,
                                             headers: head.headers.map { (name: $0.name.lowercased(), value: $0.value) }, body: body)
                let promise = context.eventLoop.makePromise(of: FCMHTTPResponse.self)
                batcher.service.handle(request, delivery: batcher.delivery) { promise.succeed($0) }
                let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
                promise.futureResult.whenSuccess { response in
                    let (handler, context) = bound.value
                    handler.respond(context: context, head: head, response: response, close: !head.isKeepAlive)
                }
            }
            body = []
        }
    }

    private func respond(context: ChannelHandlerContext, head: HTTPRequestHead, response: FCMHTTPResponse, close: Bool) {
        var headers = HTTPHeaders()
        headers.add(name: "content-type", value: "application/json; charset=UTF-8")
        headers.add(name: "content-length", value: String(response.body.count))
        if close { headers.add(name: "connection", value: "close") }
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: HTTPResponseStatus(statusCode: response.status), headers: headers))),
                      promise: nil)
        var buffer = context.channel.allocator.buffer(capacity: response.body.count)
        buffer.writeBytes(response.body)
        context.write(wrapOutboundOut(.body(.byteBuffer(buffer))), promise: nil)
        let done = context.writeAndFlushPromise()
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: done)
        if close {
            let channel = context.channel
            done.futureResult.whenComplete { _ in channel.close(promise: nil) }
        }
    }

    /// A `CONNECT host:443`: refused unless the host is one of Google's API hosts and this is the plain listener;
    /// otherwise answered 200, and the connection goes on as TLS answered by notisim with a fresh HTTP/1.1 codec.
    private func connect(context: ChannelHandlerContext, head: HTTPRequestHead) {
        let host = head.uri.split(separator: ":").first.map(String.init) ?? ""
        guard let proxyTLS, FCMServer.proxiedHosts.contains(host) else {
            let reason = proxyTLS == nil ? "no proxying here" : "notisim proxies only \(FCMServer.proxiedHosts.sorted().joined(separator: ", "))"
            respond(context: context, head: head, response: FCMHTTPResponse(status: 403, body: Array("{\"error\":\"\(reason)\"}".utf8)), close: true)
            return
        }
        var headers = HTTPHeaders()
        headers.add(name: "content-length", value: "0")
        let written = context.writeAndFlushPromise()
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .ok, headers: headers))), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        let pipeline = context.pipeline, channel = context.channel, batcher = self.batcher
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        written.futureResult.whenSuccess {
            let operations = pipeline.syncOperations
            do {
                for name in Self.codecNames { operations.removeHandler(name: name, promise: nil) }
                operations.removeHandler(bound.value, promise: nil)
                try Self.addTLS(to: channel, context: proxyTLS, batcher: batcher)
            } catch {
                channel.close(promise: nil)
            }
        }
    }
}

private extension ChannelHandlerContext {
    func writeAndFlushPromise() -> EventLoopPromise<Void> { eventLoop.makePromise(of: Void.self) }
}

/// The first bytes of a plain-text connection decide its protocol: the HTTP/2 client preface (`PRI * HTTP/2.0`, prior
/// knowledge) or HTTP/1.1 (requests and `CONNECT`).
final class FCMProtocolSniffer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let batcher: FCMDeliveryBatcher
    private let proxyTLS: NIOSSLContext
    private var held: ByteBuffer?

    init(batcher: FCMDeliveryBatcher, proxyTLS: NIOSSLContext) {
        self.batcher = batcher
        self.proxyTLS = proxyTLS
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        if var earlier = held {
            earlier.writeBuffer(&bytes)
            bytes = earlier
        }
        let preface = Array("PRI".utf8)
        guard bytes.readableBytes >= preface.count else { held = bytes; return }
        held = nil
        do {
            if bytes.getBytes(at: bytes.readerIndex, length: preface.count) == preface {
                try FCMHTTPHandler.addHTTP2(to: context.pipeline.syncOperations, batcher: batcher)
            } else {
                try FCMHTTPHandler.addHTTP(to: context.pipeline.syncOperations, batcher: batcher, proxyTLS: proxyTLS)
            }
        } catch {
            context.close(promise: nil)
            return
        }
        context.fireChannelRead(wrapInboundOut(bytes))
        context.pipeline.syncOperations.removeHandler(self, promise: nil)
    }
}

/// Gathers the pushes of the messages answered in one turn of the server's event loop and hands them to the app side
/// as one batch, so they share one journal write (docs/architecture.md#the-push-journal), as the APNs connection's
/// pushes of one read do.
final class FCMDeliveryBatcher: @unchecked Sendable {
    let service: FCMService
    /// The limits of the server's HTTP/2 connections.
    let http2Limits: APNsServerConfiguration.Limits
    /// The thread whose connections it batches.
    let loop: any EventLoop
    /// Touched only on `loop`.
    private var pending: [(pushes: [InboundPush], answer: @Sendable ([APNsResponse]) -> Void)] = []

    init(loop: any EventLoop, service: FCMService, http2Limits: APNsServerConfiguration.Limits) {
        self.loop = loop
        self.service = service
        self.http2Limits = http2Limits
    }

    /// The delivery the service uses on the loop: the pushes wait for the end of the turn.
    var delivery: FCMDelivery {
        { pushes, answer in
            self.loop.preconditionInEventLoop()
            self.pending.append((pushes, answer))
            if self.pending.count == 1 { self.loop.execute { self.flush() } }
        }
    }

    private func flush() {
        let batch = pending
        pending = []
        service.deliver(batch.flatMap(\.pushes)) { responses in
            var rest = responses[...]
            for (pushes, answer) in batch {
                answer(Array(rest.prefix(pushes.count)))
                rest = rest.dropFirst(pushes.count)
            }
            self.service.logAnswered()
        }
    }
}

/// Closes a connection that stayed silent for the server's idle timeout, so idle clients hold nothing for ever.
final class FCMIdleCloser: ChannelInboundHandler {
    typealias InboundIn = NIOAny

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is IdleStateHandler.IdleStateEvent {
            context.close(promise: nil)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }
}
