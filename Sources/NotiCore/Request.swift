import Foundation
import Synchronization

/// A request to show a notification (UNNotificationRequest).
public struct NotificationRequest: Sendable, Hashable, Codable {
    public var identifier: String
    public var content: NotificationContent
    /// nil delivers at once.
    public var trigger: NotificationTrigger?

    public init(identifier: String, content: NotificationContent, trigger: NotificationTrigger? = nil) {
        self.identifier = identifier; self.content = content; self.trigger = trigger
    }

    /// Appends the request as `encode(to:)` writes it, as compact JSON without a Codable encoder (the push journal).
    package func appendJSON(to out: inout [UInt8]) throws {
        out.append(UInt8(ascii: "{"))
        out.appendJSONKey(literal: "identifier", first: true)
        JSONValue.appendQuoted(identifier, to: &out)
        out.appendJSONKey(literal: "content")
        try content.appendJSON(to: &out)
        if let trigger {
            out.appendJSONKey(literal: "trigger")
            // Every push has this trigger; the others are rare in the journal and go through the Codable encoder.
            if trigger == .push { out.append(literal: #"{"push":{}}"#) } else { try JSONLineEncoder.encode(trigger, into: &out) }
        }
        out.append(UInt8(ascii: "}"))
    }
}

/// A notification that has been delivered (UNNotification).
///
/// Its fields are held by one immutable reference, replaced when a field is set: a notification is copied into
/// events, the event log and the centre's lists far more often than it is changed, and a copy is then one reference
/// rather than the whole request and content.
public struct DeliveredNotification: Sendable, Hashable, Identifiable, Codable {
    private final class Storage: Sendable {
        let bundleID: String
        let request: NotificationRequest
        let date: Date
        let arrival: Int

        init(bundleID: String, request: NotificationRequest, date: Date, arrival: Int) {
            self.bundleID = bundleID; self.request = request; self.date = date; self.arrival = arrival
        }
    }

    private var storage: Storage

    public init(bundleID: String, request: NotificationRequest, date: Date) {
        storage = Storage(bundleID: bundleID, request: request, date: date, arrival: 0)
    }

    /// A notification delivered now, numbered after every other delivered in this process or read from saved state.
    package init(arriving bundleID: String, request: NotificationRequest, date: Date) {
        storage = Storage(bundleID: bundleID, request: request, date: date,
                          arrival: Self.arrivals.add(1, ordering: .relaxed).newValue)
    }

    /// The last arrival number given or read.
    private static let arrivals = Atomic<Int>(0)

    /// The order of delivery across every app (higher arrived later; 0 for a notification made another way), which
    /// orders notifications of the same instant (docs/rules/presentation.md#notification-centre-and-lock-screen).
    package var arrival: Int { storage.arrival }

    /// The request identifier, unique per app.
    public var id: String { storage.request.identifier }

    public var bundleID: String {
        get { storage.bundleID }
        set { storage = Storage(bundleID: newValue, request: storage.request, date: storage.date, arrival: storage.arrival) }
    }

    public var request: NotificationRequest {
        get { storage.request }
        set { storage = Storage(bundleID: storage.bundleID, request: newValue, date: storage.date, arrival: storage.arrival) }
    }

    public var date: Date {
        get { storage.date }
        set { storage = Storage(bundleID: storage.bundleID, request: storage.request, date: newValue, arrival: storage.arrival) }
    }

    /// Convenience for `request.content`.
    public var content: NotificationContent { storage.request.content }

    public static func == (lhs: DeliveredNotification, rhs: DeliveredNotification) -> Bool {
        lhs.storage === rhs.storage || (lhs.bundleID == rhs.bundleID && lhs.request == rhs.request && lhs.date == rhs.date)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(bundleID)
        hasher.combine(request)
        hasher.combine(date)
    }

    private enum CodingKeys: String, CodingKey {
        case bundleID, request, date, arrival
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let arrival = try container.decodeIfPresent(Int.self, forKey: .arrival) ?? 0
        storage = Storage(bundleID: try container.decode(String.self, forKey: .bundleID),
                          request: try container.decode(NotificationRequest.self, forKey: .request),
                          date: try container.decode(Date.self, forKey: .date), arrival: arrival)
        // Notifications delivered after saved ones are read back arrive after them.
        var last = Self.arrivals.load(ordering: .relaxed)
        while last < arrival {
            let (exchanged, original) = Self.arrivals.compareExchange(expected: last, desired: arrival, ordering: .relaxed)
            if exchanged { break }
            last = original
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(bundleID, forKey: .bundleID)
        try container.encode(request, forKey: .request)
        try container.encode(date, forKey: .date)
        if arrival > 0 { try container.encode(arrival, forKey: .arrival) }
    }

    /// Appends the notification as `encode(to:)` writes it (dates as seconds since 1970), as compact JSON without a
    /// Codable encoder: the push journal writes one per accepted push.
    package func appendJSON(to out: inout [UInt8]) throws {
        var numbers = JSONNumberMemo()
        try appendJSON(to: &out, numbers: &numbers)
    }

    /// Appends the notification as ``appendJSON(to:)`` does, its date's text taken from `numbers` when it is the
    /// number last written through it.
    package func appendJSON(to out: inout [UInt8], numbers: inout JSONNumberMemo) throws {
        out.append(UInt8(ascii: "{"))
        out.appendJSONKey(literal: "bundleID", first: true)
        JSONValue.appendQuoted(bundleID, to: &out)
        out.appendJSONKey(literal: "request")
        try storage.request.appendJSON(to: &out)
        out.appendJSONKey(literal: "date")
        try out.appendJSONNumber(date.timeIntervalSince1970, memo: &numbers, codingPath: [CodingKeys.date])
        if arrival > 0 {
            out.appendJSONKey(literal: "arrival")
            out.append(decimal: arrival)
        }
        out.append(UInt8(ascii: "}"))
    }
}
