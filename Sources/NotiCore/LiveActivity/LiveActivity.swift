import Foundation

/// Where a Live Activity is in its life, at one moment. docs/rules/live-activities.md#live-activity-lifetime.
package enum LiveActivityPhase: String, Sendable, Hashable, Codable {
    /// Running: updates apply.
    case active
    /// Past its `stale-date`: still shown, in the app's stale look (`context.isStale`), until an update brings a new
    /// stale date.
    case stale
    /// Ended (by an `end` event or the 8-hour limit): its last content stays on the lock screen until dismissed.
    case ended
}

/// One Live Activity of an app: its fixed attributes, its latest content and the dates that govern it.
package struct LiveActivity: Sendable, Hashable, Codable, Identifiable {
    /// notisim's id for it (`A1`, `A2`…), named in the log and by `activity` commands.
    package var id: String
    package var bundleID: String
    /// The `ActivityAttributes` type name.
    package var typeName: String
    /// The push token iOS hands the app for this activity (`pushTokenUpdates`); updates sent to it reach only this activity.
    package var pushToken: String
    package var attributes: JSONValue
    package var contentState: JSONValue
    package var startedAt: Date
    /// The newest `timestamp` applied, seconds since 1970; updates with an older one are ignored.
    package var lastTimestamp: Int?
    package var staleDate: Date?
    /// Orders several activities: the highest is shown first (ties: the newest start).
    package var relevanceScore: Double
    package var endedAt: Date?
    /// When an ended activity leaves the lock screen.
    package var dismissAt: Date?
    /// The broadcast channel it subscribed to when started (`pushType: .channel(id)`, `input-push-channel`); a
    /// broadcast on that channel reaches it. docs/rules/live-activities.md#broadcast-push-channels.
    package var channelID: String? = nil

    /// The phase at `now`.
    package func phase(at now: Date) -> LiveActivityPhase {
        if endedAt != nil { return .ended }
        if let staleDate, now >= staleDate { return .stale }
        return .active
    }
}

/// A Live Activity's push token as the APNs endpoint knows it: whose it is, and since when it takes no more pushes.
package struct LiveActivityPushToken: Sendable, Hashable {
    /// 64 lower-case hex digits.
    package var token: String
    package var bundleID: String
    /// The activity's id (`A1`, …).
    package var activityID: String
    /// When the activity ended; from then on APNs answers a push to the token `410 ExpiredToken`.
    package var endedAt: Date?

    package init(token: String, bundleID: String, activityID: String, endedAt: Date?) {
        self.token = token; self.bundleID = bundleID; self.activityID = activityID; self.endedAt = endedAt
    }

    /// The token of `activity`.
    package init(of activity: LiveActivity) {
        self.init(token: activity.pushToken, bundleID: activity.bundleID, activityID: activity.id, endedAt: activity.endedAt)
    }
}

/// An alert a Live Activity push carries: it lights the screen and shows the expanded presentation, never a
/// notification in Notification Centre. docs/rules/live-activities.md#a-live-activity-alert-is-not-a-notification.
package struct LiveActivityAlert: Sendable, Hashable, Codable {
    package var title: String
    package var body: String
    package var sound: String?

    package init(title: String, body: String, sound: String?) {
        self.title = title; self.body = body; self.sound = sound
    }

    /// The sound it plays ("default" is the system sound).
    package var playback: SoundPlayback? {
        sound.map { SoundPlayback(name: $0 == "default" ? nil : $0, critical: false, volume: 1) }
    }
}

