import Foundation
import NIOCore
import NIOSSL
import NIOTLS
import NotiCore
import X509

/// Puts one `HTTP2Connection` on a channel: reads go in with the time they were read, and its actions come out —
/// frames written, pushes handed to the sink, answers logged, the channel closed, and its next deadline armed on
/// the event loop. Every protocol rule lives in the connection; this handler only moves bytes and time.
///
/// Requests completed by one read are handed to the sink together and answered together, so a busy connection
/// costs one hand-over and one write per read rather than per push.
package final class APNsConnectionHandler: ChannelInboundHandler {
    package typealias InboundIn = ByteBuffer
    package typealias OutboundOut = ByteBuffer

    private let configuration: APNsServerConfiguration
    /// The listener's slot this connection holds, told of every read so the quietest connection can be found.
    private let slot: ConnectionSlots.Slot?
    private var connection: HTTP2Connection?
    private var timer: Scheduled<Void>?
    /// The deadline `timer` is armed for.
    private var armedDeadline: Duration?
    /// The CA whose provider certificates are trusted (TLS listeners only).
    private let authority: Certificate?

    /// A handler for one connection of the endpoint `configuration` describes; it goes right after TLS (if any) in
    /// the connection's pipeline.
    package init(configuration: APNsServerConfiguration) {
        self.configuration = configuration
        self.slot = nil
        self.authority = nil
    }

    /// A handler holding `slot` of its listener, trusting provider certificates `authority` issued.
    init(configuration: APNsServerConfiguration, slot: ConnectionSlots.Slot, authority: Certificate?) {
        self.configuration = configuration
        self.slot = slot
        self.authority = authority
    }

    package func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context: context) }
    }

    package func channelActive(context: ChannelHandlerContext) {
        start(context: context)
        context.fireChannelActive()
    }

    package func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        armedDeadline = nil
        connection?.transportClosed()
        perform(context: context)
        context.fireChannelInactive()
    }

    package func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        slot?.touch()
        connection?.receive(unwrapInboundIn(data), at: instant(context))
    }

    /// The listener needs this connection's slot for a new one; or the TLS handshake completed, and the client's
    /// certificate, if it presented one, authenticates the connection's requests that carry no provider token.
    package func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case .handshakeCompleted? = event as? TLSUserEvent {
            readProviderCertificate(context: context)
            return context.fireUserInboundEventTriggered(event)
        }
        guard event is EvictConnection else { return context.fireUserInboundEventTriggered(event) }
        connection?.evict(at: instant(context))
        perform(context: context)
    }

    package func channelReadComplete(context: ChannelHandlerContext) {
        perform(context: context)
        context.fireChannelReadComplete()
    }

    package func errorCaught(context: ChannelHandlerContext, error: any Error) {
        connection?.transportClosed()
        context.close(promise: nil)
    }

    /// Reads the client's certificate from the TLS handler in front: any certificate, trusted or not, so a foreign
    /// one is answered `BadCertificate` rather than dropped (docs/rules/endpoint.md#certificate-based-provider-authentication).
    private func readProviderCertificate(context: ChannelHandlerContext) {
        guard let peer = try? context.pipeline.syncOperations.handler(type: NIOSSLServerHandler.self).peerCertificate,
              let der = try? peer.toDERBytes() else { return }
        let now = configuration.api.now()
        let certificate = (try? Certificate(derEncoded: der)).flatMap { ProviderCertificate($0, authority: authority, now: now) }
        // A certificate notisim cannot read as a push certificate is refused like an untrusted one.
        connection?.tokenSession.certificate = certificate ?? .unreadable
        connection?.raiseStreamLimitIfAuthenticated()
        perform(context: context)
    }

    private func start(context: ChannelHandlerContext) {
        guard connection == nil else { return }
        let now = instant(context)
        connection = HTTP2Connection(configuration: configuration, at: now)
        connection?.start(at: now)
        perform(context: context)
    }

    /// Both clocks, read once: the endpoint's for what is stamped and counted, the event loop's for deadlines.
    private func instant(_ context: ChannelHandlerContext) -> HTTP2Connection.Instant {
        HTTP2Connection.Instant(date: configuration.api.now(), uptime: .nanoseconds(context.eventLoop.now.uptimeNanoseconds))
    }

    /// Carries out what the connection asks for.
    private func perform(context: ChannelHandlerContext) {
        guard let actions = connection?.takeActions() else { return }
        if let bytes = actions.bytes { context.writeAndFlush(wrapOutboundOut(bytes), promise: nil) }
        if !actions.pushes.isEmpty { deliver(actions.pushes, context: context) }
        if !actions.answered.isEmpty { configuration.requestLog?(actions.answered) }
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

    /// Hands a batch of pushes to the sink; their answers come back on this connection's event loop.
    private func deliver(_ batch: [HTTP2Connection.Admitted], context: ChannelHandlerContext) {
        let eventLoop = context.eventLoop
        let bound = NIOLoopBound((self, context), eventLoop: eventLoop)
        configuration.api.deliver(batch.map(\.push)) { responses in
            eventLoop.execute {
                let (handler, context) = bound.value
                handler.connection?.answer(batch, with: responses, at: handler.instant(context))
                handler.perform(context: context)
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
            let (handler, context) = bound.value
            handler.timer = nil
            handler.armedDeadline = nil
            handler.connection?.timerFired(at: handler.instant(context))
            handler.perform(context: context)
        }
    }
}

/// Tells a connection's handler that its listener has given its slot to a new connection.
struct EvictConnection {}
