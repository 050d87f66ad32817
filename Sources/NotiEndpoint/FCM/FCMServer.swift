import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NotiAPNs
import NotiCore

/// The FCM endpoint's HTTP/1.1 server, built on NIO's HTTP/1.1 codec (no speed target asks for a codec of our own).
/// The plain listener serves the API itself and is also an HTTPS proxy for Google's API hosts only: a `CONNECT` to
/// `fcm.googleapis.com`, `iid.googleapis.com` or `oauth2.googleapis.com` is answered by notisim itself over TLS with
/// a certificate its CA issued for that name, so a Firebase Admin SDK whose URLs are fixed reaches notisim through
/// `HTTPS_PROXY` (docs/rules/fcm.md#pointing-a-firebase-sdk-at-notisim). The TLS listener serves the API directly.
package final class FCMServer: Sendable {
    /// The bound plain-text port (API and proxy), when one was asked for.
    package let plainPort: Int?
    /// The bound TLS port, when one was asked for.
    package let tlsPort: Int?
    private let group: MultiThreadedEventLoopGroup
    private let channels: [any Channel]

    /// The hosts the proxy answers for; `CONNECT` to any other is refused, so notisim is no open proxy.
    package static let proxiedHosts: Set<String> = ["fcm.googleapis.com", "iid.googleapis.com", "oauth2.googleapis.com"]
    /// The largest request body read; a larger one is answered 413 and the connection closed.
    static let maximumBody = 1 << 20

    private init(group: MultiThreadedEventLoopGroup, channels: [any Channel], plainPort: Int?, tlsPort: Int?) {
        self.group = group; self.channels = channels; self.plainPort = plainPort; self.tlsPort = tlsPort
    }

    /// Starts the listeners asked for (port 0 picks a free one) with the server certificate of `certificates`.
    package static func start(plain: APNsServerConfiguration.Listener?, tls: APNsServerConfiguration.Listener?, service: FCMService,
                              certificates: CertificateStore) async throws -> FCMServer {
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(certificates.serverCertificatePEM.utf8)).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(certificates.serverKeyPEM.utf8), format: .pem)))
        configuration.applicationProtocols = ["http/1.1"]
        let tlsContext = try NIOSSLContext(configuration: configuration)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var channels: [any Channel] = []
        do {
            if let plain { channels.append(try await bind(plain, group: group, service: service, tlsContext: tlsContext, terminatesTLS: false)) }
            if let tls { channels.append(try await bind(tls, group: group, service: service, tlsContext: tlsContext, terminatesTLS: true)) }
        } catch {
            for channel in channels { try? await channel.close() }
            try? await group.shutdownGracefully()
            throw error
        }
        var ports = channels.map { $0.localAddress?.port }
        let plainPort = plain == nil ? nil : ports.removeFirst()
        return FCMServer(group: group, channels: channels, plainPort: plainPort, tlsPort: tls == nil ? nil : ports.first ?? nil)
    }

    private static func bind(_ listener: APNsServerConfiguration.Listener, group: MultiThreadedEventLoopGroup, service: FCMService,
                             tlsContext: NIOSSLContext, terminatesTLS: Bool) async throws -> any Channel {
        try await ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if terminatesTLS { try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tlsContext)) }
                    try FCMHTTPHandler.addHTTP(to: channel.pipeline.syncOperations, service: service, proxyTLS: terminatesTLS ? nil : tlsContext)
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
    private let service: FCMService
    /// The TLS context a `CONNECT` tunnel is answered with; nil inside a tunnel or on the TLS listener.
    private let proxyTLS: NIOSSLContext?
    private var head: HTTPRequestHead?
    private var body: [UInt8] = []
    private var tooLarge = false

    init(service: FCMService, proxyTLS: NIOSSLContext?) {
        self.service = service
        self.proxyTLS = proxyTLS
    }

    /// Adds the HTTP/1.1 codec and a handler to `pipeline`.
    static func addHTTP(to pipeline: ChannelPipeline.SynchronousOperations, service: FCMService, proxyTLS: NIOSSLContext?) throws {
        try pipeline.addHandler(HTTPResponseEncoder(), name: codecNames[0])
        try pipeline.addHandler(ByteToMessageHandler(HTTPRequestDecoder(leftOverBytesStrategy: .forwardBytes)), name: codecNames[1])
        try pipeline.addHandler(HTTPServerPipelineHandler(), name: codecNames[2])
        try pipeline.addHandler(FCMHTTPHandler(service: service, proxyTLS: proxyTLS))
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
                respond(context: context, head: head, response: FCMHTTPResponse(status: 413, body: Array(#"{"error":{"code":413,"message":"Request body too large","status":"INVALID_ARGUMENT"}}"#.utf8)), close: true)
            } else if head.method == .CONNECT {
                connect(context: context, head: head)
            } else {
                let request = FCMHTTPRequest(method: head.method.rawValue, path: head.uri,
                                             headers: head.headers.map { (name: $0.name.lowercased(), value: $0.value) }, body: body)
                let service = self.service
                let promise = context.eventLoop.makePromise(of: FCMHTTPResponse.self)
                promise.completeWithTask { await service.handle(request) }
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
        let pipeline = context.pipeline, channel = context.channel, service = self.service
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        written.futureResult.whenSuccess {
            let operations = pipeline.syncOperations
            do {
                for name in Self.codecNames { operations.removeHandler(name: name, promise: nil) }
                operations.removeHandler(bound.value, promise: nil)
                try operations.addHandler(NIOSSLServerHandler(context: proxyTLS))
                try Self.addHTTP(to: operations, service: service, proxyTLS: nil)
            } catch {
                channel.close(promise: nil)
            }
        }
    }
}

private extension ChannelHandlerContext {
    func writeAndFlushPromise() -> EventLoopPromise<Void> { eventLoop.makePromise(of: Void.self) }
}
