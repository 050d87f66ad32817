import Foundation

/// Something that happened to a Live Activity, for the screen and the event log.
package enum LiveActivityEvent: Sendable, Hashable {
    case started(LiveActivity, byPush: Bool)
    case updated(LiveActivity)
    /// An update or end whose `timestamp` is not newer than the last one applied.
    case ignoredOutOfOrder(id: String, bundleID: String, timestamp: Int, last: Int)
    case ended(LiveActivity, byLimit: Bool)
    case dismissed(id: String, bundleID: String)
    case becameStale(id: String, bundleID: String)
    /// The push's alert: the screen lights and the expanded presentation shows.
    case alerted(id: String, bundleID: String, alert: LiveActivityAlert)
    /// Refused, with the reason (an unknown type, a content state that does not decode, no activity to update).
    case refused(bundleID: String, reason: String)
    /// An `update` or `end` sent to a type's push-to-start token: iOS ignores it, that token only starts activities.
    /// docs/rules/live-activities.md#updates-sent-to-a-push-to-start-token.
    case ignoredOnPushToStartToken(bundleID: String, token: String, event: LiveActivityRequest.Event)

    /// The app it concerns.
    package var bundleID: String {
        switch self {
        case .started(let a, _), .updated(let a), .ended(let a, _): return a.bundleID
        case .ignoredOutOfOrder(_, let b, _, _), .dismissed(_, let b), .becameStale(_, let b), .alerted(_, let b, _),
             .refused(let b, _), .ignoredOnPushToStartToken(let b, _, _): return b
        }
    }

    /// One line for the event log (payload text is cleaned by the log).
    package var logLine: String {
        switch self {
        case let .started(a, byPush):
            return "\(a.bundleID): Live Activity \(a.id) (\(a.typeName)) started\(byPush ? " by push-to-start" : ""), push token \(a.pushToken)"
        case let .updated(a):
            // Written once per update push: built as bytes, not interpolated.
            var line: [UInt8] = []
            line.reserveCapacity(a.bundleID.utf8.count + a.id.utf8.count + 48)
            line.append(text: a.bundleID)
            line.append(literal: ": Live Activity ")
            line.append(text: a.id)
            line.append(literal: " updated")
            if let timestamp = a.lastTimestamp {
                line.append(literal: " (timestamp ")
                line.append(decimal: timestamp)
                line.append(literal: ")")
            }
            return String(decoding: line, as: UTF8.self)
        case let .ignoredOutOfOrder(id, b, timestamp, last):
            return "\(b): Live Activity \(id): update ignored, its timestamp \(timestamp) is not newer than \(last) already applied"
        case let .ended(a, byLimit):
            let reason = byLimit ? " after 8 hours (iOS's limit)" : ""
            return "\(a.bundleID): Live Activity \(a.id) ended\(reason)" + (a.dismissAt.map { ", leaves the lock screen \(ISO8601Time.string($0))" } ?? "")
        case let .dismissed(id, b): return "\(b): Live Activity \(id) dismissed from the lock screen"
        case let .becameStale(id, b): return "\(b): Live Activity \(id) is stale (past its stale-date)"
        case let .alerted(id, b, alert):
            return "\(b): Live Activity \(id) alert \"\(alert.title)\" lights the screen (expanded view, no notification)"
        case let .refused(b, reason): return "\(b): Live Activity push refused: \(reason)"
        case let .ignoredOnPushToStartToken(b, token, event):
            return "\(b): Live Activity \(event.rawValue) sent to push-to-start token \(token) ignored: that token only starts activities"
        }
    }
}
