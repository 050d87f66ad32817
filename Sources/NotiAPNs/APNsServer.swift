import NotiCore
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import X509

/// The APNs-compatible HTTP/2 endpoint: TLS and/or h2c listeners in front of a `ProviderAPI`.
package enum APNsServer {
    /// Binds the configured listeners and starts serving. TLS listeners use (and on first start create) the CA and
    /// server certificate in the state directory. Throws a one-line error when a listener may not or cannot be bound.
    package static func start(_ configuration: APNsServerConfiguration) async throws -> RunningServer {
        let listeners = [configuration.tls, configuration.h2c].compactMap { $0 }
        guard !listeners.isEmpty else { throw APNsServerError(reason: "no listener configured (give a TLS or an h2c address)") }
        for listener in listeners where !listener.isLoopback {
            guard configuration.allowNonLoopback else {
                throw APNsServerError(reason: "\(listener.host): not a loopback address; binding it needs the explicit allow flag")
            }
            configuration.warning("warning: the push endpoint listens on \(listener.host):\(listener.port), reachable beyond this machine")
        }

        var certificates: CertificateStore?
        var tlsContext: NIOSSLContext?
        var authority: Certificate?
        if let tls = configuration.tls {
            let store = try CertificateStore.loadOrCreate(directory: configuration.stateDirectory, hosts: [tls.host], now: configuration.api.now())
            certificates = store
            tlsContext = try makeTLSContext(store)
            authority = try? Certificate(pemEncoded: store.caCertificatePEM)
        }

        let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, configuration.threads))
        var channels: [any Channel] = []
        do {
            var tlsPort: Int?
            var h2cPort: Int?
            if let tls = configuration.tls, let tlsContext {
                let channel = try await bind(tls, group: group, configuration: configuration, tlsContext: tlsContext, authority: authority)
                channels.append(channel)
                tlsPort = channel.localAddress?.port
            }
            if let h2c = configuration.h2c {
                let channel = try await bind(h2c, group: group, configuration: configuration, tlsContext: nil, authority: nil)
                channels.append(channel)
                h2cPort = channel.localAddress?.port
            }
            return RunningServer(group: group, channels: channels, tlsPort: tlsPort, h2cPort: h2cPort,
                                 caCertificatePath: certificates?.caCertificatePath)
        } catch {
            for channel in channels { try? await channel.close() }
            try? await group.shutdownGracefully()
            throw APNsServerError(reason: "cannot listen: \(error)")
        }
    }

    private static func makeTLSContext(_ store: CertificateStore) throws -> NIOSSLContext {
        do {
            var tls = TLSConfiguration.makeServerConfiguration(
                certificateChain: try NIOSSLCertificate.fromPEMBytes(Array(store.serverCertificatePEM.utf8)).map { .certificate($0) },
                privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(store.serverKeyPEM.utf8), format: .pem))
            )
            tls.minimumTLSVersion = .tlsv12
            tls.applicationProtocols = ["h2"]
            // A provider may present a client certificate (the older `.p12` route); one that is not notisim's is still
            // let through, to be answered 403 BadCertificate as APNs answers. docs/rules/endpoint.md#certificate-based-provider-authentication.
            tls.certificateVerification = .optionalVerification
            return try NIOSSLContext(configuration: tls)
        } catch {
            throw APNsServerError(reason: "\(store.serverCertificatePath): unusable for TLS (\(error))")
        }
    }

    /// Listens on one address, with its own connection slots: clients filling one listener's slots do not touch the
    /// other's, and a full listener makes room by evicting its quietest connection.
    private static func bind(
        _ listener: APNsServerConfiguration.Listener, group: MultiThreadedEventLoopGroup,
        configuration: APNsServerConfiguration, tlsContext: NIOSSLContext?, authority: Certificate?
    ) async throws -> any Channel {
        let slots = ConnectionSlots(limit: configuration.limits.maximumConnections)
        return try await ServerBootstrap(group: group)
            .serverChannelOption(.backlog, value: 256)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                let slot = ConnectionSlots.Slot { [weak channel] in
                    guard let channel else { return }
                    channel.eventLoop.execute { channel.pipeline.fireUserInboundEventTriggered(EvictConnection()) }
                }
                slots.admit(slot)
                channel.closeFuture.whenComplete { _ in slots.release(slot) }
                return channel.eventLoop.makeCompletedFuture {
                    try configurePipeline(channel, configuration: configuration, tlsContext: tlsContext, authority: authority, slot: slot)
                }
            }
            .bind(host: listener.host, port: listener.port)
            .get()
    }

    /// TLS (when given) → back-pressure (no reading while the socket cannot take more, so a client that never reads
    /// cannot make answers pile up) → HTTP/2 and the provider API (right away, whatever ALPN said), whose connection
    /// keeps its own handshake and idle deadlines.
    private static func configurePipeline(
        _ channel: any Channel, configuration: APNsServerConfiguration, tlsContext: NIOSSLContext?, authority: Certificate?,
        slot: ConnectionSlots.Slot
    ) throws {
        let pipeline = channel.pipeline.syncOperations
        if let tlsContext {
            // Any client certificate passes the handshake; the connection reads it once the handshake completes.
            try pipeline.addHandler(NIOSSLServerHandler(context: tlsContext, customVerificationCallback: { _, result in
                result.succeed(.certificateVerified)
            }))
        }
        try pipeline.addHandler(BackPressureHandler())

        try pipeline.addHandler(APNsConnectionHandler(configuration: configuration, slot: slot, authority: authority))
    }
}

