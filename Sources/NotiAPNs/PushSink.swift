import Foundation
import NotiCore

/// A push that passed every provider-API check and is handed to the centre.
package struct AcceptedPush: Sendable, Hashable {
    /// The 64-hex device token from the request path, lower-cased.
    package var deviceToken: String
    /// The app's bundle id: the topic without its push-type suffix (`.voip`, `.complication`, …).
    package var bundleID: String
    /// The `apns-topic` header as sent, or the bundle id when the topic was omitted.
    package var topic: String
    /// The `apns-push-type` header, defaulting to `alert` when omitted.
    package var pushType: PushType
    /// The `apns-id` echoed or generated for this push (upper-case UUID string).
    package var apnsID: String
    /// The `apns-collapse-id`, when sent.
    package var collapseID: String?
    /// The `apns-priority` (10, 5 or 1); 10 when omitted.
    package var priority: Int
    /// The `apns-expiration` in seconds since 1970; nil when omitted, 0 means "deliver now or never".
    package var expiration: Int?
    /// The request body as sent.
    package var payload: [UInt8]
    /// For a broadcast send: the channel whose subscribed activities it goes to (`deviceToken` is then empty).
    package var channelID: String?
    /// What the token it was sent to was issued for: a push-to-start token takes only a Live Activity `start`.
    package var tokenKind: TokenKind = .app

    /// Creates an accepted push.
    package init(
        deviceToken: String, bundleID: String, topic: String, pushType: PushType, apnsID: String,
        collapseID: String?, priority: Int, expiration: Int?, payload: [UInt8], channelID: String? = nil
    ) {
        self.deviceToken = deviceToken
        self.bundleID = bundleID
        self.topic = topic
        self.pushType = pushType
        self.apnsID = apnsID
        self.collapseID = collapseID
        self.priority = priority
        self.expiration = expiration
        self.payload = payload
        self.channelID = channelID
    }
}

/// What the centre did with an accepted push.
package enum PushOutcome: Sendable, Hashable {
    /// Delivered; the id of the notification (or background event) it became.
    case accepted(notificationID: String)
    /// Refused by the app side, for the APNs reason (and its status) the cause has.
    case refused(APNsReason)
}

extension APNsReason {
    /// The reason APNs gives for a payload it refuses. docs/rules/endpoint.md#refusals-from-the-app-side.
    package init(refusing refusal: PayloadRefusal) {
        switch refusal {
        case .tooLarge: self = .payloadTooLarge
        // APNs names no reason for a payload that is not a JSON object with an `aps` dictionary: it carries no
        // notification, as an empty one does.
        case .empty, .notJSON, .notAnObject, .missingAPS, .apsNotADictionary: self = .payloadEmpty
        }
    }
}

/// Receives pushes that passed the provider-API checks.
package protocol PushSink: Sendable {
    /// Delivers `pushes` in order and calls `answer` once, on any thread, with what became of each (same order).
    func deliver(_ pushes: [AcceptedPush], answer: @escaping @Sendable ([PushOutcome]) -> Void)
}
