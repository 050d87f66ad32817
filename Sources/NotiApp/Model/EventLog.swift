import Collections
import Foundation
import NotiCore

/// One line of the event log: what happened, when on the notisim clock, to which app and notification.
package struct LogEntry: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
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

    package var time: Date
    package var kind: Kind
    package var bundleID: String?
    package var notificationID: String?
    package var text: String

    package init(time: Date, kind: Kind, bundleID: String? = nil, notificationID: String? = nil, text: String) {
        self.time = time; self.kind = kind; self.bundleID = bundleID; self.notificationID = notificationID; self.text = text
    }

    /// Appends the entry as one line of `--log-json` (`json`, compact, then a newline) to `out`. `lastTime` holds
    /// the time the previous line wrote, and its text: entries logged together share their time.
    package func appendJSONLine(to out: inout [UInt8], lastTime: inout (date: Date, text: [UInt8])?) {
        out.append(text: #"{"time":""#)
        if let lastTime, lastTime.date == time {
            out.append(contentsOf: lastTime.text)
        } else {
            var text: [UInt8] = []
            ISO8601Time.append(time, to: &text)
            out.append(contentsOf: text)
            lastTime = (time, text)
        }
        out.append(text: #"","kind":""#)
        out.append(text: kind.rawValue)
        out.append(UInt8(ascii: "\""))
        if let bundleID {
            out.append(text: #","app":"#)
            JSONValue.appendQuoted(bundleID, to: &out)
        }
        if let notificationID {
            out.append(text: #","notification":"#)
            JSONValue.appendQuoted(notificationID, to: &out)
        }
        out.append(text: #","text":"#)
        JSONValue.appendQuoted(text, to: &out)
        out.append(text: "}\n")
    }
}

/// The event log: the newest entries kept in memory for the log pane and `expect-log`.
package struct EventLog: Sendable {
    /// Entries kept in memory; older ones are only in the `--log-json` file.
    package static let capacity = 2_000

    package private(set) var entries = Deque<LogEntry>()
    /// How many entries were ever appended.
    package private(set) var totalCount = 0

    package init() {}

    /// Appends an entry, dropping the oldest beyond the capacity.
    package mutating func append(_ entry: consuming LogEntry) {
        entries.append(entry)
        totalCount += 1
        if entries.count > Self.capacity { entries.removeFirst() }
    }

    /// Records what the notification system did.
    package mutating func record(_ events: [CenterEvent], at time: Date) {
        // By position, so each event is read where it lies rather than copied out first.
        for index in events.indices { append(events[index].logEntry(at: time)) }
    }
}

extension CenterEvent {
    /// The event's log entry.
    func logEntry(at time: Date) -> LogEntry {
        LogEntry(time: time, kind: logKind, bundleID: bundleID, notificationID: notificationID, text: logLine)
    }

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
             .backgroundPush(_, let id), .pushHandedOff(_, let id, _), .didReceiveResponse(_, let id, _, _), .unlockRequired(_, let id, _, _):
            return id
        case .delivered(let n, _, _): return n.id
        case .openSettings(_, let id): return id
        default: return nil
        }
    }
}
