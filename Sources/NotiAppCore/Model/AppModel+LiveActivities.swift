import Foundation
import NotiCore
import NotiLayout

extension AppModel {
    /// A `liveactivity` push for an app: `start` (push-to-start) begins an activity of the type it names; `update` and
    /// `end` go to the activity whose push token it was sent to, to every activity subscribed to the broadcast
    /// `channelID` it was sent on, else (a payload file) to the app's newest running one. Never a notification in
    /// Notification Centre. `toPushToStartToken`: `pushToken` is a type's push-to-start token, which takes only `start`.
    /// docs/rules/live-activities.md#live-activities, docs/rules/live-activities.md#broadcast-push-channels.
    mutating func receiveLiveActivity(_ request: LiveActivityRequest, bundleID: String, pushToken: String? = nil,
                                             channelID: String? = nil, toPushToStartToken: Bool = false) -> [AppEffect] {
        // The app alone, not its whole record (notifications and all), for every update push.
        guard let app = system.apps[bundleID]?.app else { return [] }
        if let refusal = osRefusal(of: request, channelID: channelID) {
            return applyLiveActivity([.refused(bundleID: bundleID, reason: refusal)])
        }
        var request = request
        if request.channelID != nil, !os.supportsBroadcastChannels {
            note(.system, "input-push-channel ignored: broadcast channels need iOS 18 (the device runs iOS \(os.majorVersion))", app: bundleID)
            request.channelID = nil
        }
        if toPushToStartToken, let pushToken, let ignored = request.ignoredOnPushToStartToken(pushToken, bundleID: bundleID) {
            return applyLiveActivity([ignored])
        }
        switch request.event {
        case .start:
            guard let name = request.attributesType, let type = app.liveActivityTypes.first(where: { $0.name == name }) else {
                let known = app.liveActivityTypes.map(\.name).joined(separator: ", ")
                return applyLiveActivity([.refused(bundleID: bundleID, reason: "no Live Activity type \"\(request.attributesType ?? "")\" in the app"
                    + (known.isEmpty ? "" : "; types: \(known)"))])
            }
            return applyLiveActivity(liveActivities.start(request, type: type, bundleID: bundleID, byPush: true, now: now))
        case .update, .end:
            if let channelID {
                let subscribers = liveActivities.subscribers(of: channelID, bundleID: bundleID)
                guard !subscribers.isEmpty else {
                    return applyLiveActivity([.refused(bundleID: bundleID, reason: "no running Live Activity subscribed to channel \(channelID)")])
                }
                return subscribers.flatMap { subscriber in
                    let type = app.liveActivityTypes.first { $0.name == subscriber.typeName }
                    return applyLiveActivity(liveActivities.apply(request, to: subscriber.id, type: type, now: now))
                }
            }
            let target = pushToken.flatMap { liveActivities.activity(pushToken: $0) } ?? liveActivities.newestRunning(of: bundleID)
            guard let target, target.bundleID == bundleID else {
                return applyLiveActivity([.refused(bundleID: bundleID, reason: "no running Live Activity to \(request.event.rawValue)")])
            }
            let type = app.liveActivityTypes.first { $0.name == target.typeName }
            return applyLiveActivity(liveActivities.apply(request, to: target.id, type: type, now: now))
        }
    }

    /// Whether `push` is a Live Activity update counted against its app's hourly budget: sent at priority 10, and not
    /// to a push-to-start token.
    static func countsAgainstLiveActivityBudget(_ push: LoadedPush) -> Bool {
        push.liveActivity?.event == .update && push.priority >= 10 && !push.destination.isPushToStartToken
    }

    /// Counts a Live Activity update sent at priority 10 against its app's hourly budget; past it, holds the update
    /// (a newer one replacing it) and answers the effects, else nil to apply it now. Priority 5, starts and ends are
    /// not counted. docs/rules/live-activities.md#update-budget.
    mutating func throttleLiveActivityUpdate(_ push: LoadedPush) -> [AppEffect]? {
        guard Self.countsAgainstLiveActivityBudget(push), let app = system.apps[push.bundleID]?.app else { return nil }
        let limit = app.liveActivityFrequentUpdates ? LiveActivityUpdateBudget.frequentPerHour : LiveActivityUpdateBudget.perHour
        if liveActivityBudgets[push.bundleID, default: HourlyBudget()].allows(at: now, limit: limit) {
            _ = liveActivityBudgets[push.bundleID]!.record(at: now)
            return nil
        }
        let (release, replacing) = liveActivityBudgets[push.bundleID]!.hold(push)
        let replaced = replacing.map { "; it replaces \"\($0.identifier)\", held before" } ?? ""
        note(.system, "Live Activity update \"\(push.identifier)\" throttled: \(limit) priority-10 updates this hour already; "
             + "applied at \(ISO8601Time.string(release))\(replaced)", app: push.bundleID, notification: push.identifier)
        return [.stateChanged]
    }

