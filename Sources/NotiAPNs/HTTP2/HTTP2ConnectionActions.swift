import Foundation
import NIOCore
import NotiCore

/// The moment an input to an `HTTP2Connection` happens, as the connection's owner read it: the connection itself
/// reads no clock.
package struct HTTP2Instant: Sendable {
    /// The endpoint's clock (`ProviderAPI.now`): stamped on answers, checked against provider tokens, and what
    /// the flood budgets' windows are counted in.
    package var date: Date
    /// Monotonic time (the event loop's), which the handshake and idle deadlines are set in.
    package var uptime: Duration

    /// An instant read from both clocks.
    package init(date: Date, uptime: Duration) {
        self.date = date
        self.uptime = uptime
    }
}

extension HTTP2Connection {
    /// A request that passed the service's checks and waits for the sink; handed back with its response.
    package struct Admitted: Sendable {
        /// The stream the answer goes out on.
        package var stream: UInt32
        /// The request as received (its log entry is made from it).
        package var request: APNsRequest
        /// What the sink is handed (for APNs, the push).
        package var delivery: Service.Delivery
    }

    /// What the owner of a connection does after feeding it inputs, in this order: write `bytes`, hand `pushes` to
    /// the service's sink (their responses come back through `answer(_:with:at:)`), log `answered`, close the
    /// transport when `close` is set, and have `timerFired(at:)` called at `deadline`.
    package struct Actions {
        /// Frames to write, in order; nil when there is nothing to write.
        package var bytes: ByteBuffer?
        /// Requests admitted since the last actions, to deliver as one batch.
        package var pushes: [Admitted]
        /// Requests answered since the last actions, for the request log.
        package var answered: [RequestLogEntry]
        /// The connection is over (a GOAWAY, when it sent one, is the last thing in `bytes`): close the transport.
        package var close: Bool
        /// When the connection next needs `timerFired(at:)` (monotonic); nil once it is closed.
        package var deadline: Duration?
    }
}
