import Foundation
import NIOCore
import NIOSSL
import NIOTLS
import NotiCore

/// Puts one `HTTP2Connection` on a channel: reads go in with the time they were read, and its actions come out —
/// frames written, admitted requests handed to the service's sink, answers logged, the channel closed, and its next
/// deadline armed on the event loop. Every protocol rule lives in the connection and every request's meaning in its
/// service; the driver only moves bytes and time.
///
/// Requests completed by one read are handed to the sink together and answered together, so a busy connection
/// costs one hand-over and one write per read rather than per request.
///
/// The channel handler in front of it is a concrete class per service (`HTTP2DrivenHandler`): NIO calls handlers
/// through their protocol, and a generic handler's protocol methods would run unspecialized, where a concrete
/// handler's calls into its driver are specialized for its service.
package final class HTTP2ConnectionDriver<Service: HTTP2RequestService> {
    private let limits: APNsServerConfiguration.Limits
    /// The service the connection starts with, until the connection is made and takes it.
    private var startingService: Service?
    /// The endpoint's clock.
    private let now: @Sendable () -> Date
    /// Where answered requests are reported; nil to report none.
    private let requestLog: (@Sendable ([RequestLogEntry]) -> Void)?
    /// The listener's slot this connection holds, told of every read so the quietest connection can be found.
    private let slot: ConnectionSlots.Slot?
    private var connection: HTTP2Connection<Service>?
    private var timer: Scheduled<Void>?
    /// The deadline `timer` is armed for.
    private var armedDeadline: Duration?

    /// A driver for one connection serving `service` within `limits` on the clock `now`, reporting answered requests
    /// to `requestLog`.
    package convenience init(limits: APNsServerConfiguration.Limits, service: Service, now: @escaping @Sendable () -> Date,
                             requestLog: (@Sendable ([RequestLogEntry]) -> Void)?) {
        self.init(limits: limits, service: service, now: now, requestLog: requestLog, slot: nil)
    }

    /// A driver as above holding `slot` of its listener, when the listener has slots.
    init(limits: APNsServerConfiguration.Limits, service: Service, now: @escaping @Sendable () -> Date,
         requestLog: (@Sendable ([RequestLogEntry]) -> Void)?, slot: ConnectionSlots.Slot?) {
        self.limits = limits
        self.startingService = service
        self.now = now
        self.requestLog = requestLog
        self.slot = slot
    }

    /// The handler joined the pipeline: a connection already up starts now.
    package func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context: context) }
    }

    /// The transport is up: the server's preface goes out.
    package func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    /// The transport went away: nothing more is written.
    package func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        armedDeadline = nil
        connection?.transportClosed()
        perform(context: context)
        context.fireChannelInactive()
    }

    /// Bytes read; what they complete is acted on when the read is complete.
    package func channelRead(context: ChannelHandlerContext, bytes: ByteBuffer) {
        slot?.touch()
        connection?.receive(bytes, at: instant(context))
    }

    /// The listener needs this connection's slot for a new one; or the TLS handshake completed, and the client's
    /// certificate, if it presented one, goes to the service.
    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .handshakeCompleted? = event as? TLSUserEvent {
            readClientCertificate(context: context)
            return context.fireUserInboundEventTriggered(event)
        }
        guard event is EvictConnection else { return context.fireUserInboundEventTriggered(event) }
        connection?.evict(at: instant(context))
        perform(context: context)
    }

    /// The read is complete: its frames, deliveries and answers go out.
    package func channelReadComplete(context: ChannelHandlerContext) {
        perform(context: context)
        context.fireChannelReadComplete()
    }

    /// The transport failed: the channel is closed.
    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        connection?.transportClosed()
        context.close(promise: nil)
    }

    /// Reads the client's certificate from the TLS handler in front, whoever issued it: the service decides what it
    /// is worth.
    private func readClientCertificate(context: ChannelHandlerContext) {
        guard let peer = try? context.pipeline.syncOperations.handler(type: NIOSSLServerHandler.self).peerCertificate,
              let der = try? peer.toDERBytes() else { return }
        connection?.clientPresented(certificate: der)
        perform(context: context)
    }

    private func start(context: ChannelHandlerContext) {
        guard connection == nil, let service = startingService else { return }
        startingService = nil
        let now = instant(context)
        connection = HTTP2Connection(limits: limits, service: service, at: now)
        connection?.start(at: now)
        perform(context: context)
    }

    /// Both clocks, read once: the endpoint's for what is stamped and counted, the event loop's for deadlines.
    private func instant(_ context: ChannelHandlerContext) -> HTTP2Instant {
        HTTP2Instant(date: now(), uptime: .nanoseconds(context.eventLoop.now.uptimeNanoseconds))
    }

    /// Carries out what the connection asks for.
    private func perform(context: ChannelHandlerContext) {
        guard let actions = connection?.takeActions() else { return }
        if let bytes = actions.bytes { context.writeAndFlush(NIOAny(bytes), promise: nil) }
        if !actions.pushes.isEmpty { deliver(actions.pushes, context: context) }
        if !actions.answered.isEmpty { requestLog?(actions.answered) }
        if actions.close {
            timer?.cancel()
            timer = nil
            armedDeadline = nil
            context.close(promise: nil)
        } else if let deadline = actions.deadline, armedDeadline.map({ deadline < $0 }) ?? true {
            timer?.cancel()
            arm(deadline, context: context)
        }
    }

    /// Hands a batch of admitted requests to the service's sink; their answers come back on this connection's event
    /// loop.
    private func deliver(_ batch: [HTTP2Connection<Service>.Admitted], context: ChannelHandlerContext) {
        let eventLoop = context.eventLoop
        let bound = NIOLoopBound((self, context), eventLoop: eventLoop)
        connection?.service.deliver(batch.map(\.delivery)) { responses in
            eventLoop.execute {
                let (driver, context) = bound.value
                driver.connection?.answer(batch, with: responses, at: driver.instant(context))
                driver.perform(context: context)
            }
        }
    }

    /// One timer at a time. Activity moves the idle deadline later, and a timer that fires early is simply armed
    /// again for the deadline the connection then names; a deadline earlier than the armed one (a frame begun and
    /// not yet whole) replaces it.
    private func arm(_ deadline: Duration, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        armedDeadline = deadline
        timer = context.eventLoop.scheduleTask(deadline: .uptimeNanoseconds(UInt64(deadline.whole(.nanoseconds)))) {
            let (driver, context) = bound.value
            driver.timer = nil
            driver.armedDeadline = nil
            driver.connection?.timerFired(at: driver.instant(context))
            driver.perform(context: context)
        }
    }
}

