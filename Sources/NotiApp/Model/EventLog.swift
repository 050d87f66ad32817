import Foundation
import NotiCore

/// One line of the event log: what happened, when on the notisim clock, to which app and notification.
public struct LogEntry: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Deliveries, presentation decisions, scheduling.
        case system
        /// Calls into the app delegate and its answers.
        case delegate
        /// Calls into extensions and their answers.
        case `extension`
        /// What the user did.
        case user
        /// Problems: bad files, refused requests, faults.
        case error
    }

    public var time: Date
    public var kind: Kind
    public var bundleID: String?
    public var notificationID: String?
    public var text: String

    public init(time: Date, kind: Kind, bundleID: String? = nil, notificationID: String? = nil, text: String) {
        self.time = time; self.kind = kind; self.bundleID = bundleID; self.notificationID = notificationID; self.text = text
    }

    /// The entry as one JSON object (a line of `--log-json`).
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            (key: "time", value: .string(time.formatted(.iso8601))), (key: "kind", value: .string(kind.rawValue)),
        ]
        if let bundleID { members.append((key: "app", value: .string(bundleID))) }
        if let notificationID { members.append((key: "notification", value: .string(notificationID))) }
        members.append((key: "text", value: .string(text)))
        return .object(members)
    }
}

/// The event log: the newest entries kept in memory for the log pane and `expect-log`.
public struct EventLog: Sendable {
    /// Entries kept in memory; older ones are only in the `--log-json` file.
    public static let capacity = 2_000

    public private(set) var entries: [LogEntry] = []
    /// How many entries were ever appended.
    public private(set) var totalCount = 0

    public init() {}

    /// Appends an entry, dropping the oldest beyond the capacity.
    public mutating func append(_ entry: LogEntry) {
        entries.append(entry)
        totalCount += 1
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }

    /// Records what the notification system did.
    public mutating func record(_ events: [CenterEvent], at time: Date) {
        for event in events {
            append(LogEntry(time: time, kind: event.logKind, bundleID: event.bundleID, notificationID: event.notificationID, text: event.logLine))
        }
    }
}

extension CenterEvent {
    /// Where the event belongs in the log.
    var logKind: LogEntry.Kind {
        switch self {
        case .willPresent, .didReceiveResponse, .openSettings: return .delegate
        case .notDelivered: return .error
        default: return .system
        }
    }

    /// The notification the event concerns, if one.
    var notificationID: String? {
        switch self {
        case .scheduled(_, let id, _), .replacedPending(_, let id), .willPresent(_, let id, _), .notDelivered(_, let id, _),
             .backgroundPush(_, let id), .didReceiveResponse(_, let id, _, _), .unlockRequired(_, let id, _):
            return id
        case .delivered(let n, _, _): return n.id
        case .openSettings(_, let id): return id
        default: return nil
        }
    }
}
