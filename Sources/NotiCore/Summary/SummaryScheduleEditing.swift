/// The edits the settings screen makes to the summary times (docs/rules/summary.md#scheduled-summary). Each answers the new
/// schedule and where the edited time now is in it, or nil when iOS would not allow the edit.
extension SummarySchedule {
    /// Minutes in a day, the clock the times wrap around.
    private static let day = 24 * 60

    /// A summary one hour after the last (wrapping past midnight, skipping times already set); nil at 12 times.
    package func addingTime() -> (schedule: SummarySchedule, index: Int)? {
        guard minutes.count < Self.maximumTimes, let last = minutes.last else { return nil }
        return settingFree(from: last, step: 60, replacing: nil)
    }

    /// Without the time at `index`; nil when it is the only one (a schedule keeps one time at least).
    package func removingTime(at index: Int) -> SummarySchedule? {
        guard minutes.count > 1, minutes.indices.contains(index) else { return nil }
        var kept = minutes
        kept.remove(at: index)
        return try? SummarySchedule(minutes: kept)
    }

    /// The time at `index` moved by `delta` minutes (wrapping around midnight, past times already set).
    package func movingTime(at index: Int, by delta: Int) -> (schedule: SummarySchedule, index: Int)? {
        guard minutes.indices.contains(index), delta != 0 else { return nil }
        return settingFree(from: minutes[index], step: delta, replacing: index)
    }

    /// The first minute `step`, `2 × step`, … after `start` that no other time holds, set in place of `replacing`.
    private func settingFree(from start: Int, step: Int, replacing: Int?) -> (schedule: SummarySchedule, index: Int)? {
        var others = minutes
        if let replacing { others.remove(at: replacing) }
        var candidate = start
        repeat {
            candidate = ((candidate + step) % Self.day + Self.day) % Self.day
        } while others.contains(candidate) && candidate != start
        guard !others.contains(candidate), let schedule = try? SummarySchedule(minutes: others + [candidate]),
              let index = schedule.minutes.firstIndex(of: candidate) else { return nil }
        return (schedule, index)
    }
}
