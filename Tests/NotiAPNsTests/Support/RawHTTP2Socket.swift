import Foundation
import NIOCore
import NIOHPACK
import NIOPosix
@testable import NotiAPNs

/// A client socket that writes HTTP/2 frames byte by byte (no HTTP/2 library in between, so it can break every rule)
/// and reads back every frame the server sends, for conformance and abuse tests against a live endpoint.
final class RawHTTP2Socket: ServerFrameSource, Sendable {
    private let group: MultiThreadedEventLoopGroup
    private let channel: any Channel
    private let collector: NIOLoopBound<FrameCollector>

    private init(group: MultiThreadedEventLoopGroup, channel: any Channel, collector: NIOLoopBound<FrameCollector>) {
        self.group = group
        self.channel = channel
        self.collector = collector
    }

    /// Connects to the h2c listener on `127.0.0.1:port`.
    static func connect(port: Int) async throws -> RawHTTP2Socket {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let eventLoop = group.next()
        // Made before connecting and kept, so it can be read even after the server has closed the connection.
        let collector = try await eventLoop.submit { NIOLoopBound(FrameCollector(), eventLoop: eventLoop) }.get()
        let channel = try await ClientBootstrap(group: eventLoop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(collector.value) }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
        return RawHTTP2Socket(group: group, channel: channel, collector: collector)
    }

    /// Writes bytes as they are.
    func send(_ bytes: [UInt8]) async throws {
        try await channel.writeAndFlush(channel.allocator.buffer(bytes: bytes)).get()
    }

    /// The first frame received (since the connection opened) that `matches`; nil when the connection closed or
    /// ten seconds passed before one came.
    func frame(where matches: @escaping @Sendable (ServerFrame) -> Bool) async throws -> ServerFrame? {
        let collector = self.collector
        return try await channel.eventLoop.flatSubmit { collector.value.wait(for: matches, seconds: 10) }.get()
    }

    /// Every frame received so far.
    func everyFrame() async throws -> [ServerFrame] {
        let collector = self.collector
        return try await channel.eventLoop.submit { collector.value.frames }.get()
    }

    /// Waits until the server closes the connection (at most `seconds`); whether it did.
    func closedByServer(within seconds: Int64 = 10) async throws -> Bool {
        let collector = self.collector
        return try await channel.eventLoop.flatSubmit { collector.value.waitForClose(seconds: seconds) }.get()
    }

    /// Closes the socket and its thread.
    func close() async {
        try? await channel.close()
        try? await group.shutdownGracefully()
    }
}

/// Splits what the server sends into frames and wakes whoever waits for one; lives on the channel's event loop.
private final class FrameCollector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private var pending = ByteBufferAllocator().buffer(capacity: 0)
    private(set) var frames: [ServerFrame] = []
    private var closed = false
    private var frameWaiters: [(id: Int, matches: (ServerFrame) -> Bool, promise: EventLoopPromise<ServerFrame?>)] = []
    private var closeWaiters: [(id: Int, promise: EventLoopPromise<Bool>)] = []
    private var nextWaiter = 0
    private var eventLoop: (any EventLoop)?

    func handlerAdded(context: ChannelHandlerContext) { eventLoop = context.eventLoop }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        pending.writeBuffer(&bytes)
        while let header = HTTP2FrameHeader.peek(pending), pending.readableBytes >= HTTP2FrameHeader.size + header.length {
            pending.moveReaderIndex(forwardBy: HTTP2FrameHeader.size)
            let frame = ServerFrame(type: HTTP2FrameType(rawValue: header.type), flags: header.flags, stream: header.streamID,
                                    payload: pending.readSlice(length: header.length)!)
            frames.append(frame)
            frameWaiters.removeAll { waiter in
                guard waiter.matches(frame) else { return false }
                waiter.promise.succeed(frame)
                return true
            }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        closed = true
        for waiter in frameWaiters { waiter.promise.succeed(nil) }
        for waiter in closeWaiters { waiter.promise.succeed(true) }
        frameWaiters.removeAll()
        closeWaiters.removeAll()
    }

    func wait(for matches: @escaping (ServerFrame) -> Bool, seconds: Int64) -> EventLoopFuture<ServerFrame?> {
        let eventLoop = self.eventLoop!
        if let frame = frames.first(where: matches) { return eventLoop.makeSucceededFuture(frame) }
        if closed { return eventLoop.makeSucceededFuture(nil) }
        let promise = eventLoop.makePromise(of: ServerFrame?.self)
        nextWaiter += 1
        let id = nextWaiter
        frameWaiters.append((id, matches, promise))
        let collector = NIOLoopBound(self, eventLoop: eventLoop)
        let deadline = eventLoop.scheduleTask(in: .seconds(seconds)) {
            collector.value.frameWaiters.removeAll { $0.id == id }
            promise.succeed(nil)
        }
        promise.futureResult.whenComplete { _ in deadline.cancel() }
        return promise.futureResult
    }

    func waitForClose(seconds: Int64) -> EventLoopFuture<Bool> {
        let eventLoop = self.eventLoop!
        if closed { return eventLoop.makeSucceededFuture(true) }
        let promise = eventLoop.makePromise(of: Bool.self)
        nextWaiter += 1
        let id = nextWaiter
        closeWaiters.append((id, promise))
        let collector = NIOLoopBound(self, eventLoop: eventLoop)
        let deadline = eventLoop.scheduleTask(in: .seconds(seconds)) {
            collector.value.closeWaiters.removeAll { $0.id == id }
            promise.succeed(false)
        }
        promise.futureResult.whenComplete { _ in deadline.cancel() }
        return promise.futureResult
    }
}
