import Foundation
import NIOCore
import NotiAPNs
import NotiCore

/// The FCM HTTP v1 API as one HTTP/2 connection serves it, on the same connection state machine as the APNs
/// endpoint (`HTTP2Connection`), so FCM's HTTP/2 has APNs' limits and defences: each complete request is answered by
/// `FCMService`, the pushes of the messages of one read go to the server's batcher together, and each answer is
/// FCM's: its status, its JSON body with its content type, and no `apns-id`.
struct FCMHTTP2Session: HTTP2RequestService {
    /// FCM's content type, as Google's servers write it.
    static let contentType = "application/json; charset=UTF-8"

    let batcher: FCMDeliveryBatcher

    /// Every FCM request carries its own access token, checked per request: the connection limits no streams.
    var isAuthenticated: Bool { true }

    /// The FCM service's answer, or the pushes a message became.
    mutating func admit(_ request: APNsRequest, at now: Date, previous: FCMPendingMessage?) -> RequestAdmission<FCMPendingMessage, FCMHTTPResponse> {
        batcher.service.admit(FCMHTTPRequest(method: request.method, path: request.path, headers: request.headers, body: request.body))
    }

    /// FCM's 413, as HTTP/1.1 answers it.
    mutating func bodyTooLarge(_ request: APNsRequest) -> FCMHTTPResponse { .bodyTooLarge }

    /// `:status`, FCM's content type and the JSON body; no `apns-id`.
    func encoded(_ response: FCMHTTPResponse) -> (headerBlock: [UInt8], body: [UInt8]?) {
        let body = response.body.isEmpty ? nil : response.body
        return (HPACKResponseEncoder.block(status: response.status, apnsID: nil, bodyLength: body?.count, contentType: Self.contentType), body)
    }

    /// None: the service logs each request's outcome itself, as it does for HTTP/1.1.
    func logEntry(_ response: FCMHTTPResponse, for request: APNsRequest, at time: Date) -> RequestLogEntry? { nil }

    /// The messages' pushes go to the batcher as one list; each message's answer is made from its own responses.
    func deliver(_ batch: [FCMPendingMessage], answer: @escaping @Sendable ([FCMHTTPResponse]) -> Void) {
        batcher.delivery(batch.flatMap(\.pushes)) { responses in
            var rest = responses[...]
            answer(batch.map { message in
                defer { rest = rest.dropFirst(message.pushes.count) }
                return message.finish(Array(rest.prefix(message.pushes.count)))
            })
        }
    }
}

/// The channel handler of one FCM HTTP/2 connection, its events handed to the connection's driver.
final class FCMHTTP2Handler: HTTP2DrivenHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let driver: HTTP2ConnectionDriver<FCMHTTP2Session>

    /// A handler for one connection whose messages go through `batcher`, within the batcher's HTTP/2 limits.
    init(batcher: FCMDeliveryBatcher) {
        driver = HTTP2ConnectionDriver(limits: batcher.http2Limits, service: FCMHTTP2Session(batcher: batcher), now: batcher.service.now,
                                       requestLog: nil)
    }
}
