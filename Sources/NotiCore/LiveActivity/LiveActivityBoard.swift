import Foundation

/// Every Live Activity on the device and the rules of their lives, on the clock passed in (pure).
/// docs/rules/live-activities.md#live-activities.
package struct LiveActivityBoard: Sendable, Hashable, Codable {
    /// How long an activity may stay active before iOS ends it. docs/rules/live-activities.md#live-activity-lifetime.
    package static let activeLimit: TimeInterval = 8 * 3600
    /// How long an ended activity may stay on the lock screen (so 12 hours in all at most).
    package static let endedLimit: TimeInterval = 4 * 3600

    /// Started ones not yet dismissed, in start order.
    package private(set) var activities: [LiveActivity] = []
    private var startCount = 0
    /// The moment `advance` last reached: stale-date crossings are told once.
    private var reached: Date?

    package init() {}

    /// The activity with this id.
    package func activity(_ id: String) -> LiveActivity? { activities.first { $0.id == id } }

    /// The activity a push token belongs to.
    package func activity(pushToken: String) -> LiveActivity? {
        // Tokens from the endpoint are lower case already, as the kept ones are: compared as they come first (every
        // update push), lowered only when that finds none.
        if let activity = activities.first(where: { $0.pushToken == pushToken }) { return activity }
        let lowered = pushToken.lowercased()
        return lowered == pushToken ? nil : activities.first { $0.pushToken == lowered }
    }

    /// Whether `tokens` are this board's ``pushTokens`` still: each compared with its activity where it lies, without
    /// building the list or copying an activity (this runs after every batch of pushes).
    package func hasPushTokens(_ tokens: [LiveActivityPushToken]) -> Bool {
        tokens.count == activities.count && tokens.indices.allSatisfy { tokens[$0] == LiveActivityPushToken(of: activities[$0]) }
    }

    /// The activities on screen at `now`, most relevant first (ties: the newest start first).
    /// docs/rules/live-activities.md#relevance-orders-live-activities.
    package func ordered() -> [LiveActivity] {
        activities.enumerated().sorted { lhs, rhs in
            lhs.element.relevanceScore != rhs.element.relevanceScore
                ? lhs.element.relevanceScore > rhs.element.relevanceScore : lhs.offset > rhs.offset
        }.map(\.element)
    }

    /// The running activities of `bundleID` subscribed to broadcast channel `channelID`, oldest first.
    package func subscribers(of channelID: String, bundleID: String) -> [LiveActivity] {
        activities.filter { $0.channelID == channelID && $0.bundleID == bundleID && $0.endedAt == nil }
    }

    /// Each activity's own push token and whether it still takes pushes: what the APNs endpoint registers.
    /// docs/rules/live-activities.md#live-activity-push-tokens-on-the-endpoint.
    package var pushTokens: [LiveActivityPushToken] {
        activities.map(LiveActivityPushToken.init(of:))
    }

    /// The newest activity of an app still running: where a push without an activity token goes.
    package func newestRunning(of bundleID: String) -> LiveActivity? {
        activities.last { $0.bundleID == bundleID && $0.endedAt == nil }
    }

    /// Starts an activity of `type` (from the app, a script or a push-to-start); refused when the attributes or the
    /// content state do not decode as the type.
    package mutating func start(_ request: LiveActivityRequest, type: LiveActivityType, bundleID: String, byPush: Bool,
                               now: Date) -> [LiveActivityEvent] {
        let attributes = request.attributes ?? .object([])
        let state = request.contentState ?? .null
        let problems = (type.check(attributes: attributes) + type.check(contentState: state)).filter { $0.severity == .error }
        if let problem = problems.first {
            return [.refused(bundleID: bundleID, reason: "\(problem.path): \(problem.message)")]
        }
        startCount += 1
        let id = "A\(startCount)"
        var activity = LiveActivity(id: id, bundleID: bundleID, typeName: type.name,
                                    pushToken: Self.token("activity", bundleID, id, String(now.timeIntervalSince1970)),
                                    attributes: attributes, contentState: state, startedAt: now, lastTimestamp: request.timestamp,
                                    staleDate: request.staleDate, relevanceScore: request.relevanceScore ?? 0)
        activity.channelID = request.channelID
        activities.append(activity)
        var events: [LiveActivityEvent] = [.started(activity, byPush: byPush)]
        if let alert = request.alert { events.append(.alerted(id: id, bundleID: bundleID, alert: alert)) }
        return events
    }

    /// Applies an `update` or `end` to the activity `id`. docs/rules/live-activities.md#out-of-order-updates-are-ignored.
    package mutating func apply(_ request: LiveActivityRequest, to id: String, type: LiveActivityType?, now: Date) -> [LiveActivityEvent] {
        guard let index = activities.firstIndex(where: { $0.id == id }) else { return [] }
        // Read and changed where it lies: an update push copies the activity once, into its event.
        let bundleID = activities[index].bundleID
        guard activities[index].endedAt == nil else {
            return [.refused(bundleID: bundleID, reason: "Live Activity \(id) has ended; iOS ignores pushes to it")]
        }
        if let timestamp = request.timestamp, let last = activities[index].lastTimestamp, timestamp < last {
            return [.ignoredOutOfOrder(id: id, bundleID: bundleID, timestamp: timestamp, last: last)]
        }
        if let state = request.contentState {
            if let problem = type?.check(contentState: state).first(where: { $0.severity == .error }) {
                return [.refused(bundleID: bundleID, reason: "\(problem.path): \(problem.message)")]
            }
            activities[index].contentState = state
        }
        if let timestamp = request.timestamp { activities[index].lastTimestamp = timestamp }
        activities[index].staleDate = request.staleDate
        if let score = request.relevanceScore { activities[index].relevanceScore = score }
        var events: [LiveActivityEvent] = []
        switch request.event {
        case .update, .start:
            events.append(.updated(activities[index]))
        case .end:
            end(&activities[index], now: now, dismissal: request.dismissalDate)
            events.append(.ended(activities[index], byLimit: false))
        }
        if let alert = request.alert { events.append(.alerted(id: id, bundleID: bundleID, alert: alert)) }
        return events + dismissDue(now: now)
    }

    /// Ends `activity` at `now`: it leaves the lock screen at its dismissal date, at once when that has passed, and
    /// at most four hours later (the default). docs/rules/live-activities.md#dismissal-date.
    private func end(_ activity: inout LiveActivity, now: Date, dismissal: Date?) {
        activity.endedAt = now
        let latest = now + Self.endedLimit
        activity.dismissAt = dismissal.map { min(max($0, now), latest) } ?? latest
    }

    /// Takes back a content state the app's own types refused to decode (its widget extension said so after the push
    /// was applied): the activity keeps `state`, its last content that decoded, as iOS never applied the refused one.
    /// docs/rules/widgets.md#live-activities-of-the-apps-widget-extension.
    package mutating func restore(_ id: String, contentState state: JSONValue) {
        guard let index = activities.firstIndex(where: { $0.id == id }) else { return }
        activities[index].contentState = state
    }

    /// Puts back `activity` as a journal recorded it after a push: it replaces the activity with its id. One the
    /// board lacks (its start's state-file save failed, which the log said at the time) is added, so no update
    /// answered 200 is lost.
    package mutating func record(_ activity: LiveActivity) {
        if let index = activities.firstIndex(where: { $0.id == activity.id }) {
            activities[index] = activity
        } else {
            activities.append(activity)
        }
    }

    /// Removes the activity `id`, which iOS never started: its start's JSON did not decode into the app's types.
    package mutating func discard(_ id: String) {
        activities.removeAll { $0.id == id }
    }

    /// Ends the running activity `id` (from a script or the `:` line).
    package mutating func end(_ id: String, dismissal: Date?, now: Date) -> [LiveActivityEvent] {
        guard let index = activities.firstIndex(where: { $0.id == id && $0.endedAt == nil }) else { return [] }
        end(&activities[index], now: now, dismissal: dismissal)
        return [.ended(activities[index], byLimit: false)] + dismissDue(now: now)
    }

    /// Moves time to `now`: activities cross their stale date, reach the 8-hour limit, and leave the lock screen.
    package mutating func advance(to now: Date) -> [LiveActivityEvent] {
        var events: [LiveActivityEvent] = []
        let before = reached ?? .distantPast
        for index in activities.indices where activities[index].endedAt == nil {
            let limit = activities[index].startedAt + Self.activeLimit
            if let stale = activities[index].staleDate, stale > before, stale <= now, stale < limit {
                events.append(.becameStale(id: activities[index].id, bundleID: activities[index].bundleID))
            }
            if now >= limit {
                end(&activities[index], now: limit, dismissal: nil)
                events.append(.ended(activities[index], byLimit: true))
            }
        }
        reached = max(before, now)
        return events + dismissDue(now: now)
    }

    /// The next moment something changes by itself: a stale date, the 8-hour limit, a dismissal.
    package func nextDeadline(after now: Date) -> Date? {
        activities.flatMap { activity -> [Date] in
            if let dismissAt = activity.dismissAt { return [dismissAt] }
            return [activity.startedAt + Self.activeLimit] + (activity.staleDate.map { $0 > now ? [$0] : [] } ?? [])
        }.min()
    }

    private mutating func dismissDue(now: Date) -> [LiveActivityEvent] {
        let due = activities.filter { $0.dismissAt.map { $0 <= now } ?? false }
        activities.removeAll { $0.dismissAt.map { $0 <= now } ?? false }
        return due.map { .dismissed(id: $0.id, bundleID: $0.bundleID) }
    }

    /// A 64-hex-digit token, the same on every run for the same parts.
    private static func token(_ parts: String...) -> String {
        (0..<4).map { salt in
            var hash = StableHash()
            hash.combine(String(salt))
            for part in parts { hash.combine(part) }
            return hash.hex
        }.joined()
    }
}
