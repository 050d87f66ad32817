/// A heap item: one planned fire time of the entry in `slot`. Stale once the entry's generation moved on
/// (it was removed, replaced or re-planned); stale items are skipped when they surface (lazy deletion).
struct QueuedFiring: Comparable, Sendable {
    /// Fire time as seconds since the reference date.
    var time: Double
    /// Scheduling order of the entry; breaks ties between equal fire times.
    var order: UInt64
    /// Index of the entry in the scheduler's slot table.
    var slot: Int32
    /// The entry's generation when this item was queued.
    var generation: UInt32

    static func < (lhs: QueuedFiring, rhs: QueuedFiring) -> Bool {
        lhs.time != rhs.time ? lhs.time < rhs.time : lhs.order < rhs.order
    }
}
