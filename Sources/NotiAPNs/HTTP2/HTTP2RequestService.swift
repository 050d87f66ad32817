import Foundation
import NotiCore

/// What a complete request comes to: handed to the sink (its answer is made once the sink has answered), or
/// answered at once.
package enum RequestAdmission<Delivery, Response> {
    /// Goes to the sink with the other requests of its read.
    case deliver(Delivery)
    /// Answered at once: a refusal, or a request the sink has no part in.
    case answer(Response)
}

/// What an `HTTP2Connection` serves: the checks a complete request passes, the sink that takes what passed, and how
/// each answer is written and logged. The connection keeps the protocol — frames, streams, flow control, flood
/// budgets and deadlines — for every service alike; the service decides what a request means.
///
/// The APNs provider API (`ProviderAPISession`) and the FCM HTTP v1 API are the two. The connection is generic over
/// its service rather than holding one behind a protocol type, so each connection is specialized for its service and
/// the APNs one makes the provider API's calls directly, with no dynamic dispatch per request. Sendable: a
/// connection's service is reached again from the event loop's callbacks.
package protocol HTTP2RequestService: Sendable {
    /// A request that passed the checks, as the sink takes it.
    associatedtype Delivery: Sendable
    /// The answer to one request.
    associatedtype Response: Sendable

    /// Whether the client has proven who it is, so the connection may advertise its full stream limit; until then it
    /// allows one stream (APNs before a provider token or a trusted certificate).
    var isAuthenticated: Bool { get }

    /// Checks a complete request (headers decoded, body whole) at `now`: what goes to the sink, or the answer to
    /// send at once. `previous` is the delivery admitted just before on the connection, whose work a repeated
    /// request may reuse.
    mutating func admit(_ request: APNsRequest, at now: Date, previous: Delivery?) -> RequestAdmission<Delivery, Response>

    /// The answer to a request whose body passes the connection's limit, sent before the rest of it is read.
    mutating func bodyTooLarge(_ request: APNsRequest) -> Response

    /// The HPACK header block and the body (nil for none) an answer is written as.
    func encoded(_ response: Response) -> (headerBlock: [UInt8], body: [UInt8]?)

    /// The request log's entry for an answer to `request` at `time`; nil when the service keeps no request log.
    func logEntry(_ response: Response, for request: APNsRequest, at time: Date) -> RequestLogEntry?

    /// The client presented a TLS certificate (DER) in the handshake.
    mutating func clientPresented(certificate: [UInt8])

    /// Hands the deliveries of one read to the sink as one batch; `answer` gets their responses, in order, once, on
    /// any thread.
    func deliver(_ batch: [Delivery], answer: @escaping @Sendable ([Response]) -> Void)
}

extension HTTP2RequestService {
    /// Services that authenticate requests by their own headers ignore client certificates.
    package mutating func clientPresented(certificate: [UInt8]) {}
}
