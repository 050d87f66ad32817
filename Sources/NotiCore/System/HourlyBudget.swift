import Foundation

/// What one app spent of an hourly budget, and the one item held back until the budget allows another: background
/// pushes' wakes (docs/rules/endpoint.md#background-pushes-as-ios-meters-them) and Live Activity updates at priority
/// 10 (docs/rules/live-activities.md#update-budget).
package struct HourlyBudget<Item: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    package static var window: TimeInterval { 3600 }

    /// An item held until the budget allows it.
    package struct Held: Sendable, Hashable, Codable {
        package var item: Item
        /// When the budget lets it through.
        package var release: Date
    }

    /// When the items counted went through, oldest first, within the last hour.
    package private(set) var spent: [Date] = []
    package private(set) var held: Held?

    package init() {}

    /// Nothing counted and nothing held.
    package var isEmpty: Bool { spent.isEmpty && held == nil }

    /// Whether `limit` an hour allows one more at `now` (an item held back goes first).
    package mutating func allows(at now: Date, limit: Int) -> Bool {
        spent.removeAll { now.timeIntervalSince($0) >= Self.window }
        return held == nil && spent.count < limit
    }

    /// Counts one at `now`; the number counted in the hour, this one included.
    package mutating func record(at now: Date) -> Int {
        spent.append(now)
        return spent.count
    }

    /// Holds `item` until the oldest counted leaves the hour; the item it replaces, if one was held.
    package mutating func hold(_ item: Item) -> (release: Date, replacing: Item?) {
        let release = (spent.first ?? .distantPast) + Self.window
        let replaced = held?.item
        held = Held(item: item, release: release)
        return (release, replaced)
    }

    /// Takes the held item out, leaving the hour's count as it is at `now`.
    package mutating func takeHeld(at now: Date? = nil) -> Held? {
        defer { held = nil }
        if let now { spent.removeAll { now.timeIntervalSince($0) >= Self.window } }
        return held
    }
}

/// The background pushes that woke one app in the last hour (each held one named by its identifier).
package typealias BackgroundWakes = HourlyBudget<String>

extension HourlyBudget where Item == String {
    /// Apple's guidance ("Pushing background updates to your app"): not more than two or three per hour. *Decision:*
    /// three wakes in any hour; the next waits.
    package static var perHour: Int { 3 }
}

/// The hourly budget of Live Activity updates sent at priority 10 ("Starting and updating Live Activities with
/// ActivityKit push notifications": a budget per hour, larger with `NSSupportsLiveActivitiesFrequentUpdates`; Apple
/// gives no numbers). docs/rules/live-activities.md#update-budget.
package enum LiveActivityUpdateBudget {
    /// *Decision:* one update every five minutes on average.
    package static let perHour = 12
    /// *Decision:* one a minute for an app that asks for frequent updates.
    package static let frequentPerHour = 60
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