/// A started endpoint: its bound ports, the CA clients should trust, and shutdown.
package final class RunningServer: Sendable {
    /// The bound TLS port, when a TLS listener was configured.
    package let tlsPort: Int?
    /// The bound h2c port, when an h2c listener was configured.
    package let h2cPort: Int?
    /// The CA certificate (PEM) clients should trust for the TLS listener.
    package let caCertificatePath: String?
    private let group: MultiThreadedEventLoopGroup
    private let channels: [any Channel]

    fileprivate init(group: MultiThreadedEventLoopGroup, channels: [any Channel], tlsPort: Int?, h2cPort: Int?, caCertificatePath: String?) {
        self.group = group
        self.channels = channels
        self.tlsPort = tlsPort
        self.h2cPort = h2cPort
        self.caCertificatePath = caCertificatePath
    }

    /// Stops listening, closes every connection and frees the threads.
    package func shutdown() async {
        for channel in channels { try? await channel.close() }
        try? await group.shutdownGracefully()
    }

    /// Copies the CA certificate to `path` (for `--ca-out`).
    package func copyCACertificate(to path: String) throws(APNsServerError) {
        guard let caCertificatePath else { throw APNsServerError(reason: "no TLS listener, so there is no CA to copy") }
        do {
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.copyItem(atPath: caCertificatePath, toPath: path)
        } catch {
            throw APNsServerError(reason: "\(path): cannot copy the CA certificate there (\(error.localizedDescription))")
        }
    }
}

/// Why the endpoint could not start.
package struct APNsServerError: Error, Sendable, CustomStringConvertible {
    /// One line naming the problem.
    package var reason: String
    package var description: String { "push endpoint: \(reason)" }
}

/// One listener's connection slots. When they are full, a new connection takes the slot of the connection that has
/// been quiet longest, which gets GOAWAY NO_ERROR (`ConnectionEvicted`) and is closed: idle connections — however many
/// a client opens — never keep a new client out (nghttpd serves every connection; nginx reuses its least recently
/// used one when out of connections).
final class ConnectionSlots: Sendable {
    /// One connection's slot: when it last read, and how to tell it to leave.
    final class Slot: Sendable {
        private let lastActivity: LockedState<UInt64>
        fileprivate let evict: @Sendable () -> Void

        init(evict: @escaping @Sendable () -> Void) {
            lastActivity = LockedState(NIODeadline.now().uptimeNanoseconds)
            self.evict = evict
        }

        /// The connection read something.
        func touch() { lastActivity.withLock { $0 = NIODeadline.now().uptimeNanoseconds } }

        fileprivate var quietSince: UInt64 { lastActivity.withLock { $0 } }
    }

    private let slots = LockedState<[ObjectIdentifier: Slot]>([:])
    private let limit: Int

    init(limit: Int) { self.limit = max(1, limit) }

    /// Takes a slot for `slot`; when none is free, the quietest connection is evicted to make room.
    func admit(_ slot: Slot) {
        let evicted = slots.withLock { slots -> Slot? in
            var quietest: Slot?
            if slots.count >= limit, let victim = slots.values.min(by: { $0.quietSince < $1.quietSince }) {
                slots[ObjectIdentifier(victim)] = nil
                quietest = victim
            }
            slots[ObjectIdentifier(slot)] = slot
            return quietest
        }
        evicted?.evict()
    }

    /// Frees `slot` (its connection closed); nothing when it was evicted already.
    func release(_ slot: Slot) { slots.withLock { $0[ObjectIdentifier(slot)] = nil } }

    /// Connections holding a slot.
    var count: Int { slots.withLock { $0.count } }
}
