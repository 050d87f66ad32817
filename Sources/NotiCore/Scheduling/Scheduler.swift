import Foundation

/// Plans when scheduled requests fire and hands them out as simulated time advances.
///
/// Timed entries (time-interval and calendar triggers) sit in a `FiringQueue` (a binary heap of the next hour
/// plus hourly buckets) ordered by fire time, then by scheduling order. Removal and replacement only bump the
/// entry's generation; the stale item is dropped when it surfaces, and the queue is rebuilt once stale items
/// outnumber live ones, so scheduling, removal and each delivery cost O(log n) amortised. Pure: time is always
/// passed in.
package struct Scheduler: Sendable {
    /// How an entry plans its firings; kept small (a calendar match lives behind a reference) so the slot table
    /// stays compact and cache-friendly with a million entries.
    private enum Plan: Sendable {
        case interval(seconds: Double)
        case calendar(CalendarRule)
        /// Push triggers: kept, never timed.
        case never
    }

    /// A calendar match, shared by reference.
    private final class CalendarRule: Sendable {
        let match: DateMatch
        init(_ match: DateMatch) { self.match = match }
    }

    /// One scheduled request.
    private struct Entry: Sendable {
        var key: ScheduleKey
        var plan: Plan
        var repeats: Bool
        var addedAt: Date
        var order: UInt64
        var generation: UInt32
        /// The planned fire date; nil when the trigger will not fire again (it stays pending, like iOS does).
        var nextFire: Date?
        /// For repeating time intervals: how many intervals after `addedAt` `nextFire` is.
        var intervalsElapsed: Int
    }

    /// Below this many heap items stale ones are never compacted away.
    private static let compactionFloor = 64

    private var slots: [Entry?] = []
    private var freeSlots: [Int32] = []
    private var slotByKey: [ScheduleKey: Int32] = [:]
    private var queue = FiringQueue()
    /// How many heap items are live (the rest are stale).
    private var liveQueued = 0
    private var regions = RegionMonitor()
    private var nextOrder: UInt64 = 0
    /// The latest time the scheduler was told about; calendar triggers are re-planned from it.
    private var latestKnownTime: Date?

    /// The device's time zone; changing it re-plans calendar triggers that have no time zone of their own.
    package var timeZone: TimeZone {
        didSet {
            if timeZone != oldValue { replanDeviceZoneCalendarTriggers() }
        }
    }

    /// Creates an empty scheduler for a device in `timeZone`.
    package init(timeZone: TimeZone) {
        self.timeZone = timeZone
    }

    /// Number of scheduled requests, including location and push ones and ones that will not fire again.
    package var count: Int { slotByKey.count + regions.count }

    /// The soonest fire date of any entry.
    package var nextDeadline: Date? {
        queue.min.map { Date(timeIntervalSinceReferenceDate: $0.time) }
    }

    /// The planned fire date of `key`; nil for unknown keys, location and push triggers and spent calendar triggers.
    package func nextFireDate(for key: ScheduleKey) -> Date? {
        guard let slot = slotByKey[key] else { return nil }
        return slots[Int(slot)]?.nextFire
    }

    /// Arms `trigger` for `key` as of `now`; returns the next fire date (nil for location triggers and push).
    /// Replaces an existing entry with the same key.
    @discardableResult
    package mutating func schedule(_ key: ScheduleKey, trigger: NotificationTrigger, now: Date) throws(TriggerError) -> Date? {
        try trigger.validate()
        remove(key)
        noteTime(now)
        let order = nextOrder
        nextOrder += 1
        if case .location(let region, let repeats) = trigger {
            regions.watch(key, region: region, repeats: repeats, order: order)
            return nil
        }
        let firstFire = Self.nextFireDate(of: trigger, after: now, addedAt: now, timeZone: timeZone)
        let entry = Entry(key: key, plan: Self.plan(of: trigger), repeats: trigger.repeats, addedAt: now, order: order,
                          generation: 0, nextFire: firstFire, intervalsElapsed: 1)
        let slot = store(entry)
        if let firstFire { enqueue(slot: slot, at: firstFire) }
        dropStaleTop()
        return firstFire
    }

    /// Unschedules `key`; does nothing for an unknown key.
    package mutating func remove(_ key: ScheduleKey) {
        regions.remove(key)
        guard let slot = slotByKey.removeValue(forKey: key) else { return }
        if slots[Int(slot)]?.nextFire != nil { liveQueued -= 1 }
        slots[Int(slot)] = nil
        freeSlots.append(slot)
        dropStaleTop()
        compactIfMostlyStale()
    }

    /// Everything due up to and including `date`, in fire order (ties by scheduling order), repeats re-armed:
    /// a repeating trigger due several times in the span fires each time.
    package mutating func advance(to date: Date) -> [Firing] {
        noteTime(date)
        let limit = date.timeIntervalSinceReferenceDate
        var firings: [Firing] = []
        while let top = queue.min, top.time <= limit {
            queue.removeMin()
            guard Self.isLive(top, in: slots), var entry = slots[Int(top.slot)] else { continue }
            liveQueued -= 1
            let fired = Date(timeIntervalSinceReferenceDate: top.time)
            firings.append(Firing(key: entry.key, date: fired))
            if entry.repeats {
                entry.nextFire = followingFireDate(of: entry, after: fired)
                entry.intervalsElapsed += 1
                slots[Int(top.slot)] = entry
                if let next = entry.nextFire { enqueue(slot: top.slot, at: next) }
            } else {
                discard(slot: top.slot, key: entry.key)
            }
            dropStaleTop()
        }
        compactIfMostlyStale()
        return firings
    }

    /// Moves the simulated device; returns the region entries and exits per the triggers' notifyOnEntry/notifyOnExit:
    /// those of `allowedApps` fire (non-repeating ones are then removed), the others' are withheld.
    package mutating func moveDevice(to position: Coordinate, now: Date, allowedApps: Set<String>) -> [RegionCrossing] {
        noteTime(now)
        return regions.moveDevice(to: position, now: now, allowedApps: allowedApps)
    }

    /// Where the simulated device is; nil until it was first moved.
    package var devicePosition: Coordinate? { regions.devicePosition }

    // MARK: - Storage

    private mutating func store(_ entry: Entry) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            slots[Int(slot)] = entry
        } else {
            slot = Int32(slots.count)
            slots.append(entry)
        }
        slotByKey[entry.key] = slot
        return slot
    }

    private mutating func discard(slot: Int32, key: ScheduleKey) {
        slots[Int(slot)] = nil
        slotByKey[key] = nil
        freeSlots.append(slot)
    }

    private mutating func enqueue(slot: Int32, at date: Date) {
        guard let entry = slots[Int(slot)] else { return }
        queue.insert(QueuedFiring(time: date.timeIntervalSinceReferenceDate, order: entry.order,
                                  slot: slot, generation: entry.generation))
        liveQueued += 1
    }

    private static func isLive(_ item: QueuedFiring, in slots: [Entry?]) -> Bool {
        guard let entry = slots[Int(item.slot)] else { return false }
        return entry.order == item.order && entry.generation == item.generation
    }

    /// Makes `queue.min` the soonest live item.
    private mutating func dropStaleTop() {
        let slots = self.slots
        queue.settle { Self.isLive($0, in: slots) }
    }

    /// Rebuilds the queue from live items once stale ones exceed half of it.
    private mutating func compactIfMostlyStale() {
        let stale = queue.count - liveQueued
        guard queue.count > Self.compactionFloor, stale > queue.count / 2 else { return }
        let slots = self.slots
        queue.compact { Self.isLive($0, in: slots) }
    }

    private mutating func noteTime(_ date: Date) {
        if let known = latestKnownTime, known >= date { return }
        latestKnownTime = date
    }

    // MARK: - Planning

    private static func plan(of trigger: NotificationTrigger) -> Plan {
        switch trigger {
        case .timeInterval(let seconds, _): return .interval(seconds: seconds)
        case .calendar(let match, _): return .calendar(CalendarRule(match))
        case .location, .push: return .never
        }
    }

    /// The firing after `fired`; nil when there is none (or the calendar would not move forward).
    private func followingFireDate(of entry: Entry, after fired: Date) -> Date? {
        switch entry.plan {
        case .interval(let seconds):
            return entry.addedAt.addingTimeInterval(seconds * Double(entry.intervalsElapsed + 1))
        case .calendar(let rule):
            let next = CalendarMatching.nextDate(matching: rule.match, after: fired, deviceTimeZone: timeZone)
            return next.flatMap { $0 > fired ? $0 : nil }
        case .never:
            return nil
        }
    }

    /// After a device time-zone change: re-plans calendar triggers without their own time zone from the latest known time.
    private mutating func replanDeviceZoneCalendarTriggers() {
        guard let reference = latestKnownTime else { return }
        for index in slots.indices {
            guard var entry = slots[index], case .calendar(let rule) = entry.plan,
                  CalendarMatching.followsDeviceTimeZone(rule.match) else { continue }
            if entry.nextFire != nil { liveQueued -= 1 }
            entry.generation &+= 1
            entry.nextFire = CalendarMatching.nextDate(matching: rule.match, after: reference, deviceTimeZone: timeZone)
            slots[index] = entry
            if let next = entry.nextFire { enqueue(slot: Int32(index), at: next) }
        }
        dropStaleTop()
        compactIfMostlyStale()
    }
}

extension Scheduler {
    /// Next fire date of a trigger after `after` without arming it (UNCalendarNotificationTrigger.nextTriggerDate()):
    /// time intervals count from `addedAt` (repeats at addedAt + k × interval); calendar matches use the match's
    /// time zone or else `timeZone`. Nil for location and push triggers, invalid triggers, and dates that never come.
    package static func nextFireDate(of trigger: NotificationTrigger, after: Date, addedAt: Date, timeZone: TimeZone) -> Date? {
        guard (try? trigger.validate()) != nil else { return nil }
        switch trigger {
        case .timeInterval(let seconds, let repeats):
            let first = addedAt.addingTimeInterval(seconds)
            guard first <= after else { return first }
            guard repeats else { return nil }
            var intervals = (after.timeIntervalSince(addedAt) / seconds).rounded(.down) + 1
            if addedAt.addingTimeInterval(intervals * seconds) <= after { intervals += 1 }
            return addedAt.addingTimeInterval(intervals * seconds)
        case .calendar(let match, _):
            return CalendarMatching.nextDate(matching: match, after: after, deviceTimeZone: timeZone)
        case .location, .push:
            return nil
        }
    }
}