    /// Applies the throttled updates whose time has come, in release order.
    mutating func releaseThrottledLiveActivityUpdates() -> [AppEffect] {
        var effects: [AppEffect] = []
        while let (bundleID, release) = liveActivityBudgets.compactMap({ key, budget in budget.held.map { (key, $0.release) } })
                .min(by: { $0.1 < $1.1 }), release <= now {
            let held = liveActivityBudgets[bundleID]!.takeHeld(at: release)!.item
            _ = liveActivityBudgets[bundleID]!.record(at: release)
            note(.system, "Live Activity update \"\(held.identifier)\" applied: the budget allows it again", app: bundleID, notification: held.identifier)
            effects += receive(held, budgeted: true)
        }
        return effects
    }

    /// Why this device's iOS cannot take `request` (sent on `channelID`), or nil: Live Activities from 16.1,
    /// push-to-start from 17.2, broadcast channels from 18 (docs/rules/versions.md#ios-18-and-ios-26).
    private func osRefusal(of request: LiveActivityRequest, channelID: String?) -> String? {
        let runs = "the device runs iOS \(os.majorVersion)"
        if !os.supportsLiveActivities { return "Live Activities need iOS 16.1 (\(runs))" }
        if request.event == .start, !os.supportsPushToStart { return "starting a Live Activity by push needs iOS 17.2 (\(runs))" }
        if channelID != nil, !os.supportsBroadcastChannels { return "broadcast channels need iOS 18 (\(runs))" }
        return nil
    }

    /// `activity start TYPE [app=BUNDLE] KEY=VALUE…`: starts an activity as the app would with `Activity.request`;
    /// each key goes to the attributes or the content state, by the type's keys.
    mutating func startLiveActivity(_ spec: LiveActivityStartSpec) -> [AppEffect] {
        let owners = appIDs.filter { id in
            (spec.bundleID == nil || spec.bundleID == id) && system.app(id)?.app.liveActivityTypes.contains { $0.name == spec.typeName } == true
        }
        guard let bundleID = owners.first, let type = system.app(bundleID)?.app.liveActivityTypes.first(where: { $0.name == spec.typeName }) else {
            notice = "activity start: no app has a Live Activity type \"\(spec.typeName)\""
            return []
        }
        guard os.supportsLiveActivities, spec.channelID == nil || os.supportsBroadcastChannels else {
            notice = "activity start: " + (os.supportsLiveActivities ? "broadcast channels need iOS 18" : "Live Activities need iOS 16.1")
                + " (the device runs iOS \(os.majorVersion))"
            return []
        }
        let values = spec.values.map { pair -> (key: String, value: JSONValue) in
            guard spec.relativeDateKeys.contains(pair.key), let seconds = pair.value.doubleValue else { return pair }
            return (pair.key, .number(JSONNumber((now + seconds).timeIntervalSinceReferenceDate)))
        }
        let attributes = JSONValue.object(values.filter { type.attributeKeys.contains($0.key) })
        let state = JSONValue.object(values.filter { !type.attributeKeys.contains($0.key) })
        var request = LiveActivityRequest(event: .start, timestamp: Int(now.timeIntervalSince1970), attributes: attributes,
                                          contentState: state, staleDate: spec.staleAfter.map { now + $0 }, relevanceScore: spec.relevance)
        request.channelID = spec.channelID
        return applyLiveActivity(liveActivities.start(request, type: type, bundleID: bundleID, byPush: false, now: now))
    }

    /// `activity end ID [dismiss=DURATION]`.
    mutating func endLiveActivity(_ id: String, dismissAfter: Double?) -> [AppEffect] {
        let events = liveActivities.end(id, dismissal: dismissAfter.map { now + $0 }, now: now)
        if events.isEmpty { notice = "activity end: no running Live Activity \"\(id)\"" }
        return applyLiveActivity(events)
    }

