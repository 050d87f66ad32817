import Foundation
import NotiAPNs
import NotiCore

/// The FCM HTTP v1 API as one HTTP/2 connection serves it, on the same connection state machine as the APNs
/// endpoint (`HTTP2Connection`, through NotiAPNs' `ForwardingRequestService`), so FCM's HTTP/2 has APNs' limits and
/// defences: each complete request is answered by `FCMService`, the pushes of the messages of one read go to the
/// server's batcher together, and each answer is FCM's: its status, its JSON body with its content type, and no
/// `apns-id`.
extension FCMDeliveryBatcher {
    /// FCM's content type, as Google's servers write it.
    static let contentType = "application/json; charset=UTF-8"

    /// The channel handler of one FCM HTTP/2 connection whose messages go through this batcher, within its limits.
    func http2Handler() -> ForwardingConnectionHandler {
        let handlers = ForwardingRequestService.Handlers(
            admit: { [service] request in
                service.admit(FCMHTTPRequest(method: request.method, path: request.path, headers: request.headers, body: request.body))
            },
            deliver: delivery,
            // FCM's 413, as HTTP/1.1 answers it.
            bodyTooLarge: .bodyTooLarge,
            contentType: Self.contentType)
        return ForwardingConnectionHandler(limits: http2Limits, handlers: handlers, now: service.now)
    }
}
