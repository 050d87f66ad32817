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
    /// What the line says: written by whoever logged it, or an event's own line, made only when it is read; and the
    /// app and notification it concerns.
    private let source: Source

    /// Where the line's text, app and notification come from. An event's app and notification are read from the
    /// event when asked for, not kept beside it: an entry is made for every event of every push, and each string kept
    /// beside it would be one more reference counted up when it is made and down when it leaves the log.
    private enum Source: Sendable {
        case text(String, bundleID: String?, notificationID: String?)
        /// Most entries are events, logged on the app loop's thread for every push: their line is built as bytes
        /// into the log file, and as text only where it is read (the log pane, `expect-log`). Boxed, so copying an
        /// entry (into the log, out to the file) costs one reference rather than one per part of the event.
        indirect case event(CenterEvent)
        /// A banner waiting behind the one on screen: logged for every banner of a flood of pushes, so its line is
        /// built only where it is read too.
        case bannerWaiting(bundleID: String, identifier: String, ahead: String)
    }

    package init(time: Date, kind: Kind, bundleID: String? = nil, notificationID: String? = nil, text: String) {
        self.time = time; self.kind = kind; source = .text(text, bundleID: bundleID, notificationID: notificationID)
    }

    /// The entry for a banner that waits behind the one on screen (`"ID" banner waiting behind "ID"`).
    package static func bannerWaiting(time: Date, bundleID: String, identifier: String, ahead: String) -> LogEntry {
        LogEntry(time: time, kind: .system, source: .bannerWaiting(bundleID: bundleID, identifier: identifier, ahead: ahead))
    }

    private init(time: Date, kind: Kind, source: Source) {
        self.time = time; self.kind = kind; self.source = source
    }

    /// The entry for what the notification system did.
    init(time: Date, event: CenterEvent) {
        self.time = time; kind = event.logKind; source = .event(event)
    }

    /// The app the line concerns, if one.
    package var bundleID: String? {
        switch source {
        case .text(_, let bundleID, _): return bundleID
        case .event(let event): return event.bundleID
        case .bannerWaiting(let bundleID, _, _): return bundleID
        }
    }

    /// The notification the line concerns, if one.
    package var notificationID: String? {
        switch source {
        case .text(_, _, let notificationID): return notificationID
        case .event(let event): return event.notificationID
        case .bannerWaiting(_, let identifier, _): return identifier
        }
    }

    /// The line, without its time.
    package var text: String {
        switch source {
        case .text(let text, _, _): return text
        case .event(let event): return event.logLine
        case let .bannerWaiting(_, identifier, ahead): return "\"\(identifier)\" banner waiting behind \"\(ahead)\""
        }
    }

    package static func == (lhs: LogEntry, rhs: LogEntry) -> Bool {
        lhs.time == rhs.time && lhs.kind == rhs.kind && lhs.bundleID == rhs.bundleID && lhs.notificationID == rhs.notificationID
            && lhs.text == rhs.text
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(time)
        hasher.combine(kind)
        hasher.combine(bundleID)
        hasher.combine(notificationID)
        hasher.combine(text)
    }

    /// The opening of the JSON line an entry wrote, `{"time":…,"kind":…` and its `"app"`: entries logged together
    /// mostly share all three, so the next entry copies it instead of writing it again.
    package struct LineStart {
        fileprivate let time: Date
        fileprivate let timeText: [UInt8]
        fileprivate let kind: Kind
        fileprivate let bundleID: String?
        fileprivate let bytes: [UInt8]
    }

    /// Appends the entry as one line of `--log-json` (`json`, compact, then a newline) to `out`. `previous` holds the
    /// opening the line before wrote, and is given this one's.
    package func appendJSONLine(to out: inout [UInt8], after previous: inout LineStart?) {
        let bundleID = bundleID
        if let previous, previous.time == time, previous.kind == kind, previous.bundleID == bundleID {
            out.append(contentsOf: previous.bytes)
        } else {
            var timeText: [UInt8] = []
            if let previous, previous.time == time {
                timeText = previous.timeText
            } else {
                ISO8601Time.append(time, to: &timeText)
            }
            var start: [UInt8] = []
            start.append(literal: #"{"time":""#)
            start.append(contentsOf: timeText)
            start.append(literal: #"","kind":""#)
            start.append(text: kind.rawValue)
            start.append(UInt8(ascii: "\""))
            if let bundleID {
                start.append(literal: #","app":"#)
                JSONValue.appendQuoted(bundleID, to: &start)
            }
            out.append(contentsOf: start)
            previous = LineStart(time: time, timeText: timeText, kind: kind, bundleID: bundleID, bytes: start)
        }
        if let notificationID {
            out.append(literal: #","notification":"#)
            JSONValue.appendQuoted(notificationID, to: &out)
        }
        out.append(literal: #","text":"#)
        switch source {
        case .text(let text, _, _):
            JSONValue.appendQuoted(text, to: &out)
        case .event(let event):
            // Escaped as it is built, straight into the JSON line.
            out.append(UInt8(ascii: "\""))
            var line = LogLineBytes(escapingJSON: true)
            swap(&line.bytes, &out)
            event.appendLogLine(to: &line)
            swap(&line.bytes, &out)
            out.append(UInt8(ascii: "\""))
        case let .bannerWaiting(_, identifier, ahead):
            var identifier = identifier, ahead = ahead
            out.append(literal: #""\""#)
            identifier.withUTF8 { JSONValue.appendEscaped(utf8: $0, to: &out) }
            out.append(literal: #"\" banner waiting behind \""#)
            ahead.withUTF8 { JSONValue.appendEscaped(utf8: $0, to: &out) }
            out.append(literal: #"\"""#)
        }
        out.append(literal: "}\n")
    }
}

/// The event log: the newest entries kept in memory for the log pane and `expect-log`.
package struct EventLog: Sendable {
    /// Entries kept in memory; older ones are only in the `--log-json` file.
    package static let capacity = 2_000

    package private(set) var entries = Deque<LogEntry>()
    /// How many entries were ever logged, kept or not.
    package private(set) var totalCount = 0
    /// How many notifications the system delivered and did not deliver, of every event ever recorded: what `serve`
    /// reports when it stops, however many entries the log still holds.
    package private(set) var deliveries = DeliveryCounts()
    /// Whether entries are kept in memory. Where nothing reads them (`serve` without `--log-json`: no pane, no file,
    /// no script) only the counts are kept, and no entry is made.
    package private(set) var keepsEntries = true

    package init() {}

    /// From now on keeps only the counts: drops the entries kept and makes no more.
    package mutating func keepOnlyCounts() {
        keepsEntries = false
        entries.removeAll()
    }

    /// Logs an entry: kept, the oldest beyond the capacity dropped, unless the log keeps only counts.
    package mutating func append(_ entry: consuming LogEntry) {
        totalCount += 1
        if keepsEntries {
            entries.append(entry)
            dropBeyondCapacity()
        }
    }

    /// Records what the notification system did.
    package mutating func record(_ events: [CenterEvent], at time: Date) {
        totalCount += events.count
        guard keepsEntries else {
            for index in events.indices { deliveries.count(events[index]) }
            return
        }
        // Each entry is made where it is kept, from the event where it lies: no copies of either on the way.
        for index in events.indices {
            deliveries.count(events[index])
            entries.append(LogEntry(time: time, event: events[index]))
        }
        dropBeyondCapacity()
    }

    /// Drops the oldest entries beyond the capacity, in one step.
    private mutating func dropBeyondCapacity() {
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}

/// How many notifications were delivered and how many were not, counted from the system's events.
package struct DeliveryCounts: Sendable, Hashable {
    package private(set) var delivered = 0
    package private(set) var notDelivered = 0

    package init() {}

    mutating func count(_ event: CenterEvent) {
        switch event {
        case .delivered: delivered += 1
        case .notDelivered: notDelivered += 1
        default: break
        }
    }

    /// The one line `serve` prints when it stops.
    package var summary: String {
        let noun = delivered == 1 ? "notification" : "notifications"
        return "this run delivered \(delivered) \(noun) to Notification Centre" + (notDelivered > 0 ? " (\(notDelivered) not delivered)" : "")
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
             .backgroundPush(_, let id, _), .sceneChosen(_, let id, _, _), .pushHandedOff(_, let id, _), .didReceiveResponse(_, let id, _, _), .unlockRequired(_, let id, _, _):
            return id
        case .delivered(let n, _, _): return n.id
        case .openSettings(_, let id): return id
        default: return nil
        }
    }
}

extension AppModel {
    /// Keeps only the event log's counts from now on, for a run whose log nothing reads (`serve` without `--log-json`).
    package mutating func keepOnlyLogCounts() { log.keepOnlyCounts() }
}