    /// Moves the Live Activities to the model's time and retires an alert whose time is up.
    mutating func advanceLiveActivities() -> [AppEffect] {
        if let alert = liveActivityAlert, now >= alert.shownAt + os.bannerDismissSeconds { liveActivityAlert = nil }
        let events = liveActivities.advance(to: now)
        return events.isEmpty ? [] : applyLiveActivity(events)
    }

    /// Logs Live Activity events; an alert lights the screen, plays its sound and shows the expanded presentation.
    mutating func applyLiveActivity(_ events: [LiveActivityEvent]) -> [AppEffect] {
        var effects: [AppEffect] = []
        // An update or an end is journalled as the activity it leaves; a start or a dismissal changes the board
        // beyond one activity's record: a push that made one is saved in the state file instead
        // (docs/rules/live-activities.md#live-activities).
        if events.contains(where: { if case .started = $0 { true } else if case .dismissed = $0 { true } else { false } }) {
            effects.append(.saveBeforeAnswer)
        }
        for event in events {
            switch event {
            case .updated(let activity), .ended(let activity, _):
                note(.system, event.logLine, app: event.bundleID)
                effects.append(.journal(JournalEntry(liveActivity: activity)))
            case .refused(let bundleID, _):
                note(.error, event.logLine, app: bundleID)
                notice = event.logLine
            case let .alerted(id, bundleID, alert):
                note(.system, event.logLine, app: bundleID)
                liveActivityAlert = (id, now)
                lightDisplay(by: "Live Activity \(id)'s alert", app: bundleID)
                if let playback = alert.playback {
                    sound = SoundIndicator(playback: playback, bundleID: bundleID, at: now)
                    if ringsBell { effects.append(.bell) }
                }
            case .dismissed(let id, _):
                note(.system, event.logLine, app: event.bundleID)
                if liveActivityAlert?.id == id { liveActivityAlert = nil }
            default:
                note(.system, event.logLine, app: event.bundleID)
            }
        }
        effects.append(.stateChanged)
        return effects + drawLiveActivitiesByExtension()
    }

    /// The activities to draw, most relevant first, with their layouts: what the app's widget extension drew, else
    /// the workspace's.
    package func liveActivityItems() -> [LiveActivityItem] {
        liveActivities.ordered().map { activity in
            let drawn = widgetDrawings.drawn[activity.id]
            var item = LiveActivityItem(activity: activity,
                                        layout: drawn?.layout ?? workspace.liveActivityLayout(bundleID: activity.bundleID, type: activity.typeName),
                                        appName: system.app(activity.bundleID)?.app.displayName ?? activity.bundleID, phase: activity.phase(at: now))
            item.drawnByExtension = drawn != nil
            return item
        }
    }

    /// The activities the Dynamic Island shows, most relevant first: those of apps not in the foreground
    /// (docs/rules/live-activities.md#the-dynamic-island).
    package func islandActivities() -> [LiveActivity] {
        liveActivities.ordered().filter { system.app($0.bundleID)?.isForeground != true }
    }

    /// Takes back the Live Activities of a saved state.
    mutating func restoreLiveActivities(_ saved: SavedState) {
        if let board = saved.liveActivities { liveActivities = board }
    }
}

/// An `activity start` command.
package struct LiveActivityStartSpec: Sendable, Hashable {
    package var typeName: String
    package var bundleID: String?
    /// `KEY=VALUE` pairs: numbers as numbers, the rest as strings, in the order written.
    package var values: [(key: String, value: JSONValue)]
    package var staleAfter: Double?
    package var relevance: Double?
    /// `channel=ID`: the broadcast channel the activity subscribes to.
    package var channelID: String?
    /// Keys written `+DURATION`: their value is seconds from the start, made a date (seconds since 2001) at the start.
    package var relativeDateKeys: Set<String> = []

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.typeName == rhs.typeName && lhs.bundleID == rhs.bundleID && JSONValue.object(lhs.values) == JSONValue.object(rhs.values)
            && lhs.staleAfter == rhs.staleAfter && lhs.relevance == rhs.relevance && lhs.channelID == rhs.channelID && lhs.relativeDateKeys == rhs.relativeDateKeys
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(typeName); hasher.combine(bundleID); hasher.combine(JSONValue.object(values))
    }
}
