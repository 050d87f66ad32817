import Foundation
import NotiCore

/// The answer to one provider-API request: a status, the `apns-id`, and for errors a reason.
package struct APNsResponse: Error, Sendable, Hashable {
    /// The HTTP status.
    package var status: Int
    /// The `apns-id` header sent back (echoed or generated); nil when the request's own id was malformed.
    package var apnsID: String?
    /// The error reason; nil for a 200.
    package var reason: APNsReason?
    /// For 410: when the token was last known valid, in milliseconds since 1970.
    package var timestampMilliseconds: Int64?
    /// For a 200: the notification the push became (for the request log, never sent on the wire).
    package var notificationID: String?
    /// For channel-management and broadcast requests: the `apns-request-id` sent back (they carry no `apns-id`).
    package var requestID: String? = nil
    /// For a created channel: the `apns-channel-id` sent back.
    package var channelID: String? = nil
    /// A JSON body a successful channel read or listing answers with.
    package var document: String? = nil

    /// A 200 with the given id.
    package static func success(apnsID: String, notificationID: String?) -> APNsResponse {
        APNsResponse(status: 200, apnsID: apnsID, reason: nil, timestampMilliseconds: nil, notificationID: notificationID)
    }

    /// An error with the reason's own status.
    package static func failure(_ reason: APNsReason, apnsID: String?, timestampMilliseconds: Int64? = nil) -> APNsResponse {
        APNsResponse(status: reason.status, apnsID: apnsID, reason: reason, timestampMilliseconds: timestampMilliseconds, notificationID: nil)
    }

    /// 410 `Unregistered`: the token is no longer valid for its topic, since `date`.
    package static func unregistered(apnsID: String?, since date: Date) -> APNsResponse {
        failure(.unregistered, apnsID: apnsID, timestampMilliseconds: milliseconds(date))
    }

    /// 410 `ExpiredToken`: a Live Activity's token, expired when its activity ended at `date`.
    package static func expiredToken(apnsID: String?, since date: Date) -> APNsResponse {
        failure(.expiredToken, apnsID: apnsID, timestampMilliseconds: milliseconds(date))
    }

    private static func milliseconds(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded(.down)) }

    /// A channel-management or broadcast answer: `status`, the request id, and a channel id or JSON document if any.
    package static func channelAnswer(status: Int, requestID: String, channelID: String? = nil, document: String? = nil) -> APNsResponse {
        APNsResponse(status: status, apnsID: nil, reason: nil, timestampMilliseconds: nil, notificationID: nil,
                     requestID: requestID, channelID: channelID, document: document)
    }

    /// The JSON body sent: an error's `{"reason":…}` (plus `timestamp` for 410), a channel document, or nil.
    package var body: String? {
        guard let reason else { return document }
        var members: [(key: String, value: JSONValue)] = [("reason", .string(reason.rawValue))]
        if let timestampMilliseconds {
            members.append(("timestamp", .number(JSONNumber(literal: String(timestampMilliseconds)))))
        }
        return JSONValue.object(members).serialized()
    }
}
