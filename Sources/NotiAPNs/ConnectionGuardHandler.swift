import NIOCore
import NIOHTTP2

/// Sits after the HTTP/2 handler of each connection: on idle timeout sends GOAWAY with `{"reason":"IdleTimeout"}` and
/// closes; on any error (malformed HTTP/2, TLS garbage, resets) closes only this connection.
final class ConnectionGuardHandler: ChannelInboundHandler {
    typealias InboundIn = HTTP2Frame
    typealias OutboundOut = HTTP2Frame

    private let connection: ConnectionState

    init(connection: ConnectionState) {
        self.connection = connection
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard event is IdleStateHandler.IdleStateEvent else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        let reason = context.channel.allocator.buffer(string: #"{"reason":"IdleTimeout"}"#)
        let goAway = HTTP2Frame(
            streamID: .rootStream,
            payload: .goAway(lastStreamID: connection.highestStreamID, errorCode: .noError, opaqueData: reason)
        )
        context.writeAndFlush(wrapOutboundOut(goAway)).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
