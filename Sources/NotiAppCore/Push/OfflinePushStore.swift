import Foundation
import NotiCore

/// What APNs holds for a device that is offline: one push per app, the newest replacing the one before, each kept
/// until its `apns-expiration` (at most 30 days). docs/rules/endpoint.md#a-device-that-is-offline.
package struct OfflinePushStore: Sendable, Hashable, Codable {
    /// APNs keeps a push for a device that is offline for 30 days at most ("Sending notification requests to APNs").
    package static let longestKept: TimeInterval = 30 * 24 * 3600

    /// One push held for its app.
    package struct Held: Sendable, Hashable, Codable {
        package var push: LoadedPush
        /// When APNs took it.
        package var arrivedAt: Date
        /// When APNs drops it undelivered.
        package var expiresAt: Date
    }

    /// What became of a push offered while the device is offline.
    package enum Outcome: Sendable, Hashable {
        /// Kept for its app until `expiresAt`; `replacing` names the push it took the place of.
        case stored(expiresAt: Date, replacing: String?)
        /// Not kept: `apns-expiration` 0 (or a time already past) asks for delivery now or never.
        case notStored
    }

    /// By bundle id.
    private var held: [String: Held] = [:]

    package init() {}

    /// Whether nothing is held.
    package var isEmpty: Bool { held.isEmpty }

    /// The pushes held, oldest first.
    package var all: [Held] { held.values.sorted { ($0.arrivedAt, $0.push.identifier) < ($1.arrivedAt, $1.push.identifier) } }

    /// When the soonest held push expires.
    package var nextExpiry: Date? { held.values.map(\.expiresAt).min() }

    /// Offers `push` sent with `expiration` (`apns-expiration`, seconds since 1970; nil: APNs' own limit) at `now`.
    package mutating func offer(_ push: LoadedPush, expiration: Int?, now: Date) -> Outcome {
        var expiresAt = now + Self.longestKept
        if let expiration {
            let date = Date(timeIntervalSince1970: TimeInterval(expiration))
            guard expiration != 0, date > now else { return .notStored }
            expiresAt = min(expiresAt, date)
        }
        let replaced = held[push.bundleID]?.push.identifier
        held[push.bundleID] = Held(push: push, arrivedAt: now, expiresAt: expiresAt)
        return .stored(expiresAt: expiresAt, replacing: replaced)
    }

    /// Drops and returns the pushes whose expiration has come by `now`, oldest first.
    package mutating func expire(now: Date) -> [Held] {
        let gone = all.filter { $0.expiresAt <= now }
        for item in gone { held[item.push.bundleID] = nil }
        return gone
    }

    /// Empties the store: the pushes still unexpired at `now`, oldest first, for delivery.
    package mutating func takeAll(now: Date) -> [Held] {
        let kept = all.filter { $0.expiresAt > now }
        held = [:]
        return kept
    }
}
