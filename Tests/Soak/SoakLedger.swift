import NotiApp
import NotiAppCore
import NotiCore

/// Why the soak failed.
struct SoakFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Follows the event log entry by entry and keeps the books on every notification: where each one issued went
/// (delivered, refused, dropped by the 64-pending limit, still pending) and where each delivered one is now
/// (in the centre, replaced by a later one with its identifier, removed by the user, dropped by the centre's limit,
/// or held for Scheduled Summary until the next summary time moves it into the centre).
struct SoakLedger {
    /// Log entries read so far (`EventLog.totalCount` when last caught up).
    private(set) var entriesRead = 0
    /// Local requests added with an `L…` identifier.
    private(set) var localAdded = 0
    /// Deliveries, of any origin.
    private(set) var delivered = 0
    /// Deliveries that replaced a notification with the same identifier still in the centre (collapse ids, repeats).
    private(set) var replaced = 0
    /// Deliveries with nowhere to show (banner, list and lock screen all off): not kept in the centre.
    private(set) var deliveredNotKept = 0
    /// Arrivals the presentation rules refused (notifications off for the app, ...).
    private(set) var notDelivered = 0
    /// Delivered notifications the user removed.
    private(set) var removedByUser = 0
    /// Delivered notifications the centre dropped to stay within its per-app limit.
    private(set) var droppedByCentre = 0
    /// Local `L…` requests `add` refused (notifications not allowed for the app).
    private(set) var localRefused = 0
    /// Local requests dropped by the 64-pending limit.
    private(set) var droppedPending = 0
    /// Local requests removed while pending.
    private(set) var removedPending = 0
    /// Arrivals (deliveries and refusals) of local one-shot requests, pushes and repeating launch requests.
    private(set) var localArrivals = 0, pushArrivals = 0, repeatArrivals = 0
    /// Deliveries held for Scheduled Summary (docs/rules/summary.md#scheduled-summary).
    private(set) var heldForSummary = 0
    /// Held notifications replaced, while still held, by a later one with the same identifier.
    private(set) var heldReplaced = 0
    /// Summaries delivered, and the held notifications they moved into the centre.
    private(set) var summaries = 0, releasedBySummary = 0
    /// What is held for the next summary, as `bundle|identifier`, by the log's account.
    private(set) var held: Set<String> = []
    /// What is in the centre, as `bundle|identifier`, by the log's account.
    private(set) var inCentre: Set<String> = []
    /// The `L…` requests pending, as `bundle|identifier`, by the log's account.
    private(set) var pendingLocal: Set<String> = []

    /// Reads the entries appended since the last call; fails when some were already pushed out of memory.
    mutating func consume(_ log: EventLog) throws {
        let fresh = log.totalCount - entriesRead
        guard fresh <= log.entries.count else {
            throw SoakFailure("\(fresh - log.entries.count) log entries went by unread (more than \(EventLog.capacity) in one step)")
        }
        for entry in log.entries.suffix(fresh) { try read(entry) }
        entriesRead = log.totalCount
    }

    private mutating func read(_ entry: LogEntry) throws {
        if entry.kind == .error, entry.text.hasPrefix("add \"L"), entry.text.contains("\" failed: ") { localRefused += 1; return }
        if entry.bundleID == nil, entry.text.hasPrefix(Self.summaryPrefix) { try releaseHeld(entry.text); return }
        guard let bundleID = entry.bundleID, entry.text.hasPrefix(bundleID + ": ") else { return }
        let text = entry.text.dropFirst(bundleID.count + 2)
        func key(_ identifier: some StringProtocol) -> String { bundleID + "|" + identifier }
        if text.hasPrefix("add \"") {
            let identifier = Self.quoted(text).first ?? ""
            if identifier.hasPrefix("L") { localAdded += 1; pendingLocal.insert(key(identifier)) }
        } else if text.hasPrefix("over \(NotificationSystem.pendingLimit) pending: dropped ") {
            for identifier in Self.quoted(text) where pendingLocal.remove(key(identifier)) != nil { droppedPending += 1 }
        } else if text.hasPrefix("removed pending ") {
            for identifier in Self.quoted(text) where pendingLocal.remove(key(identifier)) != nil { removedPending += 1 }
        } else if text.hasPrefix("removed delivered ") || text.hasPrefix("over \(NotificationSystem.deliveredLimit) in Notification Centre: dropped ") {
            let byUser = text.hasPrefix("removed")
            for identifier in Self.quoted(text) {
                guard inCentre.remove(key(identifier)) != nil else { throw SoakFailure("\(entry.text): not in the centre by the log") }
                if byUser { removedByUser += 1 } else { droppedByCentre += 1 }
            }
        } else if text.hasPrefix("delivered \"") {
            let identifier = Self.quoted(text).first ?? ""
            arrived(identifier)
            delivered += 1
            let replaces = text.contains(" (replaces earlier)")
            let wasThere = inCentre.contains(key(identifier))
            guard replaces == wasThere else { throw SoakFailure("\(entry.text): the log had it \(wasThere ? "in" : "not in") the centre") }
            if replaces { replaced += 1 }
            if text.contains(" → held for Scheduled Summary") {
                inCentre.remove(key(identifier))
                if !held.insert(key(identifier)).inserted { heldReplaced += 1 }
                heldForSummary += 1
            } else if Self.keptInCentre(text) { inCentre.insert(key(identifier)) } else { inCentre.remove(key(identifier)); deliveredNotKept += 1 }
            pendingLocal.remove(key(identifier))
        } else if text.hasPrefix("\""), text.contains("\" not delivered: ") {
            let identifier = Self.quoted(text).first ?? ""
            arrived(identifier)
            notDelivered += 1
            pendingLocal.remove(key(identifier))
        }
    }

