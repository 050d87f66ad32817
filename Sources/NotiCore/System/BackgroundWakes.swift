import Foundation

/// The background pushes that woke one app in the last hour, and the one iOS holds back until the budget allows
/// another. docs/rules/endpoint.md#background-pushes-as-ios-meters-them.
package struct BackgroundWakes: Sendable, Hashable, Codable {
    /// Apple's guidance ("Pushing background updates to your app"): not more than two or three per hour. *Decision:*
    /// three wakes in any hour; the next waits.
    package static let perHour = 3
    package static let window: TimeInterval = 3600

    /// A background push iOS holds for later.
    package struct Held: Sendable, Hashable, Codable {
        package var identifier: String
        /// When the budget lets it wake the app.
        package var release: Date
    }

    /// When the pushes that woke the app arrived, oldest first, within the last hour.
    package private(set) var wakes: [Date] = []
    package private(set) var held: Held?

    package init() {}

    /// Nothing counted and nothing held.
    package var isEmpty: Bool { wakes.isEmpty && held == nil }

    /// Forgets wakes older than an hour before `now`.
    mutating func forget(before now: Date) {
        wakes.removeAll { now.timeIntervalSince($0) >= Self.window }
    }

    /// Whether the budget allows a wake at `now`.
    mutating func allows(at now: Date) -> Bool {
        forget(before: now)
        return wakes.count < Self.perHour
    }

    /// Counts a wake at `now`; the number of wakes in the hour, this one included.
    mutating func record(at now: Date) -> Int {
        wakes.append(now)
        return wakes.count
    }

    /// Holds `identifier` until the budget allows a wake; the identifier it replaces, if one was held.
    mutating func hold(_ identifier: String) -> (release: Date, replacing: String?) {
        let release = (wakes.first ?? .distantPast) + Self.window
        let replaced = held?.identifier
        held = Held(identifier: identifier, release: release)
        return (release, replaced)
    }

    /// Takes the held push out.
    mutating func takeHeld() -> Held? {
        defer { held = nil }
        return held
    }
}

/// What iOS did with a background push (`content-available: 1`, no alert).
package enum BackgroundWake: Sendable, Hashable {
    /// The app ran `didReceiveRemoteNotification` from `state` and answered `result`; `count` of the hour's budget used
    /// (nil in the foreground, which the budget does not count).
    case woken(from: AppRunState, result: BackgroundFetchResult, count: Int?)
    /// Held until `until`, replacing the push named, if any.
    case held(until: Date, replacing: String?)
    /// Not delivered: the app was force-quit (a held push is thrown away the same way).
    case dropped
}