/// What one Live Activity push (or a start from a script) asks for.
package struct LiveActivityRequest: Sendable, Hashable, Codable {
    package enum Event: String, Sendable, Hashable, Codable { case start, update, end }
    package var event: Event
    /// Seconds since 1970.
    package var timestamp: Int?
    /// For `start`: the attributes type and its fixed attributes.
    package var attributesType: String?
    package var attributes: JSONValue?
    package var contentState: JSONValue?
    package var staleDate: Date?
    package var dismissalDate: Date?
    package var relevanceScore: Double?
    package var alert: LiveActivityAlert?
    /// For `start`: the broadcast channel the new activity subscribes to.
    package var channelID: String?

    package init(event: Event, timestamp: Int? = nil, attributesType: String? = nil, attributes: JSONValue? = nil,
                contentState: JSONValue? = nil, staleDate: Date? = nil, dismissalDate: Date? = nil,
                relevanceScore: Double? = nil, alert: LiveActivityAlert? = nil) {
        self.event = event; self.timestamp = timestamp; self.attributesType = attributesType; self.attributes = attributes
        self.contentState = contentState; self.staleDate = staleDate; self.dismissalDate = dismissalDate
        self.relevanceScore = relevanceScore; self.alert = alert
    }
}

extension LiveActivityRequest {
    /// What iOS makes of this request sent to the push-to-start token `token`: a `start` goes ahead (nil), an
    /// `update` or `end` is ignored, since that token only starts activities (the push still reached the device, so
    /// APNs accepted it). docs/rules/live-activities.md#updates-sent-to-a-push-to-start-token.
    package func ignoredOnPushToStartToken(_ token: String, bundleID: String) -> LiveActivityEvent? {
        event == .start ? nil : .ignoredOnPushToStartToken(bundleID: bundleID, token: token, event: event)
    }
}

extension LiveActivity {
    /// Appends the activity as `encode(to:)` writes it (keys in the same order, dates as seconds since 1970, its JSON
    /// values as strings of their JSON text), as compact JSON built straight into bytes: the push journal writes one
    /// per Live Activity update, where the Codable encoder took most of the app loop's time.
    package func appendJSON(to out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "{"))
        out.appendJSONKey(literal: "id", first: true)
        JSONValue.appendQuoted(id, to: &out)
        out.appendJSONKey(literal: "bundleID")
        JSONValue.appendQuoted(bundleID, to: &out)
        out.appendJSONKey(literal: "typeName")
        JSONValue.appendQuoted(typeName, to: &out)
        out.appendJSONKey(literal: "pushToken")
        JSONValue.appendQuoted(pushToken, to: &out)
        out.appendJSONKey(literal: "attributes")
        Self.appendText(of: attributes, to: &out)
        out.appendJSONKey(literal: "contentState")
        Self.appendText(of: contentState, to: &out)
        out.appendJSONKey(literal: "startedAt")
        try out.appendJSONNumber(startedAt.timeIntervalSince1970, codingPath: [CodingKeys.startedAt])
        if let lastTimestamp {
            out.appendJSONKey(literal: "lastTimestamp")
            out.append(decimal: lastTimestamp)
        }
        if let staleDate {
            out.appendJSONKey(literal: "staleDate")
            try out.appendJSONNumber(staleDate.timeIntervalSince1970, codingPath: [CodingKeys.staleDate])
        }
        out.appendJSONKey(literal: "relevanceScore")
        try out.appendJSONNumber(relevanceScore, codingPath: [CodingKeys.relevanceScore])
        if let endedAt {
            out.appendJSONKey(literal: "endedAt")
            try out.appendJSONNumber(endedAt.timeIntervalSince1970, codingPath: [CodingKeys.endedAt])
        }
        if let dismissAt {
            out.appendJSONKey(literal: "dismissAt")
            try out.appendJSONNumber(dismissAt.timeIntervalSince1970, codingPath: [CodingKeys.dismissAt])
        }
        if let channelID {
            out.appendJSONKey(literal: "channelID")
            JSONValue.appendQuoted(channelID, to: &out)
        }
        out.append(UInt8(ascii: "}"))
    }

    /// A JSON value as its Codable conformance keeps it: its JSON text, as a string.
    private static func appendText(of value: JSONValue, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        value.writeEscaped(into: &out)
        out.append(UInt8(ascii: "\""))
    }
}
