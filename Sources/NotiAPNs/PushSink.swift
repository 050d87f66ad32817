import Foundation
import NotiCore

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
    func deliver(_ pushes: [InboundPush], answer: @escaping @Sendable ([PushOutcome]) -> Void)
}