/// A channel handler that hands every event to its `HTTP2ConnectionDriver`: each service has its own concrete
/// handler class, so the driver's code runs specialized for that service.
package protocol HTTP2DrivenHandler: ChannelInboundHandler where InboundIn == ByteBuffer, OutboundOut == ByteBuffer {
    /// What the connection's requests mean.
    associatedtype Service: HTTP2RequestService
    /// The driver of this handler's connection.
    var driver: HTTP2ConnectionDriver<Service> { get }
}

/// Each of the handler's events goes to its driver as it is.
extension HTTP2DrivenHandler {
    package func handlerAdded(context: ChannelHandlerContext) { driver.handlerAdded(context: context) }
    package func channelActive(context: ChannelHandlerContext) { driver.channelActive(context: context) }
    package func channelInactive(context: ChannelHandlerContext) { driver.channelInactive(context: context) }
    package func channelRead(context: ChannelHandlerContext, data: NIOAny) { driver.channelRead(context: context, bytes: unwrapInboundIn(data)) }
    package func channelReadComplete(context: ChannelHandlerContext) { driver.channelReadComplete(context: context) }
    package func errorCaught(context: ChannelHandlerContext, error: any Error) { driver.errorCaught(context: context, error: error) }
    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        driver.userInboundEventTriggered(context: context, event: event)
    }
}

/// Tells a connection's handler that its listener has given its slot to a new connection.
struct EvictConnection {}
