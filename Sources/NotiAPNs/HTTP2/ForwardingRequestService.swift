import Foundation
import NIOCore
import NotiCore

/// An HTTP/2 request service whose requests are answered by another module (the FCM API, in NotiEndpoint): each
/// complete request goes to `Handlers.admit`, the pushes the requests of one read became go to `Handlers.deliver`
/// together, and every answer is a status and a body of one content type, with no `apns-id`.
///
/// *Decision:* a concrete service of this module rather than one of the answering module's own, so that the
/// connection, generic over its service, is specialized for it here, as it is for the provider API's. Swift
/// specializes generic code only where its body is compiled: with its service type in another module, FCM's
/// connection ran the generic code, looking up type metadata at run time for each request (about a tenth of the FCM
/// threads' instructions under h2load).
package struct ForwardingRequestService: HTTP2RequestService {
    /// A request admitted for delivery: the pushes it became, and how their responses (same order) make its answer.
    package struct Pending: Sendable {
        /// At least one push.
        package var pushes: [InboundPush]
        /// The answer, from the responses to `pushes`.
        package var finish: @Sendable ([APNsResponse]) -> Answer

        package init(pushes: [InboundPush], finish: @escaping @Sendable ([APNsResponse]) -> Answer) {
            self.pushes = pushes; self.finish = finish
        }
    }

    /// The answer to one request: a status and a body.
    package struct Answer: Sendable, Hashable {
        package var status: Int
        package var body: [UInt8]

        package init(status: Int, body: [UInt8]) {
            self.status = status; self.body = body
        }
    }

    /// Where the requests are answered.
    package struct Handlers: Sendable {
        /// The answer to a complete request, or the pushes it became.
        package var admit: @Sendable (APNsRequest) -> RequestAdmission<Pending, Answer>
        /// Takes the pushes of one read and calls back once with their responses, in order.
        package var deliver: @Sendable (_ pushes: [InboundPush], _ answer: @escaping @Sendable ([APNsResponse]) -> Void) -> Void
        /// The answer to a request whose body passes the connection's limit.
        package var bodyTooLarge: Answer
        /// The content type of every answer's body.
        package var contentType: String

        package init(admit: @escaping @Sendable (APNsRequest) -> RequestAdmission<Pending, Answer>,
                     deliver: @escaping @Sendable (_ pushes: [InboundPush], _ answer: @escaping @Sendable ([APNsResponse]) -> Void) -> Void,
                     bodyTooLarge: Answer, contentType: String) {
            self.admit = admit; self.deliver = deliver; self.bodyTooLarge = bodyTooLarge; self.contentType = contentType
        }
    }

    private let handlers: Handlers

    package init(handlers: Handlers) { self.handlers = handlers }

    /// Each request carries its own credentials, checked by `admit`: the connection limits no streams.
    package var isAuthenticated: Bool { true }

    package mutating func admit(_ request: APNsRequest, at now: Date, previous: Pending?) -> RequestAdmission<Pending, Answer> {
        handlers.admit(request)
    }

    package mutating func bodyTooLarge(_ request: APNsRequest) -> Answer { handlers.bodyTooLarge }

    /// `:status`, the content type and the body; no `apns-id`.
    package func encoded(_ response: Answer) -> (headerBlock: [UInt8], body: [UInt8]?) {
        let body = response.body.isEmpty ? nil : response.body
        return (HPACKResponseEncoder.block(status: response.status, apnsID: nil, bodyLength: body?.count, contentType: handlers.contentType), body)
    }

    /// None: the answering module logs each request's outcome itself.
    package func logEntry(_ response: Answer, for request: APNsRequest, at time: Date) -> RequestLogEntry? { nil }

    /// The requests' pushes go to `Handlers.deliver` as one list; each request's answer is made from its own responses.
    package func deliver(_ batch: [Pending], answer: @escaping @Sendable ([Answer]) -> Void) {
        handlers.deliver(batch.flatMap(\.pushes)) { responses in
            var rest = responses[...]
            answer(batch.map { pending in
                defer { rest = rest.dropFirst(pending.pushes.count) }
                return pending.finish(Array(rest.prefix(pending.pushes.count)))
            })
        }
    }
}

/// The channel handler of one connection of a forwarding service, its events handed to the connection's driver.
package final class ForwardingConnectionHandler: HTTP2DrivenHandler {
    package typealias InboundIn = ByteBuffer
    package typealias OutboundOut = ByteBuffer

    package let driver: HTTP2ConnectionDriver<ForwardingRequestService>

    /// A handler for one connection within `limits`, its requests answered by `handlers` at the endpoint's clock `now`.
    package init(limits: APNsServerConfiguration.Limits, handlers: ForwardingRequestService.Handlers, now: @escaping @Sendable () -> Date) {
        driver = HTTP2ConnectionDriver(limits: limits, service: ForwardingRequestService(handlers: handlers), now: now, requestLog: nil)
    }
}
