import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NotiCore

/// A client socket to the FCM server that writes HTTP/2 frames as they are and keeps every byte the server sends:
/// h2c by prior knowledge, or TLS offering only `h2` by ALPN.
final class FCMHTTP2Socket: Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let received: LockedState<[UInt8]>

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, received: LockedState<[UInt8]>) {
        self.group = group
        self.channel = channel
        self.received = received
    }

    /// Connects to `127.0.0.1:port`; with `caPath`, over TLS trusting that CA.
    static func connect(port: Int, caPath: String?) async throws -> FCMHTTP2Socket {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let tls: NIOSSLContext? = try caPath.map { caPath in
            var configuration = TLSConfiguration.makeClientConfiguration()
            configuration.trustRoots = .file(caPath)
            configuration.certificateVerification = .noHostnameVerification
            configuration.applicationProtocols = ["h2"]
            return try NIOSSLContext(configuration: configuration)
        }
        let received = LockedState<[UInt8]>([])
        let channel = try await ClientBootstrap(group: group)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let tls { try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: nil)) }
                    try channel.pipeline.syncOperations.addHandler(ByteCollector(received: received))
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        return FCMHTTP2Socket(group: group, channel: channel, received: received)
    }

    func send(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes)).get()
    }

    /// The server's frames read so far, once `done` holds for them or ten seconds passed.
    func frames(until done: (FCMHTTP2Wire) -> Bool) async throws -> FCMHTTP2Wire {
        let deadline = Date().addingTimeInterval(10)
        while true {
            var wire = FCMHTTP2Wire()
            wire.read(ByteBuffer(bytes: received.withLock { $0 }))
            if done(wire) || Date() > deadline { return wire }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    func close() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
    }
}

/// Keeps every byte read.
private final class ByteCollector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    let received: LockedState<[UInt8]>

    init(received: LockedState<[UInt8]>) { self.received = received }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        received.withLock { $0 += bytes.readableBytesView }
    }
}