    private static let summaryPrefix = "Scheduled Summary: "

    /// A summary delivers everything held before it: each held notification goes into the centre, replacing one with
    /// its identifier that is already there; the count the log gives must be the count held.
    private mutating func releaseHeld(_ text: String) throws {
        let count = Int(text.dropFirst(Self.summaryPrefix.count).prefix { $0.isNumber }) ?? -1
        guard count == held.count else { throw SoakFailure("\(text): the log had \(held.count) held") }
        for item in held where !inCentre.insert(item).inserted { replaced += 1 }
        releasedBySummary += held.count
        summaries += 1
        held.removeAll()
    }

    private mutating func arrived(_ identifier: String) {
        // `L…` are local requests, `Pc…` collapse ids and UUIDs (`apns-id`) pushes, the rest the launch requests.
        if identifier.hasPrefix("L") {
            localArrivals += 1
        } else if identifier.hasPrefix("Pc") || identifier.contains("-") {
            pushArrivals += 1
        } else {
            repeatArrivals += 1
        }
    }

    /// Whether a delivery's presentation (`→ banner+list+sound ...`) keeps it in the centre: shown as a banner, in the
    /// list or on the lock screen; a silent delivery with all three off leaves nothing behind.
    private static func keptInCentre(_ text: some StringProtocol) -> Bool {
        guard let arrow = text.range(of: " → ") else { return false }
        let summary = text[arrow.upperBound...].prefix { $0 != " " }
        return summary.split(separator: "+").contains { ["banner", "persistent", "list", "lock"].contains($0) }
    }

    /// The strings between double quotes, in order.
    private static func quoted(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Checks the books against the notification system itself: the centre and the pending `L…` requests hold
    /// exactly what the log says, and every delivery is still somewhere or was taken away by a counted rule.
    func audit(_ system: NotificationSystem) -> [String] {
        var problems: [String] = []
        var centre: Set<String> = []
        var pending: Set<String> = []
        let heldNow = Set(system.allHeld.map { $0.bundleID + "|" + $0.id })
        if heldNow != held {
            problems.append("held: \(heldNow.subtracting(held).count) there but not logged, \(held.subtracting(heldNow).count) logged but gone")
        }
        for (bundleID, record) in system.apps {
            for notification in record.delivered { centre.insert(bundleID + "|" + notification.id) }
            for identifier in record.pending.keys where identifier.hasPrefix("L") { pending.insert(bundleID + "|" + identifier) }
        }
        if centre != inCentre {
            problems.append("centre: \(centre.subtracting(inCentre).count) there but not logged, \(inCentre.subtracting(centre).count) logged but gone")
        }
        if pending != pendingLocal {
            problems.append("pending: \(pending.subtracting(pendingLocal).count) there but not logged, \(pendingLocal.subtracting(pending).count) logged but gone")
        }
        if delivered != replaced + heldReplaced + removedByUser + droppedByCentre + deliveredNotKept + centre.count + held.count {
            problems.append("deliveries \(delivered) ≠ replaced \(replaced) + replaced while held \(heldReplaced) + removed \(removedByUser)"
                            + " + dropped by the centre \(droppedByCentre) + not kept \(deliveredNotKept) + in the centre \(centre.count)"
                            + " + held \(held.count)")
        }
        return problems
    }
}
