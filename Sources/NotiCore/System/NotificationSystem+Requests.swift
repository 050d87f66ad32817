import Foundation

extension NotificationSystem {
    /// `add(request)`: validates the trigger and attachments, replaces a pending request with the same identifier,
    /// delivers at once when there is no trigger, and keeps only the 64 soonest-firing pending requests.
    package mutating func add(_ request: NotificationRequest, bundleID: String, now: Date) throws(AddRequestError) -> [CenterEvent] {
        guard let record = apps[bundleID] else { throw .unknownApp(bundleID) }
        guard !request.identifier.isEmpty else { throw .emptyIdentifier }
        switch record.settings.authorizationStatus {
        case .denied, .notDetermined: throw .notificationsNotAllowed(bundleID: bundleID)
        case .authorized, .provisional, .ephemeral: break
        }
        var checked = request
        for (index, attachment) in request.content.attachments.enumerated() {
            switch validateAttachment(attachment, inspect: inspectAttachment) {
            case .success(let valid): checked.content.attachments[index] = valid
            case .failure(let error): throw .attachment(error)
            }
        }
        if let trigger = checked.trigger {
            do { try trigger.validate() } catch { throw .invalidTrigger(error) }
        }

        var events: [CenterEvent] = []
        let key = ScheduleKey(bundleID: bundleID, identifier: checked.identifier)
        if record.pending[checked.identifier] != nil {
            scheduler.remove(key)
            apps[bundleID]!.pending[checked.identifier] = nil
            events.append(.replacedPending(bundleID: bundleID, identifier: checked.identifier))
        }
        guard let trigger = checked.trigger, trigger != .push else {
            events.append(.scheduled(bundleID: bundleID, identifier: checked.identifier, nextFire: now))
            events += deliver(checked, bundleID: bundleID, at: now)
            return events
        }
        let nextFire: Date?
        do { nextFire = try scheduler.schedule(key, trigger: trigger, now: now) } catch { throw .invalidTrigger(error) }
        apps[bundleID]!.pending[checked.identifier] = PendingRequest(request: checked, addedAt: now)
        events.append(.scheduled(bundleID: bundleID, identifier: checked.identifier, nextFire: nextFire))
        events += enforcePendingLimit(bundleID)
        return events
    }

    /// Drops the latest-firing pending requests beyond the 64 soonest (a repeating one counts once; never-firing ones go first).
    private mutating func enforcePendingLimit(_ bundleID: String) -> [CenterEvent] {
        guard let record = apps[bundleID], record.pending.count > Self.pendingLimit else { return [] }
        let overflow = pendingRequests(bundleID).dropFirst(Self.pendingLimit).map(\.request.identifier)
        for identifier in overflow {
            scheduler.remove(ScheduleKey(bundleID: bundleID, identifier: identifier))
            apps[bundleID]!.pending[identifier] = nil
        }
        return [.pendingLimitDropped(bundleID: bundleID, identifiers: overflow)]
    }

    /// Removes pending requests by identifier; unknown identifiers are ignored.
    package mutating func removePending(_ bundleID: String, identifiers: [String]) -> [CenterEvent] {
        guard let record = apps[bundleID] else { return [] }
        let present = identifiers.filter { record.pending[$0] != nil }
        for identifier in present {
            scheduler.remove(ScheduleKey(bundleID: bundleID, identifier: identifier))
            apps[bundleID]!.pending[identifier] = nil
        }
        return present.isEmpty ? [] : [.removedPending(bundleID: bundleID, identifiers: present)]
    }

    /// Removes every pending request of the app.
    package mutating func removeAllPending(_ bundleID: String) -> [CenterEvent] {
        guard let record = apps[bundleID] else { return [] }
        return removePending(bundleID, identifiers: record.pending.keys.sorted())
    }

    /// Removes delivered notifications by identifier; unknown identifiers are ignored.
    package mutating func removeDelivered(_ bundleID: String, identifiers: [String]) -> [CenterEvent] {
        guard apps[bundleID] != nil else { return [] }
        var present: [String] = []
        for identifier in identifiers where apps[bundleID]!.delivered.remove(identifier: identifier) { present.append(identifier) }
        return present.isEmpty ? [] : [.removedDelivered(bundleID: bundleID, identifiers: present)]
    }

    /// Removes every delivered notification of the app.
    package mutating func removeAllDelivered(_ bundleID: String) -> [CenterEvent] {
        guard let record = apps[bundleID] else { return [] }
        return removeDelivered(bundleID, identifiers: record.delivered.map(\.id))
    }
}
